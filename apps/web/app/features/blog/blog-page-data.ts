import type { BlogCover, BlogPostSummary, BlogTag } from './blog-post';

/** What `/blog`'s loader gives its page. */
export interface BlogListData {
  /** Null when the content source could not answer (503). */
  posts: BlogPostSummary[] | null;
  total: number;
  page: number;
  pageCount: number;
  tags: BlogTag[];
  /** The tag filtering the list, if any. */
  tag: BlogTag | null;
  /** The page's own address for canonical links: `/blog`, `/blog?tag=mei&pagina=2`. */
  canonicalPath: string;
}

export interface TocEntry {
  id: string;
  text: string;
  /** 2 or 3: the sections and their subsections. */
  level: 2 | 3;
}

/** What `/blog/posts/{slug}`'s loader gives its page. */
export interface BlogPostData {
  post: BlogPostSummary & { cover?: BlogCover };
  /** The body as safe HTML, rendered on the server. */
  html: string;
  toc: TocEntry[];
  related: BlogPostSummary[];
  canonicalPath: string;
}
