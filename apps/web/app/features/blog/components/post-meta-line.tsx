import type { BlogPostSummary } from '../blog-post';
import { formatPostDate, readingTimeLabel } from '../blog-paths';

/** "12 de março de 2026 · 5 min de leitura", with the date machine-readable. */
export function PostMetaLine({ post, className }: { post: BlogPostSummary; className?: string }) {
  return (
    <p className={className ?? 'text-sm text-muted-foreground'}>
      <time dateTime={post.publishedOn}>{formatPostDate(post.publishedOn)}</time>
      <span aria-hidden="true"> · </span>
      {readingTimeLabel(post.readingMinutes)}
    </p>
  );
}
