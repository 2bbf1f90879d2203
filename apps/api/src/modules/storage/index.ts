// The storage module's surface for other modules (documents, company files, NFS files).
export type { ObjectStorage } from './object-storage.js';
export { createObjectStorage, type StorageConfig } from './create-object-storage.js';
export { isLocalStorage, type LocalObjectStorage } from './local-storage.js';
export { SNIFF_BYTES, declaredStorageType, looksLikeXml, sniffStorageType, sniffedTypeFits } from './sniff.js';
export {
  companyKey,
  encodeKeyPath,
  fullCompanyKey,
  isSafeKey,
  keyBelongsTo,
  relativeCompanyKey,
} from './storage-keys.js';
export { scheduleObjectDeletion } from './storage-deletions.repository.js';
export { runStorageCleanup, storageCleanupJob } from './storage-cleanup.job.js';
export {
  badTypeError,
  discardObject,
  inspectUploadedObject,
  storeThenSave,
  tooLargeError,
  type StorageDeps,
} from './storage.service.js';
