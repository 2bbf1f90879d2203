import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LoaderFunctionArgs, UNSAFE_DataWithResponseInit } from 'react-router';
import { blogContent, setBlogContentForTests } from '~/features/blog/index.server';
import { ContentUnavailableError, type ContentSource } from '~/features/blog';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { HOME_LATEST_POSTS, homeLoader, type HomePageData } from './home-route.server';

const args = () =>
  ({ request: new Request('http://site.test/'), params: {}, context: {} }) as unknown as LoaderFunctionArgs;
const plansAnswer = (status: number) =>
  new Response(JSON.stringify({ data: [] }), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('homeLoader', () => {
  test('the plans and the newest posts of the built-in blog, cacheable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => plansAnswer(200)),
    );
    const answer = (await homeLoader(args())) as UNSAFE_DataWithResponseInit<HomePageData>;
    expect(answer.data.plans).toEqual([]);
    expect(answer.data.posts).toHaveLength(HOME_LATEST_POSTS);
    const dates = answer.data.posts.map((p) => p.publishedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  test('neither the plans nor the blog failing stops the home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => plansAnswer(500)),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = {
      ...blogContent(),
      listPosts: () => Promise.reject(new ContentUnavailableError('down')),
    } as ContentSource;
    const previous = setBlogContentForTests(failing);
    try {
      const answer = (await homeLoader(args())) as UNSAFE_DataWithResponseInit<HomePageData>;
      expect(answer.data).toEqual({ plans: null, posts: [] });
      expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('no-store');
    } finally {
      setBlogContentForTests(previous);
    }
  });
});
