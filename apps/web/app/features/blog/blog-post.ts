/**
 * What the blog shows, whichever content source it came from (local Markdown files or
 * Storyblok). Plain types only: the pages import them, and they add nothing to the bundle.
 */

export interface BlogTag {
  /** As it appears in the address (`/blog?tag=simples-nacional`). */
  slug: string;
  /** As people read it ("Simples Nacional"). */
  name: string;
}

export interface BlogCover {
  src: string;
  /** What the image shows, for screen readers. */
  alt: string;
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  description: string;
  /** Calendar dates, "YYYY-MM-DD" (Brasília). */
  publishedOn: string;
  updatedOn: string;
  author: string;
  tags: BlogTag[];
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown, rendered to safe HTML on the server only. */
  body: string;
  /** An image above the post and in link previews: an http(s) address or a path on the site. */
  cover?: BlogCover;
  /** Slugs (local) or story uuids (Storyblok) the author chose as further reading. */
  relatedRefs: string[];
}

export interface BlogPostPage {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** For the sitemaps: every published post's address and last change. */
export interface BlogSitemapEntry {
  slug: string;
  updatedOn: string;
}
