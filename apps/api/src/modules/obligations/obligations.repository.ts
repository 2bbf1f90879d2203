import { and, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { documents } from '../../db/schema/documents.js';
import { companyObligations } from '../../db/schema/obligations.js';
import { simplesPayroll } from '../../db/schema/simples.js';
import type { ObligationKind } from '@contabil/contracts';

export async function listObligationRows(db: Database, companyId: string) {
  return db.select().from(companyObligations).where(eq(companyObligations.companyId, companyId));
}

/** Confirmed payroll months between two months, with whether there was any and any salaries. */
export async function payrollMonths(db: Database, companyId: string, range: { from: string; to: string }) {
  const rows = await db
    .select({
      month: simplesPayroll.month,
      proLaboreCents: simplesPayroll.proLaboreCents,
      salariesCents: simplesPayroll.salariesCents,
    })
    .from(simplesPayroll)
    .where(
      and(
        eq(simplesPayroll.companyId, companyId),
        eq(simplesPayroll.status, 'confirmed'),
        between(simplesPayroll.month, range.from, range.to),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.month,
      { any: row.proLaboreCents + row.salariesCents > 0, salaries: row.salariesCents > 0 },
    ]),
  );
}

/** Competences `YYYY-MM` whose DAS guide the company marked paid. */
export async function paidDasCompetences(db: Database, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ competence: documents.competence })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, 'das'), eq(documents.status, 'paid')));
  return new Set(rows.flatMap((row) => (row.competence ? [row.competence] : [])));
}

export async function markObligationDone(
  db: Database,
  companyId: string,
  values: { kind: ObligationKind; period: string; doneBy: string },
) {
  const [row] = await db
    .insert(companyObligations)
    .values({ companyId, ...values, doneAt: sql`now()` })
    .onConflictDoUpdate({
      target: [companyObligations.companyId, companyObligations.kind, companyObligations.period],
      set: { doneAt: sql`now()`, doneBy: values.doneBy },
    })
    .returning();
  return row!;
}

/** Claims an obligation's reminder: true once, false when it was sent already. */
export async function claimObligationReminder(
  db: Database,
  companyId: string,
  values: { kind: ObligationKind; period: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(companyObligations)
    .values({ companyId, ...values, reminderSentAt: now })
    .onConflictDoUpdate({
      target: [companyObligations.companyId, companyObligations.kind, companyObligations.period],
      set: { reminderSentAt: now },
      setWhere: and(isNull(companyObligations.reminderSentAt), isNull(companyObligations.doneAt)),
    })
    .returning({ kind: companyObligations.kind });
  return rows.length === 1;
}

/** Active companies (the reminders' pass and the accountants' queue go through them). */
export async function listActiveCompanies(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.status, ['active']))
    .orderBy(companies.name);
}

export async function listActiveCompanyIds(db: Database): Promise<string[]> {
  return (await listActiveCompanies(db)).map((row) => row.id);
}
