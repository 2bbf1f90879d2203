import { and, asc, count, desc, eq, inArray, isNotNull, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CERTIFICATE_EXPIRY_WARNING_DAYS,
  DOCUMENT_GROUPS,
  toReais,
  trackDefinitions,
  type AwaitedStep,
  type CompanyAttention,
  type CurrentSubscription,
  type StepId,
  type TrackId,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { afterTimestampKey, timestampCursorText } from '../../db/keyset.js';
import { companies, companyMemberships, companySteps } from '../../db/schema/companies.js';
import { payments, plans, subscriptions } from '../../db/schema/billing.js';
import { documents } from '../../db/schema/documents.js';
import { nfseFiscalProfiles } from '../../db/schema/nfse-nacional.js';
import { users } from '../../db/schema/users.js';
import { cnaeSubclasses } from '../../db/schema/reference-data.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyStepRow = typeof companySteps.$inferSelect;
export type NewCompany = Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CompanyChanges = Partial<Omit<NewCompany, 'status'>>;

/** Another company already has this CNPJ (the unique index said so). */
export class CnpjTakenError extends Error {}

async function translatingCnpjConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'companies_cnpj_key')) throw new CnpjTakenError();
    throw err;
  }
}

export async function findCompany(db: Database, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** CNPJs are unique across tenants: this is the one lookup that is not company-scoped. */
export async function findCompanyIdByCnpj(db: Database, cnpj: string): Promise<string | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.cnpj, cnpj)).limit(1);
  return row?.id;
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

export interface CompaniesFilter {
  /** Name or alias (accent- and case-insensitive), or part of the CNPJ. */
  query?: string | undefined;
  status?: CompanyRow['status'] | undefined;
  trackId?: NonNullable<CompanyRow['trackId']> | undefined;
  trackStatus?: CompanyRow['trackStatus'] | undefined;
  /** With trackId: the order's next step is this accountant's step. */
  waitingFor?: AwaitedStep | undefined;
  attention?: CompanyAttention | undefined;
  limit: number;
  offset: number;
  /** Keyset: the last row of the previous page (offset is then ignored). */
  after?: { at: string; id: string } | undefined;
}

/** The step just before `step` on the track (the one whose completion makes the order wait for it). */
export function stepBefore(trackId: TrackId, step: AwaitedStep): StepId | null {
  const steps = trackDefinitions[trackId];
  const index = steps.findIndex((definition) => definition.stepId === step);
  return index > 0 ? steps[index - 1]!.stepId : null;
}

const stepDone = (stepId: StepId) =>
  sql`exists (select 1 from ${companySteps} where ${companySteps.companyId} = ${companies.id} and ${companySteps.stepId} = ${stepId} and ${companySteps.status} = 'done')`;

/**
 * An order of the track waiting for our accountants at `step`: the step before it is done and
 * it is not. The work queue counts with the same condition the orders list filters with.
 */
export function waitingForStepCondition(trackId: TrackId, step: AwaitedStep): SQL {
  const before = stepBefore(trackId, step);
  const conditions: SQL[] = [eq(companies.trackId, trackId), sql`not ${stepDone(step)}`];
  if (before) conditions.push(stepDone(before));
  return and(...conditions) as SQL;
}

/** Documents the company sent that wait for our review (not guides: those wait for the company). */
export const documentsToReviewCondition = (): SQL =>
  and(eq(documents.status, 'pending'), notInArray(documents.type, [...DOCUMENT_GROUPS.guide])) as SQL;

/** A charge that failed and was not followed by a paid charge of the same company. */
export const unresolvedFailedChargeCondition = (): SQL =>
  sql`${payments.status} = 'failed' and ${payments.kind} = 'charge' and not exists (select 1 from ${payments} as later where later.company_id = ${payments.companyId} and later.kind = 'charge' and later.status = 'paid' and later.created_at > ${payments.createdAt})`;

/**
 * A company whose A1 certificate (NFS-e Nacional) expires within CERTIFICATE_EXPIRY_WARNING_DAYS
 * days or has expired: our accountants make sure it is renewed (the company is e-mailed too).
 */
export const certificateExpiringCondition = (): SQL =>
  and(
    isNotNull(nfseFiscalProfiles.certificateNotAfter),
    sql`${nfseFiscalProfiles.certificateNotAfter} <= now() + make_interval(days => ${CERTIFICATE_EXPIRY_WARNING_DAYS})`,
  ) as SQL;

function attentionCondition(attention: CompanyAttention): SQL {
  if (attention === 'certificate_expiring') {
    return sql`exists (select 1 from ${nfseFiscalProfiles} where ${nfseFiscalProfiles.companyId} = ${companies.id} and ${certificateExpiringCondition()})`;
  }
  if (attention === 'documents_to_review') {
    return sql`exists (select 1 from ${documents} where ${documents.companyId} = ${companies.id} and ${documentsToReviewCondition()})`;
  }
  return sql`exists (select 1 from ${payments} where ${payments.companyId} = ${companies.id} and ${unresolvedFailedChargeCondition()})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/**
 * A page of companies, newest first, and how many match (system administrators' lists).
 * With `after` the page starts right after that row (keyset over created_at, id).
 */
export async function listCompaniesPage(
  db: Database,
  filter: CompaniesFilter,
): Promise<{ rows: CompanyRow[]; total: number; next: { at: string; id: string } | null }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(companies.status, filter.status));
  if (filter.trackId) conditions.push(eq(companies.trackId, filter.trackId));
  if (filter.trackStatus) conditions.push(eq(companies.trackStatus, filter.trackStatus));
  if (filter.trackId && filter.waitingFor) conditions.push(waitingForStepCondition(filter.trackId, filter.waitingFor));
  if (filter.attention) conditions.push(attentionCondition(filter.attention));
  const query = filter.query?.trim();
  if (query) {
    const term = `%${escapeLike(query)}%`;
    const matches: SQL[] = [
      sql`unaccent(${companies.name}) ilike unaccent(${term}::text)`,
      sql`unaccent(coalesce(${companies.alias}, '')) ilike unaccent(${term}::text)`,
    ];
    const cnpjPart = query.replace(/[./\-\s]/g, '').toUpperCase();
    if (/^[0-9A-Z]{1,14}$/.test(cnpjPart)) matches.push(like(companies.cnpj, `%${cnpjPart}%`));
    conditions.push(or(...matches) as SQL);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const pageWhere = filter.after
    ? and(where, afterTimestampKey(companies.createdAt, companies.id, filter.after, 'newest'))
    : where;
  const [rows, totals] = await Promise.all([
    db
      .select({ company: companies, cursorAt: timestampCursorText(companies.createdAt) })
      .from(companies)
      .where(pageWhere)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(filter.limit + 1)
      .offset(filter.after ? 0 : filter.offset),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => row.company),
    total: totals[0]?.total ?? 0,
    next: rows.length > filter.limit && last ? { at: last.cursorAt, id: last.company.id } : null,
  };
}

/** Each company's latest subscription with its plan's name, in one query for the whole list. */
export async function findCurrentSubscriptions(
  db: Database,
  companyIds: readonly string[],
): Promise<Map<string, CurrentSubscription>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([subscriptions.companyId], {
      companyId: subscriptions.companyId,
      id: subscriptions.id,
      status: subscriptions.status,
      planId: subscriptions.planId,
      planName: plans.name,
      priceCents: subscriptions.priceCents,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(inArray(subscriptions.companyId, [...companyIds]))
    .orderBy(subscriptions.companyId, desc(subscriptions.createdAt), desc(subscriptions.id));
  return new Map(
    rows.map(({ companyId, priceCents, ...subscription }) => [
      companyId,
      { ...subscription, price: toReais(priceCents) },
    ]),
  );
}

export interface CompanyOwnerRow {
  companyId: string;
  uid: string;
  name: string;
  email: string;
  phone: string | null;
}

/** The first company-admin of each company (the person who asked for it). */
export async function findCompanyOwners(
  db: Database,
  companyIds: readonly string[],
): Promise<Map<string, CompanyOwnerRow>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([companyMemberships.companyId], {
      companyId: companyMemberships.companyId,
      uid: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
    })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(inArray(companyMemberships.companyId, [...companyIds]), eq(companyMemberships.role, 'company-admin')))
    .orderBy(companyMemberships.companyId, asc(companyMemberships.createdAt), asc(users.id));
  return new Map(rows.map((row) => [row.companyId, row]));
}

export async function insertCompany(db: Database, company: NewCompany): Promise<CompanyRow> {
  const [row] = await translatingCnpjConflict(() => db.insert(companies).values(company).returning());
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

/** Writes the given registration fields; throws CnpjTakenError when the CNPJ belongs to another company. */
export async function updateCompany(
  db: Database,
  companyId: string,
  changes: CompanyChanges,
): Promise<CompanyRow | undefined> {
  const [row] = await translatingCnpjConflict(() =>
    db
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companies.id, companyId))
      .returning(),
  );
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

/** The steps of several companies in one query (order lists). */
export async function listStepsOfCompanies(db: Database, companyIds: readonly string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      companyId: companySteps.companyId,
      stepId: companySteps.stepId,
      status: companySteps.status,
      payload: companySteps.payload,
    })
    .from(companySteps)
    .where(inArray(companySteps.companyId, [...companyIds]));
}

/** Removes the company's steps that are not in `keep` (a track change). */
export async function deleteCompanyStepsNotIn(db: Database, companyId: string, keep: readonly StepId[]): Promise<void> {
  await db
    .delete(companySteps)
    .where(and(eq(companySteps.companyId, companyId), notInArray(companySteps.stepId, [...keep])));
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

/** The CNAE subclasses among `codes` (7 digits) with whether an MEI may exercise them. */
export async function findCnaeSubclasses(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, { isAllowedMei: boolean }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: cnaeSubclasses.code, isAllowedMei: cnaeSubclasses.isAllowedMei })
    .from(cnaeSubclasses)
    .where(inArray(cnaeSubclasses.code, [...codes]));
  return new Map(rows.map((row) => [row.code, { isAllowedMei: row.isAllowedMei }]));
}
