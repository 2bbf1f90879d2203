import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyFiles } from '../../db/schema/companies.js';

export type CompanyFileRow = typeof companyFiles.$inferSelect;
export type CompanyFileMeta = Omit<CompanyFileRow, 'content'>;

const metaColumns = {
  id: companyFiles.id,
  companyId: companyFiles.companyId,
  fileName: companyFiles.fileName,
  contentType: companyFiles.contentType,
  size: companyFiles.size,
  objectKey: companyFiles.objectKey,
  uploadedBy: companyFiles.uploadedBy,
  createdAt: companyFiles.createdAt,
};

/** A file whose bytes are already in storage at `objectKey` (a full key under the company's prefix). */
export async function insertCompanyFile(
  db: Database,
  companyId: string,
  file: { fileName: string; contentType: string; size: number; objectKey: string; uploadedBy: string | null },
): Promise<CompanyFileMeta> {
  const [row] = await db
    .insert(companyFiles)
    .values({ companyId, ...file })
    .returning(metaColumns);
  if (!row) throw new Error('company file insert returned nothing');
  return row;
}

/** The file with its bytes; undefined when it does not exist or belongs to another company. */
export async function findCompanyFile(
  db: Database,
  companyId: string,
  fileId: string,
): Promise<CompanyFileRow | undefined> {
  const [row] = await db
    .select()
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.id, fileId)))
    .limit(1);
  return row;
}

/** The file's metadata only (no bytes); undefined when it does not exist or belongs to another company. */
export async function findCompanyFileMeta(
  db: Database,
  companyId: string,
  fileId: string,
): Promise<CompanyFileMeta | undefined> {
  const [row] = await db
    .select(metaColumns)
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.id, fileId)))
    .limit(1);
  return row;
}

/** The company's file stored at a full object key (metadata only); undefined for another company's key. */
export async function findCompanyFileByKey(
  db: Database,
  companyId: string,
  objectKey: string,
): Promise<CompanyFileMeta | undefined> {
  const [row] = await db
    .select(metaColumns)
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.objectKey, objectKey)))
    .limit(1);
  return row;
}

/**
 * Removes the company's file row (e.g. an NFS-e PDF replaced by a new one): undefined when
 * there was none, else its object key (null for legacy rows). The caller queues the
 * object's deletion in the same transaction (`removeCompanyFile` in the service does both).
 */
export async function deleteCompanyFile(
  db: Database,
  companyId: string,
  fileId: string,
): Promise<{ objectKey: string | null } | undefined> {
  const [row] = await db
    .delete(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.id, fileId)))
    .returning({ objectKey: companyFiles.objectKey });
  return row;
}
