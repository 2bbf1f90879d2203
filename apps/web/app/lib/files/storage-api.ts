import { signedLinkSchema, storageMessages, type SignedLink } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { sendWithUploadProgress } from '~/lib/xhr-upload';
import { declaredContentType } from './document-files';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** An object key relative to the company, segment by segment, for `/download/{key}`. */
export function keyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * `GET /upload/{filename}?companyId=&contentType=&size=`: a short-lived link to PUT the
 * file's bytes to. The declared type and size are checked by the API first (415, 413).
 */
export function fetchUploadLink(
  client: ApiClient,
  companyId: string,
  file: Pick<File, 'name' | 'type' | 'size'>,
  signal?: AbortSignal,
): Promise<SignedLink> {
  const query = new URLSearchParams({
    companyId,
    contentType: declaredContentType(file),
    size: String(file.size),
  });
  return client.request(`/upload/${encodeURIComponent(file.name)}?${query}`, {
    schema: signedLinkSchema,
    ...withSignal(signal),
  });
}

/** `GET /download/{key}?companyId=&inline=`: a short-lived link to the object; inline for previews. */
export function fetchDownloadLink(
  client: ApiClient,
  companyId: string,
  key: string,
  { inline = false, signal }: { inline?: boolean; signal?: AbortSignal } = {},
): Promise<SignedLink> {
  const query = new URLSearchParams({ companyId, inline: String(inline) });
  return client.request(`/download/${keyPath(key)}?${query}`, {
    schema: signedLinkSchema,
    ...withSignal(signal),
  });
}

/**
 * A signed link's URL as the browser must use it: S3 gives absolute URLs, the local
 * storage may give one relative to the API (then it is put under the API's base URL).
 */
export function resolveLinkUrl(url: string, apiBaseUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

export const UPLOAD_FAILED_MESSAGE = 'Não foi possível enviar o arquivo. Tente novamente.';

/** What a refused PUT means when the answer is not the API's error envelope (S3 answers XML). */
function refusalMessage(status: number): string {
  if (status === 413) return storageMessages.tooLarge;
  if (status === 415) return storageMessages.badType;
  if (status === 403) return storageMessages.linkExpired;
  return UPLOAD_FAILED_MESSAGE;
}

export interface SignedPutOptions {
  link: Pick<SignedLink, 'url' | 'method' | 'headers'>;
  file: Blob;
  apiBaseUrl: string;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  createRequest?: () => XMLHttpRequest;
}

/**
 * Sends the bytes to a signed upload link. XMLHttpRequest rather than fetch: only it
 * reports the upload's progress. No bearer token nor cookies: the signature is the
 * permission, and the URL may be on S3. Errors come as the API client's ApiError, with
 * the API's message when it sent one (415 when the bytes are not what the name says,
 * 413, 403 for an expired link).
 */
export function putToSignedLink({
  link,
  file,
  apiBaseUrl,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: SignedPutOptions): Promise<void> {
  return sendWithUploadProgress({
    method: link.method,
    url: resolveLinkUrl(link.url, apiBaseUrl),
    body: file,
    headers: link.headers,
    withCredentials: false,
    refusalMessage,
    onProgress,
    signal,
    createRequest,
  });
}

/**
 * Saves a file through a signed link (opening `href` in a hidden link): the link's
 * Content-Disposition makes it a download, so the page stays where it is.
 */
export function saveFromLink(href: string, fileName: string, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}
