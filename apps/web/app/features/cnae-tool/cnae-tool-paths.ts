// No runtime import of @contabil/contracts here: it would bring zod to the subclass pages.

export const CNAE_TOOL_PATH = '/tools/cnae';
/** Results per page of the search (the API's default). */
export const CNAE_PAGE_SIZE = 10;
/** Longer searches are cut here: the API refuses more. */
export const CNAE_SEARCH_MAX_LENGTH = 100;

/** The page of a subclass whose `{code}-{text}` is known (the API sends it as `slug`). */
export function cnaeSlugPath(slug: string): string {
  return `${CNAE_TOOL_PATH}/${slug}`;
}

/** The search page for `q` at `page` (1-based); page 1 and an empty search stay out of the address. */
export function cnaeSearchPath(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('pagina', String(page));
  const query = params.toString();
  return query ? `${CNAE_TOOL_PATH}?${query}` : CNAE_TOOL_PATH;
}

/** "INFORMAÇÃO E COMUNICAÇÃO" -> "Informação e comunicação": IBGE writes sections and divisions in capitals. */
export function sentenceCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  const lower = text.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}
