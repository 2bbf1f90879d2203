import { data, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '~/lib/not-found.server';
import type { BlogPostData } from './blog-page-data';
import { blogContent } from './blog-content.server';
import { blogPostPath, RELATED_POSTS } from './blog-paths';
import { ContentUnavailableError, summaryOf } from './content-source';
import { renderMarkdown } from './markdown.server';
import { POST_SLUG } from './post-front-matter.server';

/**
 * `/blog/posts/{slug}`: the post with its body rendered to safe HTML, the table of contents
 * and further reading. An unknown slug is a 404; the source down is a 503. Further reading
 * that cannot be fetched leaves the post without it rather than failing the page.
 */
export async function blogPostLoader({ params, request }: LoaderFunctionArgs): Promise<BlogPostData> {
  const slug = params.slug ?? '';
  if (!POST_SLUG.test(slug)) notFound(request);
  const source = blogContent();

  let post;
  try {
    post = await source.getPost(slug);
  } catch (err) {
    if (!(err instanceof ContentUnavailableError)) throw err;
    console.error(`blog post: ${err.message}`);
    throw data('Não foi possível carregar este artigo agora. Tente novamente em instantes.', { status: 503 });
  }
  if (!post) notFound(request);

  const related = await source.relatedPosts(post, RELATED_POSTS).catch((err: unknown) => {
    if (!(err instanceof ContentUnavailableError)) throw err;
    console.error(`blog related posts: ${err.message}`);
    return [];
  });
  const { html, toc } = renderMarkdown(post.body);
  return {
    post: { ...summaryOf(post), cover: post.cover },
    html,
    toc,
    related,
    canonicalPath: blogPostPath(post.slug),
  };
}
