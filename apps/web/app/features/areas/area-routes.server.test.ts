import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { UNSAFE_DataWithResponseInit } from 'react-router';
import { loaderArgs, thrown as thrownBy } from '~/lib/loader-test-support';
import type { AreaDetail, AreaSummary } from '@contabil/contracts';
import { loaderCacheHeaders, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { cachedAreaList, forgetCachedAreaList } from './area-list-cache.server';
import { AREA_UNAVAILABLE_MESSAGE, areaLoader } from './area-route.server';
import { blogContent, setBlogContentForTests, createContentSource } from '~/features/blog/index.server';
import { ContentUnavailableError } from '~/features/blog';
import type { AreaPageData } from './area-page-data';
import { AREAS_UNAVAILABLE_MESSAGE, areasIndexLoader } from './areas-index-route.server';
import { institutionalLayoutLoader } from './institutional-layout-route.server';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Runs `body` with the Storyblok content source (as the server builds it) on a fake
 * Storyblok server on 127.0.0.1 answering `handler`; `body` gets the requests it received.
 */
async function withFakeStoryblok(
  handler: (url: URL, res: ServerResponse) => void,
  body: (requests: URL[]) => Promise<void>,
) {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.test');
    requests.push(url);
    handler(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Built before the functions API's fetch is stubbed (in `body`): the client keeps the real one.
  const previous = setBlogContentForTests(
    createContentSource({
      source: 'storyblok',
      storyblokApiUrl: `http://127.0.0.1:${port}/v2`,
      storyblokToken: 'tok',
    }),
  );
  try {
    await body(requests);
  } finally {
    setBlogContentForTests(previous);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const FUNCTIONS = publicRuntimeConfig.functionsBaseUrl;
const SITE = 'http://site.test';

const medicos: AreaDetail = {
  slug: 'medicos',
  name: 'Médicos',
  headline: 'A empresa certa para quem exerce a medicina.',
  description: 'Contabilidade para médicos.',
  sections: [{ title: 'Simples Nacional e o Fator R', paragraphs: ['Com Fator R de 28% ou mais, Anexo III.'] }],
  faq: [{ question: 'Médico pode ser MEI?', answer: 'Não.' }],
  cnaes: [
    {
      code: '8630-5/03',
      text: 'Atividade médica ambulatorial restrita a consultas',
      slug: '8630503-atividade-medica-ambulatorial-restrita-a-consultas',
      useWhen: 'Consultório só com consultas',
      isAllowedMei: false,
      isActive: true,
      simples: {
        situation: 'allowed',
        annex: 'V',
        isRFactor: true,
        isOfficial: false,
        source: 'Interpretação da biblioteca peterwkdev-creator/simples-nacional-br (commit abd83bde)',
      },
    },
  ],
};
const list: AreaSummary[] = [
  { slug: 'medicos', name: 'Médicos', headline: 'Medicina.' },
  { slug: 'advogados', name: 'Advogados', headline: 'Advocacia.' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the functions API by path: `/areas` and `/areas/{slug}`. */
function stubApi(answers: { list?: () => Response; area?: (slug: string) => Response }) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(new URL(FUNCTIONS).pathname, '');
    if (path === '/areas') return (answers.list ?? (() => json(200, { data: list })))();
    const slug = decodeURIComponent(path.replace(/^\/areas\//, ''));
    return (answers.area ?? ((s) => (s === 'medicos' ? json(200, { data: medicos }) : json(404, {}))))(slug);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
beforeEach(() => forgetCachedAreaList());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const args = (path: string, params: Record<string, string> = {}) => loaderArgs(`${SITE}${path}`, params);

type Answer<T> = UNSAFE_DataWithResponseInit<T>;
const thrown = async (promise: Promise<unknown>) => (await thrownBy(promise)) as Answer<unknown>;
const headerOf = (answer: Answer<unknown>, name: string) => new Headers(answer.init?.headers).get(name);

describe('areaLoader', () => {
  test('asks the functions API; the page data with badges, CNAE links, the caveat (never the mapping developer source), the other areas; cacheable', async () => {
    const fetch = stubApi({});
    const answer = (await areaLoader(args('/areas/medicos', { slug: 'medicos' }))) as Answer<AreaPageData>;
    const urls = fetch.mock.calls.map(([input]) => String(input)).sort();
    expect(urls).toEqual([`${FUNCTIONS}/areas`, `${FUNCTIONS}/areas/medicos`]);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(headerOf(answer, 'Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(answer.data).toEqual<AreaPageData>({
      area: {
        slug: 'medicos',
        name: 'Médicos',
        headline: medicos.headline,
        description: medicos.description,
        sections: medicos.sections,
        faq: medicos.faq,
      },
      cnaes: [
        {
          code: '8630-5/03',
          text: 'Atividade médica ambulatorial restrita a consultas',
          path: '/tools/cnae/8630503-atividade-medica-ambulatorial-restrita-a-consultas',
          useWhen: 'Consultório só com consultas',
          badges: [
            expect.objectContaining({ label: 'Não é MEI' }),
            expect.objectContaining({ label: 'Simples: Anexo III ou V' }),
            expect.objectContaining({ label: 'Fator R' }),
          ],
        },
      ],
      hasUnofficialAnnex: true,
      otherAreas: [{ slug: 'advogados', name: 'Advogados', headline: 'Advocacia.' }],
      canonicalUrl: `${SITE}/areas/medicos`,
    });
    expect(JSON.stringify(answer.data)).not.toMatch(/peterwkdev|commit/);
  });

  test('the content source’s texts replace the catalog’s where it has them; the CNAEs stay the catalog’s (issue 26, item 5)', async () => {
    stubApi({});
    const asked: string[] = [];
    const previous = setBlogContentForTests({
      ...blogContent(),
      areaTexts: async (slug) => {
        asked.push(slug);
        return { headline: 'Do consultório à clínica.', faq: [{ question: 'Preciso de CRM?', answer: 'Sim.' }] };
      },
    });
    try {
      const answer = (await areaLoader(args('/areas/medicos', { slug: 'medicos' }))) as Answer<AreaPageData>;
      expect(asked).toEqual(['medicos']);
      expect(answer.data.area).toEqual({
        slug: 'medicos',
        name: 'Médicos',
        headline: 'Do consultório à clínica.',
        description: medicos.description,
        sections: medicos.sections,
        faq: [{ question: 'Preciso de CRM?', answer: 'Sim.' }],
      });
      expect(answer.data.cnaes.map((cnae) => cnae.code)).toEqual(['8630-5/03']);
    } finally {
      setBlogContentForTests(previous);
    }
  });

  test('the content service failing leaves the catalog’s texts, and says so in the log', async () => {
    stubApi({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const previous = setBlogContentForTests({
      ...blogContent(),
      areaTexts: () => Promise.reject(new ContentUnavailableError('GET /v2/cdn/stories/areas/medicos: answered 500')),
    });
    try {
      const answer = (await areaLoader(args('/areas/medicos', { slug: 'medicos' }))) as Answer<AreaPageData>;
      expect(answer.data.area.headline).toBe(medicos.headline);
      expect(log).toHaveBeenCalledWith('area page: texts not loaded: GET /v2/cdn/stories/areas/medicos: answered 500');
    } finally {
      setBlogContentForTests(previous);
    }
  });

  test('an official mapping needs no caveat', async () => {
    const official = {
      ...medicos,
      cnaes: medicos.cnaes.map((c) => ({ ...c, simples: { ...c.simples, isOfficial: true } })),
    };
    stubApi({ area: () => json(200, { data: official }) });
    const answer = (await areaLoader(args('/areas/medicos', { slug: 'medicos' }))) as Answer<AreaPageData>;
    expect(answer.data.hasUnofficialAnnex).toBe(false);
  });

  test('an unknown slug is a 404 "Page not found"', async () => {
    stubApi({});
    const error = await thrown(areaLoader(args('/areas/astronautas', { slug: 'astronautas' })));
    expect(error.init?.status).toBe(404);
    expect(error.data).toBe('Page not found: /areas/astronautas');
  });

  test.each(['Medicos', 'medicos-', 'm%C3%A9dicos', 'a'.repeat(81)])(
    '"%s" is a 404 without asking the API',
    async (slug) => {
      const fetch = stubApi({});
      const error = await thrown(areaLoader(args(`/areas/${slug}`, { slug: decodeURIComponent(slug) })));
      expect(error.init?.status).toBe(404);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  test.each([
    ['answers 500', () => json(500, { error: { code: 'internal_error', message: 'x' } })],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed')) as unknown as Response],
    ['answers something else', () => json(200, { data: { slug: 'medicos' } })],
  ])('the API %s: 503 with the Portuguese message, not cached', async (_name, area) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ area });
    const error = await thrown(areaLoader(args('/areas/medicos', { slug: 'medicos' })));
    expect(error.init?.status).toBe(503);
    expect(error.data).toBe(AREA_UNAVAILABLE_MESSAGE);
    expect(headerOf(error, 'Cache-Control')).toBe('no-store');
  });

  test('the list of areas failing leaves the page without "other areas", still 200', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ list: () => json(503, {}) });
    const answer = (await areaLoader(args('/areas/medicos', { slug: 'medicos' }))) as Answer<AreaPageData>;
    expect(answer.data.otherAreas).toEqual([]);
    expect(answer.data.cnaes).toHaveLength(1);
  });
});

describe('cachedAreaList', () => {
  test('asks once per 10 minutes; after a failure keeps the last list and asks again a minute later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = 0;
    let failing = false;
    const fetch = stubApi({ list: () => (failing ? json(500, {}) : json(200, { data: list })) });
    const signal = new AbortController().signal;
    expect(await cachedAreaList(signal, () => now)).toEqual(list);
    now = 9 * 60_000;
    expect(await cachedAreaList(signal, () => now)).toEqual(list);
    expect(fetch).toHaveBeenCalledTimes(1);

    failing = true;
    now = 10 * 60_000;
    expect(await cachedAreaList(signal, () => now)).toEqual(list);
    expect(fetch).toHaveBeenCalledTimes(2);
    now += 30_000;
    await cachedAreaList(signal, () => now);
    expect(fetch).toHaveBeenCalledTimes(2);
    failing = false;
    now += 31_000;
    await cachedAreaList(signal, () => now);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test('never fetched and failing: an empty list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ list: () => json(500, {}) });
    expect(await cachedAreaList(new AbortController().signal)).toEqual([]);
  });
});

describe('areasIndexLoader and the layout', () => {
  test('/areas lists every area, cacheable; the footer gets slug and name', async () => {
    stubApi({});
    const answer = (await areasIndexLoader(args('/areas'))) as Answer<{ areas: AreaSummary[]; canonicalUrl: string }>;
    expect(answer.data).toEqual({ areas: list, canonicalUrl: `${SITE}/areas` });
    expect(headerOf(answer, 'Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(await institutionalLayoutLoader(args('/'))).toEqual({
      areas: [
        { slug: 'medicos', name: 'Médicos' },
        { slug: 'advogados', name: 'Advogados' },
      ],
    });
  });

  test('with Storyblok, /areas and the footer take each area’s name and headline from areas/ in one request, the API’s where a story or a field is missing (issue 26, item 5)', async () => {
    await withFakeStoryblok(
      (url, res) =>
        url.pathname === '/v2/cdn/stories'
          ? sendJson(res, 200, {
              stories: [
                {
                  uuid: 'u1',
                  slug: 'medicos',
                  name: 'medicos',
                  content: { name: 'Médicos e clínicas', headline: '  ' },
                },
              ],
            })
          : sendJson(res, 404, {}),
      async (requests) => {
        stubApi({});
        const answer = (await areasIndexLoader(args('/areas'))) as Answer<{ areas: AreaSummary[] }>;
        expect(answer.data.areas).toEqual([
          // The story's name; its empty headline leaves the API's.
          { slug: 'medicos', name: 'Médicos e clínicas', headline: 'Medicina.' },
          // No story for this area: the API's texts.
          { slug: 'advogados', name: 'Advogados', headline: 'Advocacia.' },
        ]);
        expect(await institutionalLayoutLoader(args('/'))).toEqual({
          areas: [
            { slug: 'medicos', name: 'Médicos e clínicas' },
            { slug: 'advogados', name: 'Advogados' },
          ],
        });
        // One request for every area (not one per area), reused by the footer within the minute.
        expect(requests).toHaveLength(1);
        const params = requests[0]!.searchParams;
        expect(requests[0]!.pathname).toBe('/v2/cdn/stories');
        expect(params.get('starts_with')).toBe('areas/');
        expect(params.get('version')).toBe('published');
        expect(params.get('token')).toBe('tok');
      },
    );
  });

  test('with Storyblok failing, /areas keeps the API’s texts and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await withFakeStoryblok(
      (_url, res) => sendJson(res, 500, {}),
      async () => {
        stubApi({});
        const answer = (await areasIndexLoader(args('/areas'))) as Answer<{ areas: AreaSummary[] }>;
        expect(answer.data.areas).toEqual(list);
        expect(log).toHaveBeenCalledWith('areas list: texts not loaded: GET /v2/cdn/stories: answered 500');
      },
    );
  });

  test('/areas with the API down: 503, not cached; the layout renders without areas', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ list: () => json(500, {}) });
    const error = await thrown(areasIndexLoader(args('/areas')));
    expect(error.init?.status).toBe(503);
    expect(error.data).toBe(AREAS_UNAVAILABLE_MESSAGE);
    expect(headerOf(error, 'Cache-Control')).toBe('no-store');
    expect(await institutionalLayoutLoader(args('/'))).toEqual({ areas: [] });
  });
});

describe('loaderCacheHeaders', () => {
  test('passes on the loader’s Cache-Control, or the error’s', () => {
    const loaderHeaders = new Headers({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
    expect(loaderCacheHeaders({ loaderHeaders })).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
    const errorHeaders = new Headers({ 'Cache-Control': 'no-store' });
    expect(loaderCacheHeaders({ loaderHeaders, errorHeaders })).toEqual({ 'Cache-Control': 'no-store' });
    expect(loaderCacheHeaders({ loaderHeaders: new Headers() })).toBeInstanceOf(Headers);
  });
});
