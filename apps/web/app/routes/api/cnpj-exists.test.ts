import { afterEach, describe, expect, test, vi } from 'vitest';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { loader } from './cnpj-exists';

// A valid numeric CNPJ and the official alphanumeric example (IN RFB 2.229/2024).
const CNPJ = '11222333000181';
const ALPHANUMERIC = '12ABC34501DE35';

function mockFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function call(query: string, cookie: string | null = 'accessToken=token-da-ana') {
  const request = new Request(`http://localhost:3000/api/cnpj-exists${query}`, {
    headers: cookie ? { cookie } : {},
  });
  const res = await loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
  return { res, body: await res.json() };
}

const lookup = (exists: boolean) => ({
  data: {
    exists,
    checkedWith: 'receita',
    company: exists
      ? {
          legalName: 'Padaria Pão Quente Ltda',
          tradeName: null,
          registrationStatus: 'ATIVA',
          openedAt: '2020-01-02',
          mainCnae: '1091102',
          secondaryCnaes: [],
          address: null,
        }
      : null,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /api/cnpj-exists', () => {
  test("asks the API with the caller's token and answers what it says, never cached", async () => {
    const fetch = mockFetch(async () => Response.json(lookup(true)));
    const { res, body } = await call('?cnpj=11.222.333%2F0001-81');
    expect(body).toEqual({ exists: true, checkedWith: 'receita' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${publicRuntimeConfig.apiBaseUrl}/cnpjs/${CNPJ}`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-da-ana');
  });

  test('an alphanumeric CNPJ is normalised before asking', async () => {
    const fetch = mockFetch(async () => Response.json(lookup(false)));
    const { body } = await call('?cnpj=12.abc.345%2F01de-35');
    expect(body).toEqual({ exists: false, checkedWith: 'receita' });
    expect(String(fetch.mock.calls[0]![0])).toBe(`${publicRuntimeConfig.apiBaseUrl}/cnpjs/${ALPHANUMERIC}`);
  });

  test.each(['', '?cnpj=', '?cnpj=11222333000182', '?cnpj=00000000000000', '?cnpj=123'])(
    'wrong check digits (%s): false without calling the API',
    async (query) => {
      const fetch = mockFetch(async () => Response.json(lookup(true)));
      expect((await call(query)).body).toEqual({ exists: false, checkedWith: 'check_digits' });
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  test('without a session: false without calling the API', async () => {
    const fetch = mockFetch(async () => Response.json(lookup(true)));
    expect((await call(`?cnpj=${CNPJ}`, null)).body).toEqual({ exists: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  test.each([
    ['the API is down', () => Promise.reject(new TypeError('fetch failed'))],
    [
      'the token is refused',
      async () => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
    ],
    ['the API fails', async () => Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 })],
    ['the API answers something else', async () => Response.json({ data: { exists: 'sim' } })],
    ['the API answers no JSON', async () => new Response('<html>', { status: 200 })],
  ])('%s: false', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(answer);
    const { res, body } = await call(`?cnpj=${CNPJ}`);
    expect(res.status).toBe(200);
    expect(body).toEqual({ exists: false });
  });
});
