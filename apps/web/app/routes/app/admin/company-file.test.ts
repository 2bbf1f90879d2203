import { afterEach, describe, expect, test, vi } from 'vitest';
import { responseOf } from '~/lib/loader-test-support';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { loader } from './company-file';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';

async function call(cookie: string | null = 'accessToken=token-da-helena') {
  const request = new Request(`http://localhost:3000/app/admin/companies/${COMPANY}/files/${FILE}`, {
    headers: cookie ? { cookie } : {},
  });
  const args = { request, params: { companyId: COMPANY, fileId: FILE }, context: {} };
  return responseOf(loader(args as unknown as Parameters<typeof loader>[0]));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /app/admin/companies/:companyId/files/:fileId', () => {
  test("streams the API's file with the person's token, never cached", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="guia.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const res = await call();
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.7');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="guia.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${publicRuntimeConfig.apiBaseUrl}/companies/${COMPANY}/files/${FILE}`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-da-helena');
  });

  test('without a session: to the login, coming back here', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const res = await call(null);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/app/login?next=${encodeURIComponent(`/app/admin/companies/${COMPANY}/files/${FILE}`)}`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  test("another company's file or none: 404 with a Portuguese message", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'forbidden', message: 'x' } }, { status: 403 }));
    const res = await call();
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Arquivo não encontrado.');
  });
});
