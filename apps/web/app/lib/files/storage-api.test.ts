import { describe, expect, test, vi } from 'vitest';
import { storageMessages } from '@contabil/contracts';
import { ApiError, createApiClient } from '~/lib/api-client';
import { FakeRequest } from '~/test/documents-test-support';
import {
  fetchDownloadLink,
  fetchUploadLink,
  keyPath,
  putToSignedLink,
  resolveLinkUrl,
  saveFromLink,
  UPLOAD_FAILED_MESSAGE,
} from './storage-api';

const COMPANY = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LINK = {
  url: 'http://api/storage/objects/abc?signature=s',
  method: 'PUT' as const,
  key: 'documents/abc/contrato.pdf',
  headers: { 'content-type': 'application/pdf' },
  expiresAt: '2026-03-10T12:05:00.000Z',
};

function client(answer: (url: URL) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => answer(new URL(String(input))));
  return { fetch, client: createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 0 } }) };
}

describe('signed links from the API', () => {
  test('the upload link declares the type and the size; the file name is one path segment', async () => {
    const { fetch, client: api } = client(() => json(200, { data: LINK }));
    const link = await fetchUploadLink(api, COMPANY, { name: 'contrato social.pdf', type: '', size: 1234 });
    expect(link).toEqual(LINK);
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/upload/contrato%20social.pdf');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      companyId: COMPANY,
      contentType: 'application/pdf',
      size: '1234',
    });
  });

  test("the API's refusal (413) comes with its message", async () => {
    const { client: api } = client(() =>
      json(413, { error: { code: 'payload_too_large', message: storageMessages.tooLarge } }),
    );
    await expect(
      fetchUploadLink(api, COMPANY, { name: 'a.pdf', type: 'application/pdf', size: 1 }),
    ).rejects.toMatchObject({ status: 413, message: storageMessages.tooLarge });
  });

  test("the download link keeps the key's folders and says whether it is for a preview", async () => {
    const { fetch, client: api } = client(() => json(200, { data: { ...LINK, method: 'GET' } }));
    await fetchDownloadLink(api, COMPANY, 'documents/abc/guia março.pdf', { inline: true });
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/download/documents/abc/guia%20mar%C3%A7o.pdf');
    expect(url.searchParams.get('inline')).toBe('true');
    expect(url.searchParams.get('companyId')).toBe(COMPANY);
    expect(keyPath('a/b?c#d')).toBe('a/b%3Fc%23d');
  });

  test("links relative to the API go under its base URL; S3's stay as they are", () => {
    expect(resolveLinkUrl('/storage/x?s=1', 'http://localhost:3001/')).toBe('http://localhost:3001/storage/x?s=1');
    expect(resolveLinkUrl('storage/x', 'https://api.exemplo.com.br/v1')).toBe(
      'https://api.exemplo.com.br/v1/storage/x',
    );
    expect(resolveLinkUrl('https://bucket.s3.amazonaws.com/k?X-Amz-Signature=1', 'http://api')).toBe(
      'https://bucket.s3.amazonaws.com/k?X-Amz-Signature=1',
    );
  });
});

describe('putToSignedLink', () => {
  function start(link = LINK) {
    const fake = new FakeRequest();
    const onProgress = vi.fn();
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const promise = putToSignedLink({
      link,
      file,
      apiBaseUrl: 'http://api',
      onProgress,
      createRequest: () => fake as unknown as XMLHttpRequest,
    });
    return { fake, file, promise, onProgress };
  }

  test("PUTs the bytes with the link's headers, no token nor cookies, reporting progress", async () => {
    const { fake, file, promise, onProgress } = start();
    expect(fake.method).toBe('PUT');
    expect(fake.url).toBe(LINK.url);
    expect(fake.headers).toEqual({ 'content-type': 'application/pdf' });
    expect(fake.withCredentials).toBe(false);
    expect(fake.body).toBe(file);
    fake.upload.onprogress!({ lengthComputable: true, loaded: 4, total: 8 });
    expect(onProgress).toHaveBeenLastCalledWith(0.5);
    fake.answer(200);
    await promise;
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  test("a refusal with the API's envelope keeps its message (415: the bytes are not what the name says)", async () => {
    const { fake, promise } = start();
    fake.answer(415, JSON.stringify({ error: { code: 'unsupported_media_type', message: storageMessages.badType } }));
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: storageMessages.badType });
  });

  test("S3's refusals (XML bodies) get the contract's messages by status", async () => {
    for (const [status, message] of [
      [403, storageMessages.linkExpired],
      [413, storageMessages.tooLarge],
      [415, storageMessages.badType],
      [500, UPLOAD_FAILED_MESSAGE],
    ] as const) {
      const { fake, promise } = start();
      fake.answer(status, '<Error><Code>AccessDenied</Code></Error>');
      await expect(promise).rejects.toMatchObject({ status, message });
    }
  });

  test('a relative link is sent to the API; a network failure is a network error', async () => {
    const { fake, promise } = start({ ...LINK, url: '/storage/objects/abc?signature=s' });
    expect(fake.url).toBe('http://api/storage/objects/abc?signature=s');
    fake.onerror!();
    await expect(promise).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  test('an aborted upload rejects with the abort', async () => {
    const fake = new FakeRequest();
    const controller = new AbortController();
    const promise = putToSignedLink({
      link: LINK,
      file: new Blob(['x']),
      apiBaseUrl: 'http://api',
      signal: controller.signal,
      createRequest: () => fake as unknown as XMLHttpRequest,
    });
    controller.abort(new DOMException('Envio cancelado', 'AbortError'));
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

test('saveFromLink clicks a hidden link that downloads the file and removes it', () => {
  const clicked: { href: string; download: string }[] = [];
  const anchor = {
    href: '',
    download: '',
    rel: '',
    style: { display: '' },
    click() {
      clicked.push({ href: this.href, download: this.download });
    },
    remove: vi.fn(),
  };
  const doc = { createElement: () => anchor, body: { append: vi.fn() } } as unknown as Document;
  saveFromLink('http://api/storage/x?s=1', 'guia.pdf', doc);
  expect(clicked).toEqual([{ href: 'http://api/storage/x?s=1', download: 'guia.pdf' }]);
  expect(anchor.remove).toHaveBeenCalled();
});
