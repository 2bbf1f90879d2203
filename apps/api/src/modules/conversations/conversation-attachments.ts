import { storageMessages } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findCompanyFileByKey, insertCompanyFile } from '../company-files/company-files.repository.js';
import { safeFileName } from '../../lib/file-names.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { fullCompanyKey, inspectUploadedObject } from '../storage/index.js';

export interface RegisteredAttachment {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** Upload keys end with the file's safe name (`{companyId}/uploads/{uuid}/{name}`). */
const nameFromKey = (key: string) => key.split('/').pop() ?? '';

/**
 * Objects the browser uploaded through `GET /upload/{filename}` become company files: the
 * key must be under the company's prefix (else 404), the bytes an allowed type and at most
 * the storage's size (415, 413, the same rules as the vault's uploads). A key already
 * registered is reused.
 */
export async function registerAttachments(
  deps: { db: Database; storage: ObjectStorage },
  companyId: string,
  uploadedBy: string,
  keys: string[],
): Promise<RegisteredAttachment[]> {
  const files: RegisteredAttachment[] = [];
  for (const relative of new Set(keys)) {
    const objectKey = fullCompanyKey(companyId, relative);
    if (!objectKey) throw notFound(storageMessages.objectNotFound);
    const existing = await findCompanyFileByKey(deps.db, companyId, objectKey);
    if (existing) {
      files.push({
        fileId: existing.id,
        fileName: existing.fileName,
        contentType: existing.contentType,
        size: existing.size,
      });
      continue;
    }
    const { size, contentType } = await inspectUploadedObject(deps, objectKey);
    const fileName = safeFileName(nameFromKey(objectKey), contentType);
    const row = await insertCompanyFile(deps.db, companyId, { fileName, contentType, size, objectKey, uploadedBy });
    files.push({ fileId: row.id, fileName, contentType, size });
  }
  return files;
}
