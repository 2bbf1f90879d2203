import { data, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '~/lib/not-found.server';
import type { BlogListData } from './blog-page-data';
import { blogContent } from './blog-content.server';
import { NO_STORE } from './blog-cache';
import { BLOG_PAGE_SIZE, blogListPath, readPageParam } from './blog-paths';
import { ContentUnavailableError } from './content-source';

/**
 * `/blog?tag=&pagina=`: newest first, 10 a page, server-rendered with plain links for the
 * tags and pages. An unknown tag or a page past the last is a 404; the source down is a
 * 503 page that says so (and is not cached).
 */
export async function blogListLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tagSlug = params.get('tag')?.trim() || null;
  const page = readPageParam(params.get('pagina'));
  const source = blogContent();
  try {
    const [tags, list] = await Promise.all([
      source.listTags(),
      source.listPosts({ page, perPage: BLOG_PAGE_SIZE, tag: tagSlug ?? undefined }),
    ]);
    const tag = tagSlug ? (tags.find((known) => known.slug === tagSlug) ?? null) : null;
    if (tagSlug && !tag) notFound(request);
    if (page > list.pageCount) notFound(request);
    return {
      ...list,
      tags,
      tag,
      canonicalPath: blogListPath(tag?.slug, page),
    } satisfies BlogListData;
  } catch (err) {
    if (!(err instanceof ContentUnavailableError)) throw err;
    console.error(`blog list: ${err.message}`);
    const unavailable: BlogListData = {
      posts: null,
      total: 0,
      page,
      pageCount: 1,
      tags: [],
      tag: null,
      canonicalPath: blogListPath(tagSlug, page),
    };
    return data(unavailable, { status: 503, headers: { 'Cache-Control': NO_STORE } });
  }
}
