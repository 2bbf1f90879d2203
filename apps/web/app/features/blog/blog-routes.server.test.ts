import { afterEach, describe, expect, test, vi } from 'vitest';
import type { HeadersArgs, UNSAFE_DataWithResponseInit } from 'react-router';
import { loaderArgs, statusOf, thrown } from '~/lib/loader-test-support';
import { setBlogContentForTests } from './blog-content.server';
import { blogPageHeaders, PUBLIC_PAGE_CACHE_CONTROL } from './blog-cache';
import { blogListLoader } from './blog-list-route.server';
import type { BlogListData } from './blog-page-data';
import { blogPostLoader } from './blog-post-route.server';
import { ContentUnavailableError, type ContentSource } from './content-source';
import { createLocalContentSource } from './local-content-source.server';

const SITE = 'http://site.test';
const post = (slug: string, date: string, tags: string, body = '## Seção um\n\nTexto.\n\n## Seção dois\n\nMais.') =>
  `---\ntitle: Post ${slug}\ndescription: Sobre ${slug}.\ndate: ${date}\nauthor: Equipe\ntags: ${tags}\n---\n${body}\n`;
const local = createLocalContentSource({
  '/c/a.md': post('a', '2026-01-01', '[MEI]'),
  '/c/b.md': post('b', '2026-02-01', '[MEI, Impostos]'),
  '/c/c.md': post('c', '2026-03-01', '[Impostos]', '<script>alert(1)</script>\n\n[x](javascript:alert(1))'),
});

let previous: ContentSource | null = null;
function useSource(source: ContentSource) {
  previous ??= setBlogContentForTests(source);
  setBlogContentForTests(source);
}
afterEach(() => {
  if (previous) setBlogContentForTests(previous);
  previous = null;
});

const unavailable = (): ContentSource => {
  const fail = async (): Promise<never> => {
    throw new ContentUnavailableError('GET /v2/cdn/stories: answered 500');
  };
  return { name: 'storyblok', listPosts: fail, getPost: fail, relatedPosts: fail, listTags: fail, listAllPosts: fail };
};

const args = (path: string, params: Record<string, string> = {}) => loaderArgs(`${SITE}${path}`, params);

describe('blogListLoader', () => {
  test('newest first, the tags and the canonical path', async () => {
    useSource(local);
    const result = (await blogListLoader(args('/blog'))) as BlogListData;
    expect(result.posts!.map((p) => p.slug)).toEqual(['c', 'b', 'a']);
    expect(result).toMatchObject({ total: 3, page: 1, pageCount: 1, tag: null, canonicalPath: '/blog' });
    expect(result.tags.map((t) => t.slug)).toEqual(['impostos', 'mei']);
  });

  test('?tag= filters; the tag goes into the canonical path', async () => {
    useSource(local);
    const result = (await blogListLoader(args('/blog?tag=mei'))) as BlogListData;
    expect(result.posts!.map((p) => p.slug)).toEqual(['b', 'a']);
    expect(result.tag).toEqual({ slug: 'mei', name: 'MEI' });
    expect(result.canonicalPath).toBe('/blog?tag=mei');
  });

  test('an unknown tag or a page past the last is a 404', async () => {
    useSource(local);
    expect(statusOf(await thrown(blogListLoader(args('/blog?tag=nada'))))).toBe(404);
    expect(statusOf(await thrown(blogListLoader(args('/blog?pagina=2'))))).toBe(404);
  });

  test('the source down: 503, the page says so, and it is not cached', async () => {
    useSource(unavailable());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = (await blogListLoader(args('/blog?tag=mei'))) as UNSAFE_DataWithResponseInit<BlogListData>;
    expect(statusOf(result)).toBe(503);
    expect(result.data.posts).toBeNull();
    const headers = new Headers(result.init?.headers);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(new Headers(blogPageHeaders({ loaderHeaders: headers } as HeadersArgs)).get('cache-control')).toBe(
      'no-store',
    );
  });
});

describe('blogPostLoader', () => {
  test('the post, its safe HTML, the table of contents and further reading', async () => {
    useSource(local);
    const result = await blogPostLoader(args('/blog/posts/b', { slug: 'b' }));
    expect(result.post).toMatchObject({ slug: 'b', title: 'Post b', publishedOn: '2026-02-01' });
    expect(result.post).not.toHaveProperty('body');
    expect(result.html).toContain('<h2 id="secao-um">Seção um</h2>');
    expect(result.toc.map((t) => t.id)).toEqual(['secao-um', 'secao-dois']);
    expect(result.related.map((p) => p.slug)).toEqual(['c', 'a']);
    expect(result.canonicalPath).toBe('/blog/posts/b');
  });

  test('content cannot inject script', async () => {
    useSource(local);
    const { html } = await blogPostLoader(args('/blog/posts/c', { slug: 'c' }));
    expect(html).not.toMatch(/<script|href="javascript/i);
  });

  test('an unknown slug is a 404 with "Page not found: {path}"', async () => {
    useSource(local);
    const error = await thrown(blogPostLoader(args('/blog/posts/nao-existe', { slug: 'nao-existe' })));
    expect(statusOf(error)).toBe(404);
    expect((error as UNSAFE_DataWithResponseInit<unknown>).data).toBe('Page not found: /blog/posts/nao-existe');
  });

  test('a slug that cannot be a post is a 404 without asking the source', async () => {
    const source = unavailable();
    const getPost = vi.spyOn(source, 'getPost');
    useSource(source);
    expect(statusOf(await thrown(blogPostLoader(args('/blog/posts/A%20B', { slug: 'A B' }))))).toBe(404);
    expect(getPost).not.toHaveBeenCalled();
  });

  test('the source down is a 503', async () => {
    useSource(unavailable());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(statusOf(await thrown(blogPostLoader(args('/blog/posts/b', { slug: 'b' }))))).toBe(503);
  });

  test('further reading down leaves the post without it', async () => {
    useSource({ ...local, relatedPosts: unavailable().relatedPosts });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await blogPostLoader(args('/blog/posts/b', { slug: 'b' }));
    expect(result.related).toEqual([]);
  });
});

test('public pages may be cached by a CDN', () => {
  const headers = new Headers(blogPageHeaders({ loaderHeaders: new Headers() } as HeadersArgs));
  expect(headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  expect(PUBLIC_PAGE_CACHE_CONTROL).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
});
