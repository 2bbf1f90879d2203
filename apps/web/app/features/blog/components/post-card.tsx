import { Link } from 'react-router';
import type { BlogPostSummary } from '../blog-post';
import { blogListPath, blogPostPath } from '../blog-paths';
import { PostMetaLine } from './post-meta-line';

/** One post in a list: the title links to it, the tags to their lists. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="grid gap-2 rounded-lg border border-border bg-surface p-5 shadow-xs">
      <PostMetaLine post={post} />
      <Heading className="text-lg font-semibold tracking-tight text-balance sm:text-xl">
        <Link
          to={blogPostPath(post.slug)}
          className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="text-muted-foreground">{post.description}</p>
      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label="Assuntos">
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link
                to={blogListPath(tag.slug)}
                className="inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary hover:underline"
              >
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
