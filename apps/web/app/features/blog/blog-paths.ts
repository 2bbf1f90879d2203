export const BLOG_PATH = '/blog';
/** Posts per page of `/blog` (the spec's default page size). */
export const BLOG_PAGE_SIZE = 10;
/** Posts under "Leia também". */
export const RELATED_POSTS = 3;

/** `/blog`, `/blog?tag=mei`, `/blog?tag=mei&pagina=2`: page 1 has no `pagina`. */
export function blogListPath(tag?: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('pagina', String(page));
  const query = params.toString();
  return query ? `${BLOG_PATH}?${query}` : BLOG_PATH;
}

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}/posts/${slug}`;
}

/** `?pagina=` as a page number; anything else is page 1. */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-12" -> "12 de março de 2026". */
export function formatPostDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min de leitura`;
}
