import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PartnerEnrolmentStatus, PartnerUpsert } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { partnerEnrolments, partners } from '../../db/schema/people.js';
import { companies } from '../../db/schema/companies.js';
import { users } from '../../db/schema/users.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type PartnerRow = typeof partners.$inferSelect;
export type EnrolmentRow = typeof partnerEnrolments.$inferSelect;

export class PartnerSlugTakenError extends Error {}
export class EnrolmentOpenError extends Error {}

/* Partners are global (the registry); enrolments are company-scoped: companyId first. */

export async function listPartners(db: Database, includeInactive: boolean): Promise<PartnerRow[]> {
  return db
    .select()
    .from(partners)
    .where(includeInactive ? undefined : eq(partners.active, true))
    .orderBy(asc(partners.name));
}

export async function findPartnerBySlug(db: Database, slug: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.slug, slug)).limit(1);
  return row;
}

export async function insertPartner(db: Database, partner: PartnerUpsert): Promise<PartnerRow> {
  try {
    const [row] = await db.insert(partners).values(partner).returning();
    if (!row) throw new Error('partner insert returned nothing');
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'partners_slug_unique')) throw new PartnerSlugTakenError();
    throw err;
  }
}

export async function updatePartner(
  db: Database,
  slug: string,
  partner: PartnerUpsert,
): Promise<PartnerRow | undefined> {
  try {
    const [row] = await db
      .update(partners)
      .set({ ...partner, updatedAt: new Date() })
      .where(eq(partners.slug, slug))
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'partners_slug_unique')) throw new PartnerSlugTakenError();
    throw err;
  }
}

const enrolmentView = {
  enrolment: partnerEnrolments,
  partnerSlug: partners.slug,
  partnerName: partners.name,
  companyName: companies.name,
  submittedByName: users.name,
};

function enrolmentsWithNames(db: Database) {
  return db
    .select(enrolmentView)
    .from(partnerEnrolments)
    .innerJoin(partners, eq(partners.id, partnerEnrolments.partnerId))
    .innerJoin(companies, eq(companies.id, partnerEnrolments.companyId))
    .leftJoin(users, eq(users.id, partnerEnrolments.submittedBy));
}

export type EnrolmentView = {
  enrolment: EnrolmentRow;
  partnerSlug: string;
  partnerName: string;
  companyName: string;
  submittedByName: string | null;
};

/** The company's latest enrolment with the partner (declined ones included, so the page can say so). */
export async function findLatestEnrolment(
  db: Database,
  companyId: string,
  partnerId: string,
): Promise<EnrolmentView | undefined> {
  const [row] = await enrolmentsWithNames(db)
    .where(and(eq(partnerEnrolments.companyId, companyId), eq(partnerEnrolments.partnerId, partnerId)))
    .orderBy(desc(partnerEnrolments.createdAt))
    .limit(1);
  return row;
}

export async function findEnrolment(db: Database, companyId: string, enrolmentId: string) {
  const [row] = await enrolmentsWithNames(db)
    .where(and(eq(partnerEnrolments.companyId, companyId), eq(partnerEnrolments.id, enrolmentId)))
    .limit(1);
  return row;
}

/** The company of an enrolment id (system admins decide on any). */
export async function findEnrolmentCompanyId(db: Database, enrolmentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: partnerEnrolments.companyId })
    .from(partnerEnrolments)
    .where(eq(partnerEnrolments.id, enrolmentId))
    .limit(1);
  return row?.companyId;
}

/** EnrolmentOpenError when the company has one sent or accepted already (the partial unique index). */
export async function insertEnrolment(
  db: Database,
  companyId: string,
  enrolment: { partnerId: string; data: Record<string, string>; submittedBy: string },
): Promise<EnrolmentRow> {
  try {
    const [row] = await db
      .insert(partnerEnrolments)
      .values({ companyId, ...enrolment, status: 'sent' })
      .returning();
    if (!row) throw new Error('enrolment insert returned nothing');
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'partner_enrolments_open_key')) throw new EnrolmentOpenError();
    throw err;
  }
}

export async function listEnrolments(
  db: Database,
  partnerId: string,
  filter: { status?: PartnerEnrolmentStatus | undefined; limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(partnerEnrolments.partnerId, partnerId)];
  if (filter.status) conditions.push(eq(partnerEnrolments.status, filter.status));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    enrolmentsWithNames(db)
      .where(where)
      .orderBy(desc(partnerEnrolments.createdAt), desc(partnerEnrolments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(partnerEnrolments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** sent -> accepted | declined, conditional on the status read; undefined when it was no longer sent. */
export async function decideEnrolment(
  db: Database,
  companyId: string,
  enrolmentId: string,
  decision: { status: 'accepted' | 'declined'; reason: string | null; at: Date },
) {
  const [row] = await db
    .update(partnerEnrolments)
    .set({ status: decision.status, statusReason: decision.reason, decidedAt: decision.at })
    .where(
      and(
        eq(partnerEnrolments.companyId, companyId),
        eq(partnerEnrolments.id, enrolmentId),
        eq(partnerEnrolments.status, 'sent'),
      ),
    )
    .returning();
  return row;
}
