import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companySteps } from '../../db/schema/companies.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { issuedNotesBetween, issuedNotesTotals } from '../nfs/issued-notes-totals.js';

export interface MonthlyBillingRow {
  /** `YYYY-MM` of the competence date. */
  month: string;
  totalCents: number;
  count: number;
}

/**
 * The company's billing: its ISSUED notes summed by the month of their competence date,
 * between two calendar days (inclusive). Months without notes are absent.
 */
export async function monthlyIssuedBilling(
  db: Database,
  companyId: string,
  range: { from: string; to: string },
): Promise<MonthlyBillingRow[]> {
  const totals = issuedNotesTotals();
  return db
    .select(totals)
    .from(nfsRequests)
    .where(issuedNotesBetween(companyId, range))
    .groupBy(totals.month)
    .orderBy(totals.month);
}

/** The tax regime the company declared when it changed accountants (the migrate-accountant step), if any. */
export async function findDeclaredTaxRegime(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ payload: companySteps.payload })
    .from(companySteps)
    .where(and(eq(companySteps.companyId, companyId), eq(companySteps.stepId, 'migrate-accountant')))
    .limit(1);
  const regime = row?.payload?.taxRegime;
  return typeof regime === 'string' ? regime : null;
}
