import { STORAGE_MAX_BYTES, storageMessages, type StorageContentType } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError, validationError } from '../../lib/app-error.js';
import type { ObjectStorage } from './object-storage.js';
import { SNIFF_BYTES, sniffStorageType, sniffedTypeFits } from './sniff.js';
import { companyKey } from './storage-keys.js';
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
