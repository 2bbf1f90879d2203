import { and, asc, between, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companySteps } from '../../db/schema/companies.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { cnaeSubclasses, simplesAnnexBrackets, type SimplesAnnex } from '../../db/schema/reference-data.js';

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
  const month = sql<string>`to_char(${nfsRequests.competenceDate}, 'YYYY-MM')`;
  return db
    .select({
      month,
      totalCents: sql<number>`coalesce(sum(${nfsRequests.totalValueCents}), 0)::bigint`.mapWith(Number),
      count: count(),
    })
    .from(nfsRequests)
    .where(
      and(
        eq(nfsRequests.companyId, companyId),
        eq(nfsRequests.status, 'issued'),
        between(nfsRequests.competenceDate, range.from, range.to),
      ),
    )
    .groupBy(month)
    .orderBy(month);
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

/** The Simples annex of a CNAE (a library's reading of LC 123; V with fatorR when the Fator R decides). */
export async function findCnaeAnnex(
  db: Database,
  code: string,
): Promise<{ annex: SimplesAnnex | null; fatorR: boolean } | undefined> {
  const [row] = await db
    .select({ annex: cnaeSubclasses.simplesAnnex, fatorR: cnaeSubclasses.simplesFatorR })
    .from(cnaeSubclasses)
    .where(eq(cnaeSubclasses.code, code))
    .limit(1);
  return row && { annex: row.annex, fatorR: row.fatorR ?? false };
}

export async function listAnnexBrackets(db: Database, annex: SimplesAnnex) {
  return db
    .select({
      bracket: simplesAnnexBrackets.bracket,
      revenueFromCents: simplesAnnexBrackets.revenueFromCents,
      revenueToCents: simplesAnnexBrackets.revenueToCents,
      nominalRateBps: simplesAnnexBrackets.nominalRateBps,
      deductionCents: simplesAnnexBrackets.deductionCents,
    })
    .from(simplesAnnexBrackets)
    .where(eq(simplesAnnexBrackets.annex, annex))
    .orderBy(asc(simplesAnnexBrackets.bracket));
}
