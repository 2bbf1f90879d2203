import type { BlogPost, BlogPostPage, BlogPostSummary, BlogSitemapEntry, BlogTag } from './blog-post';

export interface ListPostsQuery {
  /** 1-based. */
  page: number;
  perPage: number;
  /** A tag's slug: only posts with that tag. */
  tag?: string;
}

/**
 * Where the blog's posts come from: Markdown files in the repository (`local`) or the
 * Storyblok Content Delivery API (`storyblok`). Posts are newest first everywhere.
 */
export interface ContentSource {
  readonly name: 'local' | 'storyblok';
  listPosts(query: ListPostsQuery): Promise<BlogPostPage>;
  /** Null when no published post has this slug. */
  getPost(slug: string): Promise<BlogPost | null>;
  /** The post's chosen further reading, else the newest posts sharing a tag with it; never the post itself. */
  relatedPosts(post: BlogPost, limit: number): Promise<BlogPostSummary[]>;
  /** Every tag some post carries, by name. */
  listTags(): Promise<BlogTag[]>;
  listAllPosts(): Promise<BlogSitemapEntry[]>;
  /**
   * A landing page's editable texts from the content service (`pages/{page}` in Storyblok);
   * the lists it does not carry, or a source without pages (the local files: the texts in
   * the repository are the default), come back empty and the page keeps its own.
   */
  landingTexts?(page: LandingPage): Promise<Partial<LandingTexts>>;
  /**
   * A professional area's editable texts (`areas/{slug}` in Storyblok): the fields it
   * carries replace the API catalog's; the CNAEs and their facts stay the catalog's.
   */
  areaTexts?(slug: string): Promise<Partial<AreaTexts>>;
  /**
   * Every area's list texts (name, headline) by slug, in one request for the whole
   * `areas/` folder: for `/areas`, the footer and the "other areas" links. An area the
   * source has no story for is absent; the API's texts stay the default, field by field.
   */
  areaListTexts?(): Promise<Record<string, AreaListTexts>>;
}

/** What an area shows in lists: its name and headline. */
export type AreaListTexts = Partial<Pick<AreaTexts, 'name' | 'headline'>>;

/** The texts of `/areas/{slug}` that editors change. */
export interface AreaTexts {
  name: string;
  headline: string;
  description: string;
  sections: { title: string; paragraphs: string[] }[];
  faq: { question: string; answer: string }[];
}

export type LandingPage = 'home';

export interface LandingItem {
  title: string;
  text: string;
}

/** The texts of a landing page that editors change: what is included, the steps, the questions. */
export interface LandingTexts {
  features: LandingItem[];
  steps: LandingItem[];
  faq: { question: string; answer: string }[];
}

/** The source could not answer (network, timeout, 5xx, too many 429s): the page says so with a 503. */
export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError';
}

/** Newest first, then by title so the order is stable. */
export function byNewest(a: BlogPostSummary, b: BlogPostSummary): number {
  return b.publishedOn.localeCompare(a.publishedOn) || a.title.localeCompare(b.title, 'pt-BR');
}

/** The total page count: at least 1, so an empty blog still has its first page. */
export function pageCountFor(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Further reading for a post among candidates: the chosen ones in their order, then the
 * newest sharing a tag, then the newest; never the post itself, no repeats.
 */
export function pickRelated<T extends BlogPostSummary>(
  post: BlogPost,
  chosen: readonly T[],
  others: readonly T[],
  limit: number,
): T[] {
  const tags = new Set(post.tags.map((tag) => tag.slug));
  const sharing = others.filter((other) => other.tags.some((tag) => tags.has(tag.slug)));
  const picked = new Map<string, T>();
  for (const candidate of [...chosen, ...sharing, ...others]) {
    if (picked.size >= limit) break;
    if (candidate.slug !== post.slug && !picked.has(candidate.slug)) picked.set(candidate.slug, candidate);
  }
  return [...picked.values()];
}

/** A post without its body, for lists. */
export function summaryOf(post: BlogPost): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    publishedOn: post.publishedOn,
    updatedOn: post.updatedOn,
    author: post.author,
    tags: post.tags,
    readingMinutes: post.readingMinutes,
  };
}
