import type { z } from 'zod';
import { errorEnvelopeSchema } from '@contabil/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './api-client';

export interface XhrUploadOptions<T> {
  method: string;
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Cookies travel to our API; never to a signed storage link. */
  withCredentials: boolean;
  /** 0 to 1 as the bytes go out. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** Reads the answer's `data` (an unexpected one is the API client's error); none: nothing is read. */
  schema?: z.ZodType<T>;
  /** The message of a refusal without an error envelope (e.g. from S3). */
  refusalMessage?: (status: number) => string;
  createRequest?: () => XMLHttpRequest;
}

/**
 * Sends a body with XMLHttpRequest rather than fetch: only it reports the upload's
 * progress. Resolves with the answer's `data` read by `schema` (undefined without one);
 * rejects with the API client's ApiError (the envelope's message, a network error) or the
 * signal's reason when aborted.
 */
export function sendWithUploadProgress<T = undefined>({
  method,
  url,
  body,
  headers = {},
  withCredentials,
  onProgress,
  signal,
  schema,
  refusalMessage = () => UNEXPECTED_RESPONSE_MESSAGE,
  createRequest = () => new XMLHttpRequest(),
}: XhrUploadOptions<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new DOMException('Envio cancelado', 'AbortError'));
    const request = createRequest();
    request.open(method, url);
    request.withCredentials = withCredentials;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    request.onabort = () => reject(signal?.reason ?? new DOMException('Envio cancelado', 'AbortError'));
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const data = schema?.safeParse((parsed as { data?: unknown } | undefined)?.data);
        if (data && !data.success) {
          return reject(new ApiError(request.status, 'unexpected_response', UNEXPECTED_RESPONSE_MESSAGE));
        }
        onProgress?.(1);
        return resolve(data?.data as T);
      }
      const error = errorEnvelopeSchema.safeParse(parsed);
      reject(
        error.success
          ? new ApiError(request.status, error.data.error.code, error.data.error.message, error.data.error.fields ?? {})
          : new ApiError(request.status, 'unexpected_response', refusalMessage(request.status)),
      );
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

export interface ApiFileUploadOptions<T> {
  baseUrl: string;
  /** The API path with its query, e.g. `/companies/{id}/files`. */
  path: string;
  file: File;
  accessToken: string | null;
  /** Reads the answer's `data`. */
  schema: z.ZodType<T>;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  refusalMessage?: (status: number) => string;
  createRequest?: () => XMLHttpRequest;
}

/** What a feature's upload call takes besides where the file goes (its own ids make the path). */
export type FileUploadOptions = Omit<ApiFileUploadOptions<unknown>, 'path' | 'schema' | 'refusalMessage'>;

/**
 * `POST {baseUrl}{path}` with the file as the multipart field "file" and the Bearer token:
 * a file sent to our API with its progress. Errors come as the API client's ApiError.
 */
export function uploadFileToApi<T>({
  baseUrl,
  path,
  file,
  accessToken,
  ...options
}: ApiFileUploadOptions<T>): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return sendWithUploadProgress({
    method: 'POST',
    url: `${baseUrl.replace(/\/+$/, '')}${path}`,
    body,
    headers: { accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    withCredentials: true,
    ...options,
  });
}
