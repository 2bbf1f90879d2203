import { afterEach, describe, expect, test, vi } from 'vitest';
import { responseOf } from './loader-test-support';
import { FILE_UNAVAILABLE_MESSAGE, proxyApiFileDownload } from './api-file-download.server';

const PATH = '/nfs/requests/22222222-2222-4222-8222-222222222222/files/pdf?companyId=x';

async function call(cookie: string | null = 'accessToken=token') {
  const request = new Request('http://localhost:3000/app/invoices/abc/files/pdf?companyId=x', {
    headers: cookie ? { cookie } : {},
  });
  return responseOf(proxyApiFileDownload(request, PATH, 'test'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('proxyApiFileDownload', () => {
  test('passes the file headers and is never cached', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<xml/>', { headers: { 'content-type': 'application/xml', 'x-internal': 'no' } }),
    );
    const res = await call();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-internal')).toBeNull();
  });

  test('a token the API refuses: to the login, coming back to the same link', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 401 }));
    const res = await call();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/app/login?next=${encodeURIComponent('/app/invoices/abc/files/pdf?companyId=x')}`,
    );
  });

  test('the API down or failing: 502 with a Portuguese message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const down = await call();
    expect(down.status).toBe(502);
    expect(await down.text()).toBe(FILE_UNAVAILABLE_MESSAGE);
    vi.stubGlobal('fetch', async () => new Response('boom', { status: 500 }));
    expect((await call()).status).toBe(502);
  });
});
