import {
  REFERRAL_REWARD_RULE,
  type PaymentProviderName,
  type Referral,
  type ReferralStage,
  type ReferralsSummary,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import {
  findCreditedCompanyId,
  findReferrerOfCompany,
  insertReferralCredit,
  listCreditsForReferredCompanies,
  listReferredCompanies,
  listReferredUsers,
} from './referrals.repository.js';

/** "Ana S." for Ana Souza: the referrer sees a first name and an initial, no more. */
export function maskedName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function referralLink(webOrigin: string, uid: string): string {
  return `${webOrigin}/app/login?cadastro=1&indicacao=${encodeURIComponent(uid)}`;
}

/**
 * Inside the payment event's transaction, after a company's FIRST payment: credits the
 * referrer's company one month of the plan. The ledger's unique key makes a second
 * delivery (or a concurrent one) write nothing. No referrer, a referrer without a company,
 * or a referrer in the same company: nothing.
 */
export async function creditReferrer(
  tx: Database,
  event: { referredCompanyId: string; amountCents: number; provider: PaymentProviderName; at: Date },
): Promise<void> {
  const referral = await findReferrerOfCompany(tx, event.referredCompanyId);
  if (!referral) return;
  const creditedCompanyId = await findCreditedCompanyId(tx, referral.referrerId);
  if (!creditedCompanyId || creditedCompanyId === event.referredCompanyId) return;
  const referred = await findCompany(tx, event.referredCompanyId);
  const paymentId = await insertReferralCredit(tx, creditedCompanyId, {
    referredCompanyId: event.referredCompanyId,
    amountCents: event.amountCents,
    description: `Crédito de indicação: ${referred?.name ?? 'empresa indicada'}`,
    provider: event.provider,
    at: event.at,
  });
  if (!paymentId) return;
  await recordAudit(tx, creditedCompanyId, {
    actorUserId: null,
    action: 'referral.credited',
    entityType: 'payment',
    entityId: paymentId,
    details: {
      referrerId: referral.referrerId,
      referredUserId: referral.referredUserId,
      referredCompanyId: event.referredCompanyId,
      amountCents: event.amountCents,
    },
  });
}

const STAGE_ORDER: ReferralStage[] = ['signed_up', 'company_active', 'paying'];

/** `GET /referrals/me`. */
export async function getMyReferrals(db: Database, webOrigin: string, uid: string): Promise<ReferralsSummary> {
  const people = await listReferredUsers(db, uid);
  const companies = await listReferredCompanies(
    db,
    people.map((p) => p.id),
  );
  const credits = await listCreditsForReferredCompanies(
    db,
    companies.map((c) => c.companyId),
  );
  const referrals: Referral[] = people.map((person) => {
    const theirs = companies.filter((c) => c.userId === person.id);
    let stage: ReferralStage = 'signed_up';
    for (const company of theirs) {
      const s: ReferralStage = company.hasPaid
        ? 'paying'
        : company.status === 'active' || company.status === 'overdue'
          ? 'company_active'
          : 'signed_up';
      if (STAGE_ORDER.indexOf(s) > STAGE_ORDER.indexOf(stage)) stage = s;
    }
    const earned = credits.filter((c) => theirs.some((t) => t.companyId === c.referredCompanyId));
    return {
      name: maskedName(person.name),
      signedUpAt: person.createdAt.toISOString(),
      stage,
      rewardCents: earned.reduce((sum, c) => sum + Math.abs(c.amountCents), 0),
      rewardedAt: earned[0]?.paidAt?.toISOString() ?? null,
    };
  });
  return {
    link: referralLink(webOrigin, uid),
    indicatedBy: uid,
    referrals,
    totalRewardCents: referrals.reduce((sum, r) => sum + r.rewardCents, 0),
    creditedCompanyId: (await findCreditedCompanyId(db, uid)) ?? null,
    rule: REFERRAL_REWARD_RULE,
  };
}
