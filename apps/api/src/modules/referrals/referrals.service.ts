import {
  REFERRAL_REWARD_RULE,
  type PaymentProviderName,
  type Referral,
  type ReferralStage,
  type ReferralsSummary,
  toCents,
  toReais,
} from '@contabil/contracts';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import {
  findActiveUserIdByReferralCode,
  findCreditedCompanyId,
  findReferralCode,
  setReferralCodeIfNone,
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

export function referralLink(webOrigin: string, code: string): string {
  return `${webOrigin}/app/login?cadastro=1&indicacao=${encodeURIComponent(code)}`;
}

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i): easy to read aloud or type. */
const REFERRAL_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/**
 * The user's short referral code (31^8 ≈ 850 billion codes: not guessable in bulk, unlike
 * nothing, and it tells nothing about the user, unlike the uid), made the first time it is asked for.
 */
export async function referralCodeOf(db: Database, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findReferralCode(db, userId);
    if (existing) return existing;
    await setReferralCodeIfNone(db, userId, newReferralCode());
  }
  const code = await findReferralCode(db, userId);
  if (!code) throw new Error('could not give the user a referral code');
  return code;
}

/** The referrer a sign-up's `indicacao` names: an active user's code (or, for links made before codes, their uid). */
export async function referrerIdFromLink(
  db: Database,
  value: string | undefined,
  findActiveUserById: (id: string) => Promise<string | undefined>,
): Promise<string | null> {
  if (!value) return null;
  const normalised = value.trim().toLowerCase();
  if (REFERRAL_CODE_PATTERN.test(normalised)) return (await findActiveUserIdByReferralCode(db, normalised)) ?? null;
  if (UUID_PATTERN.test(normalised)) return (await findActiveUserById(normalised)) ?? null;
  return null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
      reward: toReais(earned.reduce((sum, c) => sum + Math.abs(c.amountCents), 0)),
      rewardedAt: earned[0]?.paidAt?.toISOString() ?? null,
    };
  });
  const code = await referralCodeOf(db, uid);
  return {
    link: referralLink(webOrigin, code),
    code,
    referrals,
    // Summed in cents, so the total has no floating-point crumbs.
    totalReward: toReais(referrals.reduce((sum, r) => sum + toCents(r.reward), 0)),
    creditedCompanyId: (await findCreditedCompanyId(db, uid)) ?? null,
    rule: REFERRAL_REWARD_RULE,
  };
}
