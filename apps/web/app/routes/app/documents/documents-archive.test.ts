import { afterEach, describe, expect, test, vi } from 'vitest';
import { responseOf } from '~/lib/loader-test-support';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { loader } from './documents-archive';

const COMPANY = '11111111-1111-4111-8111-111111111111';

async function call(competence = '2026-03', companyId = COMPANY, cookie = 'accessToken=token-do-carlos') {
  const request = new Request(`http://localhost:3000/app/documents/archive/${competence}?companyId=${companyId}`, {
    headers: { cookie },
  });
  const args = { request, params: { competence }, context: {} };
  return responseOf(loader(args as unknown as Parameters<typeof loader>[0]));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /app/documents/archive/:competence', () => {
  test("the month's ZIP from the API, with the person's token", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('PK\u0003\u0004', {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="docs-2026-03.zip"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const res = await call('2026-03');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="docs-2026-03.zip"');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      `${publicRuntimeConfig.apiBaseUrl}/documents/archive?companyId=${COMPANY}&competence=2026-03`,
    );
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-do-carlos');
  });

  test('a month or company that is not one: 404 without asking the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const res of [await call('2026-13'), await call('03-2026'), await call('2026-03', 'x')]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Arquivo não encontrado.');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  test("another company's archive: 404, without saying whose", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'forbidden', message: 'Sem acesso a esta empresa' } }, { status: 403 }),
    );
    const res = await call();
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Arquivo não encontrado.');
  });

  test('without a session: to the login, coming back here', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const res = await call('2026-03', COMPANY, '');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/app/login?next=');
    expect(fetch).not.toHaveBeenCalled();
  });
});
