import {
  companyFileBadType,
  companyFileMissing,
  messages,
  type COMPANY_FILE_TYPES,
  type CompanyFile,
  type CompanyFileStoredType,
} from '@contabil/contracts';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { safeFileName } from '../../lib/file-names.js';
import type { UploadedFile } from '../../lib/multipart-file-reader.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { scheduleObjectDeletion } from '../storage/storage-deletions.repository.js';
import { storeThenSave } from '../storage/storage.service.js';
import {
  deleteCompanyFile,
  findCompanyFile,
  insertCompanyFile,
  type CompanyFileMeta,
  type CompanyFileRow,
} from './company-files.repository.js';

export interface CompanyFilesDeps {
  db: Database;
  storage: ObjectStorage;
}

/** What a company may send (POST /companies/{id}/files). */
export type CompanyFileType = (typeof COMPANY_FILE_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** The type the file's first bytes show, whatever its name or declared type say. */
export function sniffContentType(content: Buffer): CompanyFileType | null {
  if (content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'application/pdf';
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

/** Generic types browsers send when they do not know better: the bytes decide alone. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
const JPEG_ALIASES = new Set(['image/jpg', 'image/pjpeg']);

function declaredTypeFits(declared: string, sniffed: CompanyFileType): boolean {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (GENERIC_TYPES.has(type)) return true;
  if (sniffed === 'image/jpeg' && JPEG_ALIASES.has(type)) return true;
  return type === sniffed;
}

export function toCompanyFile(row: CompanyFileMeta): CompanyFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as CompanyFileStoredType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keeps a file a company sent (PDF, JPEG or PNG, by its bytes). `read` takes the file
 * from the request; it runs only after the caller's access is checked.
 */
export async function uploadCompanyFile(
  { db, storage }: CompanyFilesDeps,
  auth: AuthContext,
  companyId: string,
  read: () => Promise<UploadedFile | undefined>,
  requestId: string,
): Promise<CompanyFile> {
  await assertCompanyAccess(db, auth, companyId);
  if (!(await findCompany(db, companyId))) throw notFound(messages.notFound);
  const file = await read();
  if (!file || file.content.length === 0) throw validationError({ file: companyFileMissing });
  const type = sniffContentType(file.content);
  if (!type || !declaredTypeFits(file.declaredType, type)) {
    throw new AppError('unsupported_media_type', 415, companyFileBadType, { file: companyFileBadType });
  }
  const fileName = safeFileName(file.fileName, type);
  const row = await storeThenSave(
    { db, storage },
    companyId,
    { fileName, contentType: type, content: file.content },
    (key) =>
      db.transaction(async (tx) => {
        const saved = await insertCompanyFile(tx, companyId, {
          fileName,
          contentType: type,
          size: file.content.length,
          objectKey: key,
          uploadedBy: auth.sub,
        });
        await recordAudit(tx, companyId, {
          actorUserId: auth.sub,
          action: 'company.file_uploaded',
          entityType: 'company_file',
          entityId: saved.id,
          requestId,
          details: { contentType: type, size: saved.size },
        });
        return saved;
      }),
  );
  return toCompanyFile(row);
}

/**
 * Removes a company file: the row now, its object through the deletion queue (in the
 * caller's transaction, so both go or neither). False when there was no such file.
 */
export async function removeCompanyFile(db: Database, companyId: string, fileId: string): Promise<boolean> {
  const removed = await deleteCompanyFile(db, companyId, fileId);
  if (!removed) return false;
  if (removed.objectKey) await scheduleObjectDeletion(db, removed.objectKey);
  return true;
}

/** The bytes of a company file: from storage, or from the row for legacy files (before object storage). */
export async function openCompanyFile(
  storage: ObjectStorage,
  row: Pick<CompanyFileRow, 'objectKey' | 'content'>,
): Promise<{ body: Readable; size: number } | undefined> {
  if (row.objectKey) {
    const object = await storage.get(row.objectKey);
    return object ? { body: object.body, size: object.size } : undefined;
  }
  if (row.content) return { body: Readable.from([Buffer.from(row.content)]), size: row.content.length };
  return undefined;
}

/** A file of the company with its bytes (a stream); another company's file id is 404. */
export async function getCompanyFile(
  { db, storage }: CompanyFilesDeps,
  auth: AuthContext,
  companyId: string,
  fileId: string,
): Promise<{ file: CompanyFileRow; body: Readable; size: number }> {
  await assertCompanyAccess(db, auth, companyId);
  const file = await findCompanyFile(db, companyId, fileId);
  const bytes = file ? await openCompanyFile(storage, file) : undefined;
  if (!file || !bytes) throw notFound(messages.notFound);
  return { file, ...bytes };
}
