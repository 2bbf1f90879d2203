import {
  companyFileBadType,
  companyFileMissing,
  messages,
  type COMPANY_FILE_TYPES,
  type CompanyFile,
  type CompanyFileStoredType,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/app-error.js';
import { assertCompanyAccess, type AuthContext } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import {
  findCompanyFile,
  insertCompanyFile,
  type CompanyFileMeta,
  type CompanyFileRow,
} from './company-files.repository.js';

/** What a company may send (POST /companies/{id}/files). */
export type CompanyFileType = (typeof COMPANY_FILE_TYPES)[number];

export interface UploadedFile {
  fileName: string;
  /** What the client said the file is; the bytes decide. */
  declaredType: string;
  content: Buffer;
}

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

const EXTENSIONS: Record<CompanyFileStoredType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'application/xml': '.xml',
};

/** The last path segment, without control characters, at most 150 characters. */
export function safeFileName(name: string, type: CompanyFileStoredType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(-150);
  return base === '' || base === '.' || base === '..' ? `arquivo${EXTENSIONS[type]}` : base;
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
  db: Database,
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
  const row = await db.transaction(async (tx) => {
    const saved = await insertCompanyFile(tx, companyId, {
      fileName: safeFileName(file.fileName, type),
      contentType: type,
      content: file.content,
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
  });
  return toCompanyFile(row);
}

/** A file of the company with its bytes; another company's file id is 404. */
export async function getCompanyFile(
  db: Database,
  auth: AuthContext,
  companyId: string,
  fileId: string,
): Promise<CompanyFileRow> {
  await assertCompanyAccess(db, auth, companyId);
  const row = await findCompanyFile(db, companyId, fileId);
  if (!row) throw notFound(messages.notFound);
  return row;
}

/** Content-Disposition for a download: an ASCII fallback and the real name (RFC 6266 / RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
