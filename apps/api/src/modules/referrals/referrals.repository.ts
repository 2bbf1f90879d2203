import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { users } from '../../db/schema/users.js';
import { companies, companyMemberships } from '../../db/schema/companies.js';
import { payments } from '../../db/schema/billing.js';

/*
 * Referral credits are rows of the payments ledger (kind referral_credit). The ledger's
 * unique key (kind, referred_company_id) lets one credit exist per referred company.
 */

/** The referrer of a company: a member who signed up through a referral link, oldest membership first. */
export async function findReferrerOfCompany(
  db: Database,
  companyId: string,
): Promise<{ referrerId: string; referredUserId: string } | undefined> {
  const [row] = await db
    .select({ referrerId: users.indicatedBy, referredUserId: users.id })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, companyId), isNotNull(users.indicatedBy)))
    .orderBy(asc(companyMemberships.createdAt))
    .limit(1);
  return row?.referrerId ? { referrerId: row.referrerId, referredUserId: row.referredUserId } : undefined;
}

/** The company a user's credits go to: their first membership. */
export async function findCreditedCompanyId(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(eq(companyMemberships.userId, userId))
    .orderBy(asc(companyMemberships.createdAt), asc(companyMemberships.companyId))
    .limit(1);
  return row?.companyId;
}

/** Writes the credit unless the referred company already earned one; true when written now. */
export async function insertReferralCredit(
  db: Database,
  companyId: string,
  credit: {
    referredCompanyId: string;
    amountCents: number;
    description: string;
    provider: PaymentProviderName;
    at: Date;
  },
): Promise<string | undefined> {
  const rows = await db
    .insert(payments)
    .values({
      companyId,
      kind: 'referral_credit',
      subscriptionId: null,
      referredCompanyId: credit.referredCompanyId,
      description: credit.description,
      amountCents: -Math.abs(credit.amountCents),
      status: 'paid',
      provider: credit.provider,
      providerReference: `referral:${credit.referredCompanyId}`,
      paidAt: credit.at,
      createdAt: credit.at,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return rows[0]?.id;
}

/** The company's referral credits, newest first. */
export async function listReferralCredits(db: Database, companyId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.kind, 'referral_credit')))
    .orderBy(desc(payments.createdAt));
}

/** The people a user referred, oldest first. */
export async function listReferredUsers(db: Database, referrerId: string) {
  return db
    .select({ id: users.id, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.indicatedBy, referrerId))
    .orderBy(asc(users.createdAt));
}

/** For each referred user: their companies' statuses, whether any paid, and the credits they earned (any company). */
export async function listReferredCompanies(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: companyMemberships.userId,
      companyId: companies.id,
      status: companies.status,
      hasPaid: sql<boolean>`exists (select 1 from ${payments} p where p.company_id = ${companies.id} and p.kind = 'charge' and p.status = 'paid')`,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(inArray(companyMemberships.userId, userIds));
}

/** Credits whose referred company is one of these, paid to the referrer's companies. */
export async function listCreditsForReferredCompanies(db: Database, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      referredCompanyId: payments.referredCompanyId,
      amountCents: payments.amountCents,
      paidAt: payments.paidAt,
      companyId: payments.companyId,
    })
    .from(payments)
    .where(and(eq(payments.kind, 'referral_credit'), inArray(payments.referredCompanyId, companyIds)));
}

/** The user's referral code, or undefined while they have none yet. */
export async function findReferralCode(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.code ?? undefined;
}

/** Gives the user this code unless they have one already; false when another user holds it (unique index). */
export async function setReferralCodeIfNone(db: Database, userId: string, code: string): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ referralCode: code })
      .where(and(eq(users.id, userId), isNull(users.referralCode)));
    return true;
  } catch (err) {
    if (isUniqueViolation(err, 'users_referral_code_key')) return false;
    throw err;
  }
}

/** The active user whose referral link carries this code. */
export async function findActiveUserIdByReferralCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deactivatedAt)))
    .limit(1);
  return row?.id;
}
