import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { companies } from '../../../db/schema/companies.js';
import { nfsRequests } from '../../../db/schema/nfs.js';

/** What delivering a note needs of its request. */
export interface DeliveryRequestRow {
  id: string;
  companyId: string;
  takerName: string;
  takerEmail: string | null;
  competenceDate: string;
  requestedBy: string | null;
  pdfFileId: string | null;
  xmlFileId: string | null;
}

const columns = {
  id: nfsRequests.id,
  companyId: nfsRequests.companyId,
  takerName: nfsRequests.takerName,
  takerEmail: nfsRequests.takerEmail,
  competenceDate: nfsRequests.competenceDate,
  requestedBy: nfsRequests.requestedBy,
  pdfFileId: nfsRequests.pdfFileId,
  xmlFileId: nfsRequests.xmlFileId,
};

/** The company's request (undefined for another company's id); `forUpdate` locks it until the transaction ends. */
export async function findRequestForDelivery(
  db: Database,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DeliveryRequestRow | undefined> {
  const query = db
    .select(columns)
    .from(nfsRequests)
    .where(and(eq(nfsRequests.companyId, companyId), eq(nfsRequests.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * The delivered PDF and XML become the request's files. Conditional on the request having no
 * PDF yet (the key of the delivery): false when another run delivered it first.
 */
export async function setDeliveredFiles(
  db: Database,
  companyId: string,
  id: string,
  files: { pdfFileId: string; xmlFileId: string },
): Promise<boolean> {
  const rows = await db
    .update(nfsRequests)
    .set({ pdfFileId: files.pdfFileId, xmlFileId: files.xmlFileId, updatedAt: sql`now()` })
    .where(and(eq(nfsRequests.companyId, companyId), eq(nfsRequests.id, id), isNull(nfsRequests.pdfFileId)))
    .returning({ id: nfsRequests.id });
  return rows.length === 1;
}

export async function findCompanyIdentity(
  db: Database,
  companyId: string,
): Promise<{ name: string; cnpj: string | null } | undefined> {
  const [row] = await db
    .select({ name: companies.name, cnpj: companies.cnpj })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}
