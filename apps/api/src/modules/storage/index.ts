// The storage module's surface for other modules (documents, company files, NFS files).
export type { ObjectStorage } from './object-storage.js';
export { createObjectStorage } from './create-object-storage.js';
export { isLocalStorage } from './local-storage.js';
export { declaredStorageType, looksLikeXml } from './sniff.js';
export { companyKey, fullCompanyKey, relativeCompanyKey } from './storage-keys.js';
export { scheduleObjectDeletion } from './storage-deletions.repository.js';
export { badTypeError, inspectUploadedObject, tooLargeError, type StorageDeps } from './storage.service.js';
