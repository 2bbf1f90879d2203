import { afterEach, describe, expect, test, vi } from 'vitest';
import type { UNSAFE_DataWithResponseInit } from 'react-router';
import type { CityPage } from '@contabil/contracts';
import { loaderArgs, thrown } from '~/lib/loader-test-support';
import { PUBLIC_PAGE_UNAVAILABLE_MESSAGE } from '~/lib/public-api.server';
import { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { cityLoader, cityRouteLoader, type CityPageData } from './city-route.server';

const API = publicRuntimeConfig.apiBaseUrl;
const SITE = 'http://site.test';

const campinas: CityPage = {
  ibgeCode: 3509502,
  name: 'Campinas',
  state: 'SP',
  stateName: 'São Paulo',
  region: 'Sudeste',
  pageSlug: 'campinas-sp',
  isCapital: false,
  ddd: 19,
  timezone: 'America/Sao_Paulo',
  siafiCode: '6291',
  stateMunicipalityCount: 645,
  capital: { name: 'São Paulo', state: 'SP', pageSlug: 'sao-paulo-sp', distanceKm: 82 },
  nearby: [{ name: 'Valinhos', state: 'SP', pageSlug: 'valinhos-sp', distanceKm: 10 }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(city: (slug: string) => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/plans')) return json(200, { data: [] });
    return city(decodeURIComponent(url.pathname.replace(/^.*\/municipalities\/by-slug\//, '')));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const args = (path: string, citySlug: string) => loaderArgs(`${SITE}${path}`, { citySlug });

type Answer<T> = UNSAFE_DataWithResponseInit<T>;

describe('cityLoader', () => {
  test('/contabilidade-em: the city from the API, its own canonical, a link to the other variant, cacheable', async () => {
    const fetch = stubApi((slug) => (slug === 'campinas-sp' ? json(200, { data: campinas }) : json(404, {})));
    const answer = (await cityLoader('accounting')(
      args('/contabilidade-em/campinas-sp', 'campinas-sp'),
    )) as Answer<CityPageData>;
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain(`${API}/municipalities/by-slug/campinas-sp`);
    expect(answer.data).toMatchObject({
      variant: 'accounting',
      city: campinas,
      path: '/contabilidade-em/campinas-sp',
      otherVariantPath: '/contador-em/campinas-sp',
      canonicalUrl: `${SITE}/contabilidade-em/campinas-sp`,
    });
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  test('the route module reads the variant from the path; /contador-em names /contabilidade-em as its canonical', async () => {
    stubApi(() => json(200, { data: campinas }));
    const answer = (await cityRouteLoader(args('/contador-em/campinas-sp', 'campinas-sp'))) as Answer<CityPageData>;
    expect(answer.data.variant).toBe('accountant');
    expect(answer.data.path).toBe('/contador-em/campinas-sp');
    expect(answer.data.otherVariantPath).toBe('/contabilidade-em/campinas-sp');
    expect(answer.data.canonicalUrl).toBe(`${SITE}/contabilidade-em/campinas-sp`);
  });

  test('a slug no municipality has is the 404 "Page not found: {path}"', async () => {
    stubApi(() => json(404, { error: { code: 'not_found', message: 'Cidade não encontrada' } }));
    const error = (await thrown(
      cityLoader('accounting')(args('/contabilidade-em/cidade-inventada-sp', 'cidade-inventada-sp')),
    )) as Answer<string>;
    expect(error.init?.status).toBe(404);
    expect(error.data).toBe('Page not found: /contabilidade-em/cidade-inventada-sp');
  });

  test.each(['sao_paulo-sp', 'sp', '-sp', 'a'.repeat(100) + '-sp'])(
    '%s is a 404 without asking the API',
    async (slug) => {
      const fetch = stubApi(() => json(200, { data: campinas }));
      const error = (await thrown(cityLoader('accounting')(args(`/contabilidade-em/${slug}`, slug)))) as Answer<string>;
      expect(error.init?.status).toBe(404);
      expect(fetch.mock.calls.filter(([input]) => String(input).includes('/municipalities/'))).toHaveLength(0);
    },
  );

  test('upper case answers 301 to the lower-case address', async () => {
    stubApi(() => json(200, { data: campinas }));
    const answer = (await thrown(
      cityLoader('accountant')(args('/contador-em/Campinas-SP', 'Campinas-SP')),
    )) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe('/contador-em/campinas-sp');
  });

  test('the API down is a 503 with the Portuguese message, never cached', async () => {
    stubApi(() => json(500, {}));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = (await thrown(
      cityLoader('accounting')(args('/contabilidade-em/campinas-sp', 'campinas-sp')),
    )) as Answer<string>;
    expect(error.init?.status).toBe(503);
    expect(error.data).toBe(PUBLIC_PAGE_UNAVAILABLE_MESSAGE);
    expect(new Headers(error.init?.headers).get('Cache-Control')).toBe(NO_STORE);
  });
});
