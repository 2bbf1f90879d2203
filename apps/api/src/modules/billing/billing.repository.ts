import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PaymentProviderName, PaymentStatus, SubscriptionStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { paymentEvents, payments, plans, subscriptions } from '../../db/schema/billing.js';
import { companies } from '../../db/schema/companies.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/*
 * Company-scoped functions take companyId first and use it in every where. The few that
 * find a row by a provider's reference (a webhook, the sandbox checkout page) read it by
 * that unguessable key; everything they then change goes through the scoped functions
 * with the companyId of the row found.
 */

// ---------------------------------------------------------------- subscriptions

/**
 * A transaction serialised with the company's other billing changes (checkouts, plan changes,
 * cancellations, the open charge's checkout): the company's lock is held until it ends.
 */
export async function companyBillingTransaction<T>(
  db: Database,
  companyId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${companyId}`}, 0))`);
    return work(tx);
  });
}

/** The company's subscriptions in these statuses, newest first. */
export async function listSubscriptionsByStatus(
  db: Database,
  companyId: string,
  statuses: SubscriptionStatus[],
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, statuses)))
    .orderBy(desc(subscriptions.createdAt));
}

export async function insertSubscription(
  db: Database,
  companyId: string,
  subscription: { planId: string; priceCents: number; provider: PaymentProviderName },
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ companyId, ...subscription, status: 'pending' })
    .returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

/** A pending subscription takes the plan chosen at a new checkout. */
export async function updatePendingSubscription(
  db: Database,
  companyId: string,
  subscriptionId: string,
  changes: { planId: string; priceCents: number; provider: PaymentProviderName },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function findSubscription(
  db: Database,
  companyId: string,
  subscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.id, subscriptionId)))
    .limit(1);
  return row;
}

/** By our id alone: system administrators' calls. */
export async function findSubscriptionOfAnyCompany(
  db: Database,
  subscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
  return row;
}

/** By Stripe's subscription id (sub_...): webhooks. */
export async function findSubscriptionByProviderId(
  db: Database,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

/** Paid: active until `currentPeriodEnd`; remembers the provider's subscription id when given. */
export async function activateSubscription(
  db: Database,
  companyId: string,
  subscriptionId: string,
  change: { currentPeriodEnd: Date; providerSubscriptionId?: string | undefined },
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodEnd: change.currentPeriodEnd,
      pastDueSince: null,
      ...(change.providerSubscriptionId ? { providerSubscriptionId: change.providerSubscriptionId } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.id, subscriptionId)));
}

export async function setSubscriptionStatus(
  db: Database,
  companyId: string,
  subscriptionId: string,
  change: { from: SubscriptionStatus[]; to: SubscriptionStatus },
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: change.to, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.id, subscriptionId),
        inArray(subscriptions.status, change.from),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- payments

export interface NewPayment {
  id?: string;
  subscriptionId: string;
  description: string;
  amountCents: number;
  provider: PaymentProviderName;
  providerReference: string;
  checkoutUrl?: string | null;
  returnUrl?: string | null;
  /** The referral credit deducted from this charge (amountCents is what is left). */
  creditCents?: number;
}

export async function insertPayment(db: Database, companyId: string, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ companyId, ...payment, status: 'pending' })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** The payment for a provider's reference (an invoice), created pending when it is new. */
export async function upsertPaymentByReference(
  db: Database,
  companyId: string,
  payment: NewPayment,
): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values({ companyId, ...payment, status: 'pending' })
    .onConflictDoNothing({ target: [payments.provider, payments.providerReference] });
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.provider, payment.provider),
        eq(payments.providerReference, payment.providerReference),
      ),
    )
    .limit(1);
  if (!row) throw new Error('payment reference belongs to another company');
  return row;
}

/** Drops the subscription's payments nobody paid yet (a new checkout replaces them); returns them. */
export async function deletePendingPayments(
  db: Database,
  companyId: string,
  subscriptionId: string,
): Promise<PaymentRow[]> {
  return db
    .delete(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.status, 'pending'),
      ),
    )
    .returning();
}

export async function findPendingPayment(
  db: Database,
  companyId: string,
  subscriptionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** The company's payments, newest first. */
export async function listPayments(db: Database, companyId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** By our payment id alone: the sandbox checkout (the id is the capability) and webhooks. */
export async function findPaymentOfAnyCompany(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/**
 * A paid charge's jobs (its receipt, the firm's note for its fee) read the payment with its
 * plan's name and its company; `forUpdate` locks the payment's row until the transaction ends.
 */
export async function findPaymentWithPlanAndCompany(
  db: Database,
  companyId: string,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ payment: payments, planName: plans.name, company: companies })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: payments }) : await query;
  return row;
}

/** The columns a paid charge's jobs fill once: the receipt, the firm's request, the note's copies. */
type PaymentOnceColumn = 'receiptFileId' | 'feeNfsRequestId' | 'feeInvoicePdfFileId';

/**
 * Sets `values` on the company's payment only while `whileEmpty` is still null (a job's
 * set-once step under the payment's lock): false when it was set already (another run came first).
 */
export async function setPaymentWhileEmpty(
  db: Database,
  companyId: string,
  paymentId: string,
  whileEmpty: PaymentOnceColumn,
  values: Partial<
    Pick<PaymentRow, PaymentOnceColumn | 'feeInvoiceXmlFileId' | 'feeNfsBlockedCode' | 'feeNfsBlockedAt'>
  >,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), isNull(payments[whileEmpty])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function findPaymentByReference(
  db: Database,
  provider: PaymentProviderName,
  providerReference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, providerReference)))
    .limit(1);
  return row;
}

/**
 * Moves the payment to paid or failed when it is in one of `from`; undefined when it
 * was not (already settled, or settled by a concurrent call).
 */
export async function settlePayment(
  db: Database,
  companyId: string,
  paymentId: string,
  change: { from: PaymentStatus[]; to: 'paid' | 'failed' | 'expired'; at: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set(change.to === 'paid' ? { status: 'paid', paidAt: change.at } : { status: change.to, failedAt: change.at })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), inArray(payments.status, change.from)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- provider events

/** True the first time an event id is seen; false for a replay (inside the caller's transaction). */
export async function recordPaymentEvent(
  db: Database,
  event: { provider: PaymentProviderName; eventId: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

// ---------------------------------------------------------------- views

/** What the sandbox checkout page shows for a payment. */
export async function findPaymentWithNamesOfAnyCompany(db: Database, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, companyName: companies.name, planName: plans.name, planId: plans.id })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}

/** An active subscription moves to another plan; the price applies from the next charge. */
export async function changeSubscriptionPlan(
  db: Database,
  companyId: string,
  subscriptionId: string,
  change: { planId: string; priceCents: number },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.id, subscriptionId),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    )
    .returning();
  return row;
}

/** The company's latest subscription with its plan's name. */
export async function findLatestSubscriptionWithPlan(db: Database, companyId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** The company's latest charge when it is still to pay (pending or failed, with its payment URL). */
export async function findOpenCharge(db: Database, companyId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.kind, 'charge')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row && row.status !== 'paid' && row.checkoutUrl ? row : undefined;
}
