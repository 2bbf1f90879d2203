import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { CancellationReason, PaymentProviderName, SubscriptionStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { billingDunningSteps, payments, subscriptions } from '../../db/schema/billing.js';
import type { SubscriptionRow } from './billing.repository.js';

/*
 * Issue 24: cancellation, referral credits on the provider's balance, dunning. Company-scoped
 * functions take companyId first; the jobs' `…OfAnyCompany` reads list the rows they then
 * change through the scoped functions with the companyId of the row found.
 */

// ---------------------------------------------------------------- cancellation

/** Schedules (or, with null, undoes) the cancellation of a live subscription; the row when it changed. */
export async function setSubscriptionCancellation(
  db: Database,
  companyId: string,
  subscriptionId: string,
  cancellation: { reason: CancellationReason; note: string | null; at: Date } | null,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set(
      cancellation
        ? {
            cancelAtPeriodEnd: true,
            cancellationReason: cancellation.reason,
            cancellationNote: cancellation.note,
            cancellationRequestedAt: cancellation.at,
            updatedAt: new Date(),
          }
        : {
            cancelAtPeriodEnd: false,
            cancellationReason: null,
            cancellationNote: null,
            cancellationRequestedAt: null,
            updatedAt: new Date(),
          },
    )
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.id, subscriptionId),
        inArray(subscriptions.status, ['active', 'past_due']),
        eq(subscriptions.cancelAtPeriodEnd, cancellation === null),
      ),
    )
    .returning();
  return row;
}

/** What a provider's subscription event says, applied only when newer than the last one applied. */
export async function syncSubscriptionFromProvider(
  db: Database,
  companyId: string,
  subscriptionId: string,
  change: {
    eventAt: Date;
    status?: SubscriptionStatus | undefined;
    cancelAtPeriodEnd?: boolean | undefined;
    currentPeriodEnd?: Date | undefined;
    pastDueSince?: Date | null | undefined;
  },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({
      providerEventAt: change.eventAt,
      ...(change.status ? { status: change.status } : {}),
      ...(change.cancelAtPeriodEnd !== undefined ? { cancelAtPeriodEnd: change.cancelAtPeriodEnd } : {}),
      ...(change.cancelAtPeriodEnd === true
        ? { cancellationRequestedAt: sql`coalesce(${subscriptions.cancellationRequestedAt}, ${change.eventAt})` }
        : {}),
      ...(change.currentPeriodEnd ? { currentPeriodEnd: change.currentPeriodEnd } : {}),
      ...(change.pastDueSince !== undefined ? { pastDueSince: change.pastDueSince } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.id, subscriptionId),
        // A cancelled subscription stays cancelled; an older event changes nothing.
        inArray(subscriptions.status, ['pending', 'active', 'past_due']),
        sql`(${subscriptions.providerEventAt} is null or ${subscriptions.providerEventAt} <= ${change.eventAt})`,
      ),
    )
    .returning();
  return row;
}

/** Sandbox subscriptions whose cancellation is due (the paid period ended). */
export async function listEndedCancellationsOfAnyCompany(
  db: Database,
  provider: PaymentProviderName,
  now: Date,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.cancelAtPeriodEnd, true),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd));
}

// ---------------------------------------------------------------- dunning

/** The subscription is past due since `since` (kept when it already was). */
export async function markPastDue(db: Database, companyId: string, subscriptionId: string, since: Date) {
  await db
    .update(subscriptions)
    .set({
      status: 'past_due',
      pastDueSince: sql`coalesce(${subscriptions.pastDueSince}, ${since})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.id, subscriptionId),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    );
}

/** Active subscriptions whose paid period ended with a charge still pending: unpaid since the period end. */
export async function listUnpaidAtPeriodEndOfAnyCompany(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, now),
        sql`exists (select 1 from ${payments} p where p.subscription_id = ${subscriptions.id} and p.kind = 'charge' and p.status = 'pending')`,
      ),
    );
}

/** Past-due subscriptions (dunning runs on them). */
export async function listPastDueOfAnyCompany(db: Database): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'past_due'), isNotNull(subscriptions.pastDueSince)))
    .orderBy(asc(subscriptions.pastDueSince));
}

/** Claims one dunning step of an unpaid period: true the first time, false when it was done already. */
export async function claimDunningStep(
  db: Database,
  companyId: string,
  step: { subscriptionId: string; pastDueSince: Date; step: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(billingDunningSteps)
    .values({
      companyId,
      subscriptionId: step.subscriptionId,
      pastDueSince: step.pastDueSince,
      step: step.step,
      doneAt: step.at,
    })
    .onConflictDoNothing()
    .returning({ step: billingDunningSteps.step });
  return rows.length === 1;
}

/** The dunning steps done for a company, oldest first (tests, support). */
export async function listDunningSteps(db: Database, companyId: string) {
  return db
    .select()
    .from(billingDunningSteps)
    .where(eq(billingDunningSteps.companyId, companyId))
    .orderBy(asc(billingDunningSteps.doneAt), asc(billingDunningSteps.step));
}

// ---------------------------------------------------------------- referral credits

/**
 * The credit left to deduct: every referral credit minus what charges still standing
 * (pending or paid) already deducted, in centavos (>= 0).
 */
export async function availableCreditCents(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({
      credits: sql<string>`coalesce(sum(case when ${payments.kind} = 'referral_credit' then -${payments.amountCents} else 0 end), 0)`,
      used: sql<string>`coalesce(sum(case when ${payments.kind} = 'charge' and ${payments.status} in ('pending', 'paid') then ${payments.creditCents} else 0 end), 0)`,
    })
    .from(payments)
    .where(eq(payments.companyId, companyId));
  return Math.max(0, Number(row?.credits ?? 0) - Number(row?.used ?? 0));
}

/** Referral credits not yet put on the provider's balance, of companies with a live subscription there. */
export async function listUnappliedCreditsOfAnyCompany(db: Database, provider: PaymentProviderName) {
  return db
    .select({ credit: payments, subscription: subscriptions })
    .from(payments)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.companyId, payments.companyId),
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    )
    .where(and(eq(payments.kind, 'referral_credit'), isNull(payments.creditAppliedAt)))
    .orderBy(asc(payments.createdAt));
}

/** Records that the credit is on the provider's balance; false when it already was. */
export async function markCreditApplied(
  db: Database,
  companyId: string,
  creditId: string,
  applied: { at: Date; reference: string },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ creditAppliedAt: applied.at, creditAppliedReference: applied.reference })
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.id, creditId),
        eq(payments.kind, 'referral_credit'),
        isNull(payments.creditAppliedAt),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The credit a charge used (Stripe's invoice tells it when paid). */
export async function setChargeCredit(db: Database, companyId: string, paymentId: string, creditCents: number) {
  await db
    .update(payments)
    .set({ creditCents })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), eq(payments.kind, 'charge')));
}
