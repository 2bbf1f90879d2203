import { describe, expect, test, vi } from 'vitest';
import { storageMessages } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { FakeRequest } from '~/test/documents-test-support';
import { PDF_OR_IMAGE_FILE } from './document-files';
import { UploadCheckError, uploadErrorMessage, uploadThroughSignedLink } from './signed-upload';

const COMPANY = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
const LINK = {
  url: '/storage/objects/abc?signature=s',
  method: 'PUT',
  key: 'documents/abc/recibo.pdf',
  headers: { 'content-type': 'application/pdf' },
  expiresAt: '2026-03-10T12:05:00.000Z',
};

function setup() {
  const fetch = vi.fn(async () => Response.json({ data: LINK }));
  const client = createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 0 } });
  const fake = new FakeRequest();
  return { fetch, client, fake };
}

describe('uploadThroughSignedLink', () => {
  test('asks for the link, sends the bytes to it and answers the key', async () => {
    const { fetch, client, fake } = setup();
    const onProgress = vi.fn();
    const file = new File(['%PDF-1.4'], 'recibo.pdf', { type: 'application/pdf' });
    const promise = uploadThroughSignedLink({
      client,
      apiBaseUrl: 'http://api',
      companyId: COMPANY,
      file,
      rule: PDF_OR_IMAGE_FILE,
      onProgress,
      createRequest: () => fake as unknown as XMLHttpRequest,
    });
    await vi.waitFor(() => expect(fake.url).toBe('http://api/storage/objects/abc?signature=s'));
    expect(fetch).toHaveBeenCalledTimes(1);
    fake.upload.onprogress!({ lengthComputable: true, loaded: 2, total: 8 });
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    fake.answer(204);
    await expect(promise).resolves.toEqual({
      key: 'documents/abc/recibo.pdf',
      fileName: 'recibo.pdf',
      contentType: 'application/pdf',
      size: 8,
    });
  });

  test('a file refused by the checks asks the API nothing', async () => {
    const { fetch, client } = setup();
    const big = new File(['x'], 'contrato.pdf');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    for (const [file, message] of [
      [big, storageMessages.tooLarge],
      [new File(['<x/>'], 'nota.xml'), PDF_OR_IMAGE_FILE.message],
    ] as const) {
      const error = await uploadThroughSignedLink({
        client,
        apiBaseUrl: 'http://api',
        companyId: COMPANY,
        file,
        rule: PDF_OR_IMAGE_FILE,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UploadCheckError);
      expect(uploadErrorMessage(error)).toBe(message);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  test('anything unexpected gets a sentence to show', () => {
    expect(uploadErrorMessage(new TypeError('boom'))).toBe('Não foi possível enviar o arquivo. Tente novamente.');
  });
});
