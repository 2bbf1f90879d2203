import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, companyMemberships, companySteps } from '../../db/schema/companies.js';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyStepRow = typeof companySteps.$inferSelect;
export type NewCompany = Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findCompany(db: Database, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function findMembership(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({ role: companyMemberships.role })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)))
    .limit(1);
  return row;
}

/** Companies the user belongs to; the ids come from the user's own memberships. */
export async function listCompaniesOfUser(db: Database, userId: string): Promise<CompanyRow[]> {
  const ids = db
    .select({ id: companyMemberships.companyId })
    .from(companyMemberships)
    .where(eq(companyMemberships.userId, userId));
  return db.select().from(companies).where(inArray(companies.id, ids)).orderBy(companies.createdAt);
}

export async function insertCompany(db: Database, company: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(company).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

export async function insertMembership(
  db: Database,
  companyId: string,
  membership: { userId: string; role: 'company-admin' | 'company-member' },
): Promise<void> {
  await db
    .insert(companyMemberships)
    .values({ companyId, ...membership })
    .onConflictDoNothing();
}

export async function listCompanySteps(db: Database, companyId: string) {
  return db
    .select({ stepId: companySteps.stepId, status: companySteps.status, payload: companySteps.payload })
    .from(companySteps)
    .where(eq(companySteps.companyId, companyId))
    .orderBy(asc(companySteps.updatedAt), asc(companySteps.stepId));
}

/** Moves the company from `from` to `to`; undefined when its status was no longer `from` (a concurrent change). */
export async function updateCompanyStatus(
  db: Database,
  companyId: string,
  change: { from: CompanyRow['status']; to: CompanyRow['status'] },
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ status: change.to, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), eq(companies.status, change.from)))
    .returning();
  return row;
}

/** Creates or replaces one step of the company's track. */
export async function upsertCompanyStep(
  db: Database,
  companyId: string,
  step: { stepId: CompanyStepRow['stepId']; status: CompanyStepRow['status']; payload: Record<string, unknown> | null },
): Promise<void> {
  const now = new Date();
  await db
    .insert(companySteps)
    .values({ companyId, ...step, updatedAt: now })
    .onConflictDoUpdate({
      target: [companySteps.companyId, companySteps.stepId],
      set: { status: step.status, payload: step.payload, updatedAt: now },
    });
}

export async function updateCompanyTrackStatus(
  db: Database,
  companyId: string,
  trackStatus: CompanyRow['trackStatus'],
): Promise<void> {
  await db.update(companies).set({ trackStatus, updatedAt: new Date() }).where(eq(companies.id, companyId));
}
