import { afterEach, describe, expect, test, vi } from 'vitest';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { loader } from './city-search';

const SAO_PAULO = { ibgeCode: 3550308, name: 'São Paulo', state: 'SP', slug: 'sao-paulo', isCapital: true };

function mockFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function call(query: string) {
  const request = new Request(`http://localhost:3000/api/city-search${query}`);
  return loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /api/city-search', () => {
  test('asks the API with the default limit and answers its cities, cacheable for a day', async () => {
    const fetch = mockFetch(async () => Response.json({ data: [SAO_PAULO] }));
    const res = await call('?q=%20s%C3%A3o%20paulo%20');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.json()).toEqual({ data: [SAO_PAULO] });
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${publicRuntimeConfig.apiBaseUrl}/municipalities/search`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'são paulo', limit: '5' });
  });

  test('passes a valid limit on', async () => {
    const fetch = mockFetch(async () => Response.json({ data: [] }));
    const res = await call('?q=belo&limit=20');
    expect(await res.json()).toEqual({ data: [] });
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('limit')).toBe('20');
  });

  test.each([
    ['', { q: 'Digite o nome da cidade' }],
    ['?q=', { q: 'Digite o nome da cidade' }],
    ['?q=%20%20', { q: 'Digite o nome da cidade' }],
    ['?q=sao&limit=21', { limit: expect.any(String) }],
    ['?q=sao&limit=abc', { limit: expect.any(String) }],
    [`?q=${'a'.repeat(81)}`, { q: expect.any(String) }],
  ])('bad input %s is a 400 without calling the API', async (query, fields) => {
    const fetch = mockFetch(async () => Response.json({ data: [] }));
    const res = await call(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.error).toEqual({ code: 'validation_error', message: expect.any(String), fields });
    expect(body.error.message).toBe(Object.values(body.error.fields)[0]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test.each([
    ['the API is down', () => Promise.reject(new TypeError('fetch failed'))],
    ['the API fails', async () => Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 })],
    ['the API answers something else', async () => Response.json({ data: [{ name: 'São Paulo' }] })],
    ['the API answers no JSON', async () => new Response('<html>', { status: 200 })],
  ])('%s: 502 with a Portuguese message', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(answer);
    const res = await call('?q=sao');
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Não foi possível buscar as cidades agora. Tente novamente em instantes.',
      },
    });
  });
});
