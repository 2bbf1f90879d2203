import { describe, expect, test, vi } from 'vitest';
import { companyFileBadType, companyFileMissing, companyFileTooLarge } from '@contabil/contracts';
import { ApiError } from '~/lib/api-client';
import { companyFileProblem, uploadCompanyFile } from './company-files-api';

describe('companyFileProblem', () => {
  test("checks the contract's types and size, with its messages", () => {
    expect(companyFileProblem(null)).toBe(companyFileMissing);
    expect(companyFileProblem({ type: 'image/gif', size: 10 })).toBe(companyFileBadType);
    expect(companyFileProblem({ type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(companyFileTooLarge);
    expect(companyFileProblem({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(companyFileProblem({ type: 'image/png', size: 1 })).toBeNull();
  });
});

/** Just enough of XMLHttpRequest to play an upload back. */
class FakeRequest {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  constructor(private readonly answer: { status: number; body: unknown }) {}
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = this.answer.status;
    this.responseText = JSON.stringify(this.answer.body);
    this.onload?.();
  }
}

const file = new File(['%PDF-1.4'], 'comprovante.pdf', { type: 'application/pdf' });
const uploaded = {
  id: '0b6f1c52-7a0e-4c2b-9a55-0c3a3f1d2b11',
  fileName: 'comprovante.pdf',
  contentType: 'application/pdf',
  size: 8,
  createdAt: '2026-01-10T12:00:00.000Z',
};

describe('uploadCompanyFile', () => {
  test('sends the file as "file" with the token, reports progress and answers the CompanyFile', async () => {
    const request = new FakeRequest({ status: 201, body: { data: uploaded } });
    const onProgress = vi.fn();
    const result = await uploadCompanyFile({
      baseUrl: 'http://api.test/',
      companyId: 'c1',
      file,
      accessToken: 'token',
      onProgress,
      createRequest: () => request as unknown as XMLHttpRequest,
    });
    expect(result).toEqual(uploaded);
    expect(request.url).toBe('http://api.test/companies/c1/files');
    expect(request.headers.authorization).toBe('Bearer token');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onProgress.mock.calls).toEqual([[0.5], [1]]);
  });

  test("the API's error comes back as an ApiError with its message", async () => {
    const request = new FakeRequest({
      status: 415,
      body: { error: { code: 'unsupported_media_type', message: 'Envie um PDF, JPG ou PNG' } },
    });
    const upload = uploadCompanyFile({
      baseUrl: 'http://api.test',
      companyId: 'c1',
      file,
      accessToken: null,
      createRequest: () => request as unknown as XMLHttpRequest,
    });
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    await expect(upload).rejects.toMatchObject({ status: 415, message: 'Envie um PDF, JPG ou PNG' });
  });
});
