import { ApiError, type ApiClient } from '~/lib/api-client';
import { fetchUploadLink, putToSignedLink, UPLOAD_FAILED_MESSAGE } from './storage-api';
import { ANY_DOCUMENT_FILE, declaredContentType, uploadFileProblem, type FileRule } from './document-files';

/** A file stored for the company: `key` is what `POST /documents` (`key`) and the paid status (`receiptKey`) take. */
export interface UploadedFile {
  /** The object key relative to the company. */
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** A file refused before anything was sent (size, extension): its message is for the person. */
export class UploadCheckError extends Error {
  override readonly name = 'UploadCheckError';
}

export interface SignedUploadOptions {
  client: ApiClient;
  apiBaseUrl: string;
  companyId: string;
  file: File;
  rule?: FileRule;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  createRequest?: () => XMLHttpRequest;
}

/**
 * The whole upload: the checks (`rule`, 20 MB), `GET /upload/{filename}` for a signed
 * link, then the bytes PUT to it with their progress. Throws UploadCheckError or the API
 * client's ApiError, whose message is the API's (413, 415, 403...).
 */
export async function uploadThroughSignedLink({
  client,
  apiBaseUrl,
  companyId,
  file,
  rule = ANY_DOCUMENT_FILE,
  onProgress,
  signal,
  createRequest,
}: SignedUploadOptions): Promise<UploadedFile> {
  const problem = uploadFileProblem(file, rule);
  if (problem) throw new UploadCheckError(problem);
  const link = await fetchUploadLink(client, companyId, file, signal);
  onProgress?.(0);
  await putToSignedLink({
    link,
    file,
    apiBaseUrl,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
    ...(createRequest ? { createRequest } : {}),
  });
  return { key: link.key, fileName: file.name, contentType: declaredContentType(file), size: file.size };
}

/** The sentence to show for a failed upload. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof UploadCheckError || error instanceof ApiError) return error.message;
  return UPLOAD_FAILED_MESSAGE;
}
