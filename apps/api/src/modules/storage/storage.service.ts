import {
  SIGNED_LINK_TTL_SECONDS,
  STORAGE_MAX_BYTES,
  messages,
  storageMessages,
  type SignedLink,
  type StorageContentType,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/app-error.js';
import { assertCompanyAccess, type AuthContext } from '../../plugins/auth.js';
import { findCompany } from '../companies/companies.repository.js';
import { findCompanyFileByKey } from '../company-files/company-files.repository.js';
import type { ObjectStorage } from './object-storage.js';
import { SNIFF_BYTES, declaredStorageType, sniffStorageType, sniffedTypeFits } from './sniff.js';
import { companyKey, fullCompanyKey, relativeCompanyKey } from './storage-keys.js';
import { scheduleObjectDeletion } from './storage-deletions.repository.js';

export interface StorageDeps {
  db: Database;
  storage: ObjectStorage;
  /** The app's clock: links expire SIGNED_LINK_TTL_SECONDS after it. */
  now: () => Date;
}

export const badTypeError = () =>
  new AppError('unsupported_media_type', 415, storageMessages.badType, { file: storageMessages.badType });
export const tooLargeError = () =>
  new AppError('payload_too_large', 413, storageMessages.tooLarge, { file: storageMessages.tooLarge });

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

/**
 * Before registering an object a browser uploaded through a signed link: it must exist
 * (400 "O arquivo ainda não foi enviado"), hold at most STORAGE_MAX_BYTES (413) and be, by
 * its bytes, an allowed type (415) — and `expected`'s family when given. A refused object
 * is removed. Answers its size and the type its bytes show.
 */
export async function inspectUploadedObject(
  deps: { db: Database; storage: ObjectStorage },
  key: string,
  expected?: StorageContentType,
): Promise<{ size: number; contentType: StorageContentType }> {
  const size = await deps.storage.size(key);
  if (size === undefined || size === 0) throw validationError({ key: storageMessages.uploadMissing });
  if (size > STORAGE_MAX_BYTES) {
    await discardObject(deps, key);
    throw tooLargeError();
  }
  const head = await deps.storage.readHead(key, SNIFF_BYTES);
  const sniffed = head ? sniffStorageType(head) : undefined;
  if (!sniffed || (expected && !sniffedTypeFits(expected, sniffed))) {
    await discardObject(deps, key);
    throw badTypeError();
  }
  return { size, contentType: sniffed };
}

/**
 * Removes an object nothing points at (an upload refused, or written before a transaction
 * that then failed): now if the storage answers, else queued for the cleanup job.
 */
export async function discardObject(deps: { db: Database; storage: ObjectStorage }, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch {
    await scheduleObjectDeletion(deps.db, key).catch(() => undefined);
  }
}

/**
 * Writes bytes the API received itself under a fresh key of the company, then runs `save`
 * (which registers the key, normally in a transaction); when `save` fails the object is
 * discarded, so no orphan is left behind.
 */
export async function storeThenSave<T>(
  deps: { db: Database; storage: ObjectStorage },
  companyId: string,
  file: { fileName: string; contentType: string; content: Buffer },
  save: (key: string) => Promise<T>,
): Promise<T> {
  const key = companyKey(companyId, file.fileName);
  await deps.storage.put(key, file.content, file.contentType);
  try {
    return await save(key);
  } catch (err) {
    await discardObject(deps, key);
    throw err;
  }
}
