import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LoaderFunctionArgs, UNSAFE_DataWithResponseInit } from 'react-router';
import { blogContent, setBlogContentForTests } from '~/features/blog/index.server';
import { ContentUnavailableError, type ContentSource } from '~/features/blog';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { HOME_LATEST_POSTS, homeLoader, type HomePageData } from './home-route.server';
import { HOME_FAQ, HOME_FEATURES, HOME_STEPS } from './home-content';

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
      expect(answer.data).toEqual({
        plans: null,
        posts: [],
        texts: { features: [...HOME_FEATURES], steps: [...HOME_STEPS], faq: [...HOME_FAQ] },
      });
      expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('no-store');
    } finally {
      setBlogContentForTests(previous);
    }
  });

  test("the editable texts: the content source's lists where it has them, the repository's for the rest (issue 26, item 5)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => plansAnswer(200)),
    );
    const features = [{ title: 'Notas pelo app', text: 'Peça a nota pelo celular.' }];
    const previous = setBlogContentForTests({ ...blogContent(), landingTexts: async () => ({ features }) });
    try {
      const answer = (await homeLoader(args())) as UNSAFE_DataWithResponseInit<HomePageData>;
      expect(answer.data.texts).toEqual({ features, steps: [...HOME_STEPS], faq: [...HOME_FAQ] });
    } finally {
      setBlogContentForTests(previous);
    }
  });

  test("the local files are the default: the built-in source has no pages, the texts are the repository's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => plansAnswer(200)),
    );
    expect(blogContent().name).toBe('local');
    const answer = (await homeLoader(args())) as UNSAFE_DataWithResponseInit<HomePageData>;
    expect(answer.data.texts.features[0]!.title).toBe('Abertura ou troca de contador');
    expect(answer.data.texts.faq).toEqual([...HOME_FAQ]);
  });

  test("the content service failing leaves the repository's texts (and says so in the log)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => plansAnswer(200)),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const previous = setBlogContentForTests({
      ...blogContent(),
      landingTexts: () => Promise.reject(new ContentUnavailableError('GET /v2/cdn/stories/pages/home: answered 500')),
    });
    try {
      const answer = (await homeLoader(args())) as UNSAFE_DataWithResponseInit<HomePageData>;
      expect(answer.data.texts.steps).toEqual([...HOME_STEPS]);
      expect(log).toHaveBeenCalledWith('home: texts not loaded: GET /v2/cdn/stories/pages/home: answered 500');
    } finally {
      setBlogContentForTests(previous);
    }
  });
});
