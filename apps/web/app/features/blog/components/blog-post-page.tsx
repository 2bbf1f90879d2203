import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { BlogPostData } from '../blog-page-data';
import { BLOG_PATH, blogListPath, formatPostDate } from '../blog-paths';
import { BlogCta } from './blog-cta';
import { PostCard } from './post-card';
import { PostMetaLine } from './post-meta-line';
import { TableOfContents } from './table-of-contents';

/**
 * The rendered Markdown's look: the body is HTML from the server (markdown.server.ts,
 * raw HTML escaped), styled here by element since it carries no classes of its own.
 */
const proseClass = [
  'min-w-0 text-base leading-7 text-foreground',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-balance',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:tracking-tight',
  '[&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-2 [&_li>p]:mt-2',
  '[&_strong]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-primary-soft [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:font-medium',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:border-border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:whitespace-nowrap',
  '[&_td]:border-b [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_hr]:border-border',
].join(' ');

/** `/blog/posts/{slug}`: the article, its sections, further reading and the way to the product. */
export function BlogPostPage({ data }: { data: BlogPostData }) {
  const { post, html, toc, related } = data;
  const updated = post.updatedOn !== post.publishedOn;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <article className="grid gap-8">
        <header className="grid max-w-3xl gap-4">
          <nav aria-label="Trilha">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
              <li>
                <Link to={BLOG_PATH} className="font-medium text-primary hover:underline">
                  Blog
                </Link>
              </li>
              {post.tags[0] && (
                <li className="flex items-center gap-1">
                  <ChevronRight aria-hidden="true" className="size-4" />
                  <Link to={blogListPath(post.tags[0].slug)} className="hover:text-primary hover:underline">
                    {post.tags[0].name}
                  </Link>
                </li>
              )}
            </ol>
          </nav>
          <h1 className="text-3xl font-semibold tracking-tight text-balance break-words sm:text-4xl">{post.title}</h1>
          <p className="text-lg text-muted-foreground">{post.description}</p>
          <div className="grid gap-1 text-sm text-muted-foreground">
            <p>
              Por <span className="font-medium text-foreground">{post.author}</span>
            </p>
            <PostMetaLine post={post} className="" />
            {updated && (
              <p>
                Atualizado em <time dateTime={post.updatedOn}>{formatPostDate(post.updatedOn)}</time>
              </p>
            )}
          </div>
        </header>

        {post.cover && (
          <img
            src={post.cover.src}
            alt={post.cover.alt}
            className="aspect-[1200/630] w-full max-w-4xl rounded-lg object-cover"
          />
        )}

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
          {toc.length > 1 && (
            <aside className="rounded-lg border border-border bg-surface p-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
              <TableOfContents toc={toc} headingId="sumario-titulo" />
            </aside>
          )}
          {/* Safe: markdown.server.ts escapes raw HTML and refuses unsafe links. */}
          <div
            className={`${proseClass} max-w-3xl lg:col-start-1 lg:row-start-1`}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
      </article>

      <BlogCta />

      {related.length > 0 && (
        <section aria-labelledby="leia-tambem" className="grid gap-4">
          <h2 id="leia-tambem" className="text-2xl font-semibold tracking-tight">
            Leia também
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug} className="grid">
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
