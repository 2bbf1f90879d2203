import {
  COMPANY_FILE_MAX_BYTES,
  COMPANY_FILE_TYPES,
  companyFileBadType,
  companyFileMissing,
  companyFileSchema,
  companyFileTooLarge,
  errorEnvelopeSchema,
  type CompanyFile,
} from '@contabil/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from '~/lib/api-client';

/** The contract's check before sending: a file, PDF/JPG/PNG, up to 5 MB. null when fine. */
export function companyFileProblem(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return companyFileMissing;
  if (!(COMPANY_FILE_TYPES as readonly string[]).includes(file.type)) return companyFileBadType;
  if (file.size > COMPANY_FILE_MAX_BYTES) return companyFileTooLarge;
  return null;
}

export interface UploadOptions {
  baseUrl: string;
  companyId: string;
  file: File;
  accessToken: string | null;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  createRequest?: () => XMLHttpRequest;
}

/**
 * `POST /companies/{id}/files`, multipart field "file". XMLHttpRequest rather than fetch:
 * only it reports the upload's progress. Errors come as the API client's ApiError.
 */
export function uploadCompanyFile({
  baseUrl,
  companyId,
  file,
  accessToken,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: UploadOptions): Promise<CompanyFile> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', `${baseUrl.replace(/\/+$/, '')}/companies/${encodeURIComponent(companyId)}/files`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    if (accessToken) request.setRequestHeader('authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    request.onabort = () => reject(signal?.reason ?? new DOMException('Envio cancelado', 'AbortError'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = companyFileSchema.safeParse((body as { data?: unknown } | undefined)?.data);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data);
        } else reject(new ApiError(request.status, 'unexpected_response', UNEXPECTED_RESPONSE_MESSAGE));
        return;
      }
      const error = errorEnvelopeSchema.safeParse(body);
      reject(
        error.success
          ? new ApiError(request.status, error.data.error.code, error.data.error.message, error.data.error.fields ?? {})
          : new ApiError(request.status, 'unexpected_response', UNEXPECTED_RESPONSE_MESSAGE),
      );
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
