import { afterEach, describe, expect, test, vi } from 'vitest';
import { responseOf } from '~/lib/loader-test-support';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { loader } from './invoice-file';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const REQUEST = '22222222-2222-4222-8222-222222222222';

async function call(kind = 'pdf', companyId = COMPANY, requestId = REQUEST) {
  const request = new Request(`http://localhost:3000/app/invoices/${requestId}/files/${kind}?companyId=${companyId}`, {
    headers: { cookie: 'accessToken=token-do-carlos' },
  });
  const args = { request, params: { requestId, kind }, context: {} };
  return responseOf(loader(args as unknown as Parameters<typeof loader>[0]));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /app/invoices/:requestId/files/:kind', () => {
  test("the issued note's file from the API, with the person's token", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="nota-42.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const res = await call('pdf');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.7');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nota-42.pdf"');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      `${publicRuntimeConfig.apiBaseUrl}/nfs/requests/${REQUEST}/files/pdf?companyId=${COMPANY}`,
    );
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-do-carlos');
  });

  test("the national DPS sent and NFS-e received: the API's dps.xml and nfse.xml", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('<NFSe/>', { headers: { 'content-type': 'application/xml' } }),
    );
    vi.stubGlobal('fetch', fetch);
    for (const kind of ['dps', 'nfse']) expect((await call(kind)).status).toBe(200);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      `${publicRuntimeConfig.apiBaseUrl}/nfs/requests/${REQUEST}/dps.xml?companyId=${COMPANY}`,
      `${publicRuntimeConfig.apiBaseUrl}/nfs/requests/${REQUEST}/nfse.xml?companyId=${COMPANY}`,
    ]);
  });

  test('a kind, request or company that is not one: 404 without asking the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const res of [await call('docx'), await call('pdf', 'x'), await call('xml', COMPANY, '../../etc')]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Arquivo não encontrado.');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a note not issued yet: the API message', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'conflict', message: 'A nota ainda não foi emitida' } }, { status: 409 }),
    );
    const res = await call('xml');
    expect(res.status).toBe(409);
    expect(await res.text()).toBe('A nota ainda não foi emitida');
  });
});
