import { describe, expect, test, vi } from 'vitest';
import { nfsMessages } from '@contabil/contracts';
import { ApiError } from '~/lib/api-client';
import { FakeRequest } from '~/test/documents-test-support';
import { nfsFileHref, uploadNfsFile } from './nfs-admin-api';

const ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
const COMPANY = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';

function start(onProgress = vi.fn()) {
  const fake = new FakeRequest();
  const file = new File(['%PDF-1.4'], 'nota-123.pdf', { type: 'application/pdf' });
  const promise = uploadNfsFile({
    baseUrl: 'http://api/',
    requestId: ID,
    kind: 'pdf',
    file,
    accessToken: 'token-1',
    onProgress,
    createRequest: () => fake as unknown as XMLHttpRequest,
  });
  return { fake, promise, onProgress };
}

describe('uploadNfsFile', () => {
  test('posts the file as multipart "file" with the token, reporting progress', async () => {
    const { fake, promise, onProgress } = start();
    expect(fake.method).toBe('POST');
    expect(fake.url).toBe(`http://api/nfs/requests/${ID}/files/pdf`);
    expect(fake.headers.authorization).toBe('Bearer token-1');
    expect(((fake.body as FormData).get('file') as File).name).toBe('nota-123.pdf');
    fake.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 });
    expect(onProgress).toHaveBeenLastCalledWith(0.5);
    fake.answer(409, JSON.stringify({ error: { code: 'conflict', message: nfsMessages.filesOnlyWhileProcessing } }));
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe(nfsMessages.filesOnlyWhileProcessing);
  });

  test('an answer that is not a request is an unexpected response', async () => {
    const { fake, promise } = start();
    fake.answer(200, JSON.stringify({ data: { id: 'x' } }));
    await expect(promise).rejects.toMatchObject({ code: 'unexpected_response' });
  });
});

test("the files' link goes through the web server with the company", () => {
  expect(nfsFileHref({ id: ID, companyId: COMPANY }, 'xml')).toBe(`/app/invoices/${ID}/files/xml?companyId=${COMPANY}`);
});
