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
  uploadedBy: companyFiles.uploadedBy,
  createdAt: companyFiles.createdAt,
};

export async function insertCompanyFile(
  db: Database,
  companyId: string,
  file: { fileName: string; contentType: string; content: Buffer; uploadedBy: string | null },
): Promise<CompanyFileMeta> {
  const [row] = await db
    .insert(companyFiles)
    .values({ companyId, ...file, size: file.content.length })
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

/** Removes the company's file (e.g. an NFS-e PDF replaced by a new one); false when there was none. */
export async function deleteCompanyFile(db: Database, companyId: string, fileId: string): Promise<boolean> {
  const rows = await db
    .delete(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.id, fileId)))
    .returning({ id: companyFiles.id });
  return rows.length > 0;
}
