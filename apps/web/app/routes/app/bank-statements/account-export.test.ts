import { afterEach, describe, expect, test, vi } from 'vitest';
import { responseOf } from '~/lib/loader-test-support';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { loader } from './account-export';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const ACCOUNT = '22222222-2222-4222-8222-222222222222';

async function call({
  accountId = ACCOUNT,
  type = 'txt',
  query = `companyId=${COMPANY}&date=2026-10`,
  cookie = 'accessToken=token-do-carlos',
} = {}) {
  const request = new Request(
    `http://localhost:3000/app/bank-statements/accounts/${accountId}/exports/${type}?${query}`,
    { headers: { cookie } },
  );
  const args = { request, params: { accountId, type }, context: {} };
  return responseOf(loader(args as unknown as Parameters<typeof loader>[0]));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /app/bank-statements/accounts/:accountId/exports/:type', () => {
  test("the month's file from the API, with the person's token and the API's file name", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('02/10/2026;Pix recebido;1250,00;C;1.01\r\n', {
          headers: {
            'content-type': 'text/plain; charset=windows-1252',
            'content-disposition': 'attachment; filename="extrato-45678-9-2026-10.txt"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const res = await call();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="extrato-45678-9-2026-10.txt"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      `${publicRuntimeConfig.apiBaseUrl}/bank-statements/accounts/${ACCOUNT}/exports/txt?companyId=${COMPANY}&date=2026-10`,
    );
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-do-carlos');
  });

  test('a type, month, account or company that is not one: 404 without asking the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answers = [
      await call({ type: 'pdf' }),
      await call({ query: `companyId=${COMPANY}&date=2026-13` }),
      await call({ query: `companyId=${COMPANY}` }),
      await call({ accountId: 'conta' }),
      await call({ query: 'companyId=x&date=2026-10' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Arquivo não encontrado.');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  test("another company's account: 404, without saying whose", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'forbidden', message: 'Sem acesso a esta empresa' } }, { status: 403 }),
    );
    const res = await call({ type: 'csv' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Arquivo não encontrado.');
  });

  test('without a session: to the login, coming back here', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const res = await call({ cookie: '' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/app/login?next=');
    expect(fetch).not.toHaveBeenCalled();
  });
});
