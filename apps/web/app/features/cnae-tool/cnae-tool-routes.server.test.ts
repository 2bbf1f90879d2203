import { afterEach, describe, expect, test, vi } from 'vitest';
import type { UNSAFE_DataWithResponseInit } from 'react-router';
import { loaderArgs, statusOf, thrown } from '~/lib/loader-test-support';
import type { Cnae, CnaeDetail } from '@contabil/contracts';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { cnaeDetailLoader } from './cnae-detail-route.server';
import { cnaeListLoader } from './cnae-list-route.server';

const API = publicRuntimeConfig.apiBaseUrl;
const SITE = 'http://site.test';

const software: Cnae = {
  code: '6201-5/01',
  text: 'Desenvolvimento de programas de computador sob encomenda',
  taxRates: { simplesSituation: 'allowed', annex: 'V', isOfficial: false, source: 'biblioteca', bands: [] },
  isAllowedMei: false,
  isRFactor: true,
  cnaeAllowedActivities: [],
  cnaeNotAllowedActivities: [],
  obs: [],
  hierarchy: {
    section: { code: 'J', text: 'INFORMAÇÃO E COMUNICAÇÃO' },
    division: { code: '62', text: 'ATIVIDADES DOS SERVIÇOS DE TECNOLOGIA DA INFORMAÇÃO' },
    group: { code: '62.0', text: 'Atividades dos serviços de tecnologia da informação' },
    class: { code: '62.01-5', text: 'Desenvolvimento de programas de computador sob encomenda' },
  },
  isActive: true,
};
const detail: CnaeDetail = {
  ...software,
  slug: '6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
  taxRates: { ...software.taxRates, legalBasis: 'LC 123' },
  notes: { includes: [], alsoIncludes: [], excludes: [], remarks: [] },
  activities: [],
  meiOccupations: [],
  referencedCnaes: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(answer: (url: URL) => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => answer(new URL(String(input))));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const args = (path: string, params: Record<string, string> = {}) => loaderArgs(`${SITE}${path}`, params);

describe('cnaeListLoader', () => {
  test('asks GET /cnaes with the search, limit 10 and the page offset', async () => {
    const fetch = stubApi(() => json(200, { total: 25, data: [software] }));
    const result = await cnaeListLoader(args('/tools/cnae?q=%20padaria%20&pagina=2'));
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/cnaes`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'padaria', limit: '10', offset: '10' });
    expect(result).toEqual({
      q: 'padaria',
      page: 2,
      pageCount: 3,
      total: 25,
      results: [
        {
          code: '6201-5/01',
          text: software.text,
          section: 'Seção J: Informação e comunicação',
          path: '/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
          badges: [
            expect.objectContaining({ label: 'Não é MEI' }),
            expect.objectContaining({ label: 'Simples: Anexo III ou V' }),
            expect.objectContaining({ label: 'Fator R' }),
          ],
        },
      ],
      canonicalUrl: `${SITE}/tools/cnae?q=padaria&pagina=2`,
    });
  });

  test('no search lists the table from the start; a bad page number is page 1', async () => {
    const fetch = stubApi(() => json(200, { total: 1332, data: [software] }));
    const result = await cnaeListLoader(args('/tools/cnae?pagina=abc'));
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('offset')).toBe('0');
    expect(result).toMatchObject({ q: '', page: 1, pageCount: 134, canonicalUrl: `${SITE}/tools/cnae` });
  });

  test('a page past the last is a 404', async () => {
    stubApi(() => json(200, { total: 3, data: [] }));
    const error = await thrown(cnaeListLoader(args('/tools/cnae?q=padaria&pagina=2')));
    expect(statusOf(error)).toBe(404);
  });

  test('the API down: 503 and the page says so (results null)', async () => {
    stubApi(() => json(500, { error: { code: 'internal_error', message: 'x' } }));
    const result = (await cnaeListLoader(args('/tools/cnae?q=padaria'))) as UNSAFE_DataWithResponseInit<unknown>;
    expect(statusOf(result)).toBe(503);
    expect(result.data).toMatchObject({ q: 'padaria', results: null });
    // No one keeps the page that says the search is down.
    expect(new Headers(result.init?.headers).get('Cache-Control')).toBe('no-store');
  });
});

describe('cnaeDetailLoader', () => {
  const canonical = `/tools/cnae/${detail.slug}`;

  test('the canonical address answers the subclass and its canonical URL', async () => {
    const fetch = stubApi(() => json(200, { data: detail }));
    const result = await cnaeDetailLoader(args(canonical, { codeText: detail.slug }));
    expect(String(fetch.mock.calls[0]![0])).toBe(`${API}/cnaes/6201501`);
    expect(result).toEqual({
      cnae: detail,
      badges: [
        expect.objectContaining({ label: 'Não é MEI' }),
        expect.objectContaining({ label: 'Simples: Anexo III ou V' }),
        expect.objectContaining({ label: 'Fator R' }),
      ],
      canonicalUrl: `${SITE}${canonical}`,
    });
  });

  test.each(['6201501', '6201501-software', '6201501-desenvolvimento-de-programas-de-computador-sob-encomendá'])(
    '%s redirects (301) to the canonical address',
    async (codeText) => {
      stubApi(() => json(200, { data: detail }));
      const error = await thrown(cnaeDetailLoader(args(`/tools/cnae/${codeText}`, { codeText })));
      expect(statusOf(error)).toBe(301);
      expect((error as Response).headers.get('location')).toBe(canonical);
    },
  );

  test('an unknown code is a 404 with "Page not found: {path}"', async () => {
    stubApi(() => json(404, { error: { code: 'not_found', message: 'CNAE não encontrado' } }));
    const error = await thrown(cnaeDetailLoader(args('/tools/cnae/9999999-x', { codeText: '9999999-x' })));
    expect(statusOf(error)).toBe(404);
    expect((error as UNSAFE_DataWithResponseInit<unknown>).data).toBe('Page not found: /tools/cnae/9999999-x');
  });

  test('an address that is not a code is a 404 without asking the API', async () => {
    const fetch = stubApi(() => json(200, { data: detail }));
    const error = await thrown(cnaeDetailLoader(args('/tools/cnae/padaria', { codeText: 'padaria' })));
    expect(statusOf(error)).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the API down is a 503', async () => {
    stubApi(() => {
      throw new TypeError('fetch failed');
    });
    const error = await thrown(cnaeDetailLoader(args(canonical, { codeText: detail.slug })));
    expect(statusOf(error)).toBe(503);
  });
});
