import {
  SIGNED_LINK_TTL_SECONDS,
  STORAGE_MAX_BYTES,
  messages,
  storageMessages,
  type SignedLink,
} from '@contabil/contracts';
import { notFound, validationError } from '../../lib/app-error.js';
import type { AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { findCompany } from '../companies/companies.repository.js';
import {
  badTypeError,
  companyKey,
  declaredStorageType,
  fullCompanyKey,
  relativeCompanyKey,
  tooLargeError,
  type StorageDeps,
} from '../storage/index.js';
import { findCompanyFileByKey } from './company-files.repository.js';

/** Types a browser may show in the page (the rest always download as attachments). */
const PREVIEWABLE = new Set<string>(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

const expiresAt = (now: Date) => new Date(now.getTime() + SIGNED_LINK_TTL_SECONDS * 1000).toISOString();

/**
 * `GET /upload/{filename}`: a link to PUT one file into a fresh key under the company's
 * prefix. The declared type and size are checked here (415, 413); the bytes when they
 * arrive (the local driver's PUT) and again when the upload is registered
 * (`inspectUploadedObject`).
 */
export async function createUploadLink(
  { db, storage, now }: StorageDeps,
  auth: AuthContext,
  fileName: string,
  query: { companyId: string; contentType?: string | undefined; size?: number | undefined },
): Promise<SignedLink> {
  await assertCompanyAccess(db, auth, query.companyId);
  if (!(await findCompany(db, query.companyId))) throw notFound(messages.notFound);
  const name = fileName.trim();
  if (name === '') throw validationError({ filename: storageMessages.fileNameRequired });
  if (query.size !== undefined && query.size > STORAGE_MAX_BYTES) throw tooLargeError();
  const contentType = declaredStorageType(name, query.contentType);
  if (!contentType) throw badTypeError();
  const key = companyKey(query.companyId, name);
  const issuedAt = now();
  const { url, headers } = await storage.signedUploadUrl(key, {
    contentType,
    expiresInSeconds: SIGNED_LINK_TTL_SECONDS,
    maxBytes: STORAGE_MAX_BYTES,
    size: query.size,
  });
  return {
    url,
    method: 'PUT',
    key: relativeCompanyKey(query.companyId, key),
    headers,
    expiresAt: expiresAt(issuedAt),
  };
}

/**
 * `GET /download/{key}`: a link to the bytes of a file registered in company_files of THIS
 * company (another company's key, or a key never registered: 404), named as the file.
 * `inline` (previews) only for PDF and images; other types always download.
 */
export async function createDownloadLink(
  { db, storage, now }: StorageDeps,
  auth: AuthContext,
  relativeKey: string,
  query: { companyId: string; inline?: boolean | undefined },
): Promise<SignedLink> {
  await assertCompanyAccess(db, auth, query.companyId);
  const key = fullCompanyKey(query.companyId, relativeKey);
  const file = key ? await findCompanyFileByKey(db, query.companyId, key) : undefined;
  if (!key || !file) throw notFound(storageMessages.objectNotFound);
  const issuedAt = now();
  const url = await storage.signedDownloadUrl(key, {
    fileName: file.fileName,
    contentType: file.contentType,
    expiresInSeconds: SIGNED_LINK_TTL_SECONDS,
    inline: (query.inline ?? false) && PREVIEWABLE.has(file.contentType),
  });
  return { url, method: 'GET', key: relativeKey, headers: {}, expiresAt: expiresAt(issuedAt) };
}
