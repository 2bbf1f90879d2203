import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { issuedNotesBetween, issuedNotesTotals } from '../nfs/issued-notes-totals.js';
import { simplesAnnexBrackets } from '../../db/schema/reference-data.js';
import { simplesConfirmations, simplesPayroll, simplesRevenueEntries } from '../../db/schema/simples.js';
import { users } from '../../db/schema/users.js';

export type RevenueEntryRow = typeof simplesRevenueEntries.$inferSelect & { enteredByName: string | null };
export type PayrollRow = typeof simplesPayroll.$inferSelect & { enteredByName: string | null };

/** Issued notes summed by competence month and service code, between two days (inclusive). */
export async function issuedNotesByMonthAndCode(
  db: Database,
  companyId: string,
  range: { from: string; to: string },
): Promise<{ month: string; serviceCode: string; totalCents: number; count: number }[]> {
  const totals = issuedNotesTotals();
  return db
    .select({ ...totals, serviceCode: nfsRequests.serviceCode })
    .from(nfsRequests)
    .where(issuedNotesBetween(companyId, range))
    .groupBy(totals.month, nfsRequests.serviceCode)
    .orderBy(totals.month, nfsRequests.serviceCode);
}

/** The company's revenue entries between two months `YYYY-MM` (inclusive), with who entered them. */
export async function listRevenueEntries(
  db: Database,
  companyId: string,
  range: { from: string; to: string },
): Promise<RevenueEntryRow[]> {
  const rows = await db
    .select({ entry: simplesRevenueEntries, enteredByName: users.name })
    .from(simplesRevenueEntries)
    .leftJoin(users, eq(users.id, simplesRevenueEntries.enteredBy))
    .where(
      and(eq(simplesRevenueEntries.companyId, companyId), between(simplesRevenueEntries.month, range.from, range.to)),
    )
    .orderBy(
      asc(simplesRevenueEntries.month),
      asc(simplesRevenueEntries.activity),
      asc(simplesRevenueEntries.serviceCode),
    );
  return rows.map((row) => ({ ...row.entry, enteredByName: row.enteredByName }));
}

/** Inserts or replaces the month's amount for an activity and service code; returns the row and the old amount. */
export async function upsertRevenueEntry(
  db: Database,
  companyId: string,
  values: {
    month: string;
    activity: 'commerce' | 'industry' | 'service';
    serviceCode: string;
    amountCents: number;
    description: string | null;
    enteredBy: string;
  },
) {
  const [row] = await db
    .insert(simplesRevenueEntries)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: [
        simplesRevenueEntries.companyId,
        simplesRevenueEntries.month,
        simplesRevenueEntries.activity,
        simplesRevenueEntries.serviceCode,
      ],
      set: {
        amountCents: values.amountCents,
        description: values.description,
        enteredBy: values.enteredBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function deleteRevenueEntry(db: Database, companyId: string, entryId: string) {
  const [row] = await db
    .delete(simplesRevenueEntries)
    .where(and(eq(simplesRevenueEntries.companyId, companyId), eq(simplesRevenueEntries.id, entryId)))
    .returning();
  return row;
}

/** The payroll months between two months; only the confirmed ones (what the Fator R counts) unless asked. */
export async function listPayroll(
  db: Database,
  companyId: string,
  range: { from: string; to: string },
  options: { includeSubmitted?: boolean } = {},
): Promise<PayrollRow[]> {
  const rows = await db
    .select({ payroll: simplesPayroll, enteredByName: users.name })
    .from(simplesPayroll)
    .leftJoin(users, eq(users.id, simplesPayroll.enteredBy))
    .where(
      and(
        eq(simplesPayroll.companyId, companyId),
        between(simplesPayroll.month, range.from, range.to),
        ...(options.includeSubmitted ? [] : [eq(simplesPayroll.status, 'confirmed')]),
      ),
    )
    .orderBy(asc(simplesPayroll.month));
  return rows.map((row) => ({ ...row.payroll, enteredByName: row.enteredByName }));
}

export async function upsertPayroll(
  db: Database,
  companyId: string,
  values: {
    month: string;
    proLaboreCents: number;
    salariesCents: number;
    chargesCents: number;
    enteredBy: string;
    /** `submitted` by the company (never over a confirmed month: undefined then), `confirmed` by an accountant. */
    status: 'submitted' | 'confirmed';
  },
) {
  const confirmed = values.status === 'confirmed';
  const [row] = await db
    .insert(simplesPayroll)
    .values({
      companyId,
      ...values,
      confirmedBy: confirmed ? values.enteredBy : null,
      confirmedAt: confirmed ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [simplesPayroll.companyId, simplesPayroll.month],
      set: {
        proLaboreCents: values.proLaboreCents,
        salariesCents: values.salariesCents,
        chargesCents: values.chargesCents,
        enteredBy: values.enteredBy,
        status: values.status,
        confirmedBy: confirmed ? values.enteredBy : null,
        confirmedAt: confirmed ? sql`now()` : null,
        updatedAt: sql`now()`,
      },
      // A customer's submission never replaces what an accountant confirmed.
      ...(confirmed ? {} : { setWhere: eq(simplesPayroll.status, 'submitted') }),
    })
    .returning();
  return row;
}

/** An accountant confirms the month's payroll the company submitted; undefined when none is waiting. */
export async function confirmSubmittedPayroll(db: Database, companyId: string, month: string, confirmedBy: string) {
  const [row] = await db
    .update(simplesPayroll)
    .set({ status: 'confirmed', confirmedBy, confirmedAt: sql`now()` })
    .where(
      and(
        eq(simplesPayroll.companyId, companyId),
        eq(simplesPayroll.month, month),
        eq(simplesPayroll.status, 'submitted'),
      ),
    )
    .returning();
  return row;
}

/** Every annex's brackets with the tax split (reference data, not tenant data). */
export async function listAllAnnexBrackets(db: Database) {
  return db
    .select({
      annex: simplesAnnexBrackets.annex,
      bracket: simplesAnnexBrackets.bracket,
      revenueFromCents: simplesAnnexBrackets.revenueFromCents,
      revenueToCents: simplesAnnexBrackets.revenueToCents,
      nominalRateBps: simplesAnnexBrackets.nominalRateBps,
      deductionCents: simplesAnnexBrackets.deductionCents,
      taxSplitBps: simplesAnnexBrackets.taxSplitBps,
    })
    .from(simplesAnnexBrackets)
    .orderBy(asc(simplesAnnexBrackets.annex), asc(simplesAnnexBrackets.bracket));
}

/** The accountant's revenue entries summed by month `YYYY-MM`, between two months (inclusive). */
export async function monthlyEnteredRevenue(
  db: Database,
  companyId: string,
  range: { from: string; to: string },
): Promise<{ month: string; totalCents: number }[]> {
  return db
    .select({
      month: simplesRevenueEntries.month,
      totalCents: sql<number>`coalesce(sum(${simplesRevenueEntries.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(simplesRevenueEntries)
    .where(
      and(eq(simplesRevenueEntries.companyId, companyId), between(simplesRevenueEntries.month, range.from, range.to)),
    )
    .groupBy(simplesRevenueEntries.month);
}

export async function findConfirmation(db: Database, companyId: string, period: string) {
  const [row] = await db
    .select({ confirmation: simplesConfirmations, confirmedByName: users.name })
    .from(simplesConfirmations)
    .leftJoin(users, eq(users.id, simplesConfirmations.confirmedBy))
    .where(and(eq(simplesConfirmations.companyId, companyId), eq(simplesConfirmations.period, period)))
    .limit(1);
  return row && { ...row.confirmation, confirmedByName: row.confirmedByName };
}

/** Stores (or replaces, after the accountant reviewed the differences) the month's confirmed figures. */
export async function upsertConfirmation(
  db: Database,
  companyId: string,
  values: { period: string; snapshot: Record<string, unknown>; confirmedBy: string },
) {
  const [row] = await db
    .insert(simplesConfirmations)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: [simplesConfirmations.companyId, simplesConfirmations.period],
      set: { snapshot: values.snapshot, confirmedBy: values.confirmedBy, confirmedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Links the month's DAS guide to its confirmation, once; false when a guide was linked already. */
export async function linkGuideDocument(db: Database, companyId: string, period: string, documentId: string) {
  const rows = await db
    .update(simplesConfirmations)
    .set({ guideDocumentId: documentId })
    .where(
      and(
        eq(simplesConfirmations.companyId, companyId),
        eq(simplesConfirmations.period, period),
        isNull(simplesConfirmations.guideDocumentId),
      ),
    )
    .returning({ period: simplesConfirmations.period });
  return rows.length === 1;
}
