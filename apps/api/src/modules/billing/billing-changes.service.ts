import { randomUUID } from 'node:crypto';
import {
  cancellationMessages,
  cancellationReasonSchema,
  dunningMessages,
  messages,
  type NextCharge,
  type OpenChargeCheckout,
  type SubscriptionCancellation,
  type SubscriptionCancellationState,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess, assertCompanyAdmin } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { availableCreditCents, setSubscriptionCancellation } from './billing-changes.repository.js';
import {
  findLatestSubscriptionWithPlan,
  findOpenCharge,
  insertPayment,
  listSubscriptionsByStatus,
  companyBillingTransaction,
  type SubscriptionRow,
} from './billing.repository.js';
import { DEFAULT_RETURN_PATH, providerSubscription, returnUrl, type PaymentProvider } from './payment-provider.js';
import { sandboxCheckoutUrl } from './sandbox-provider.js';

interface Deps {
  db: Database;
  provider: PaymentProvider;
  webOrigin: string;
}

const reais = (cents: number) => cents / 100;

/** The cancellation of a subscription row as the wire shows it. */
export function cancellationOf(row: SubscriptionRow): SubscriptionCancellationState | null {
  if (!row.cancelAtPeriodEnd && row.status !== 'canceled') return null;
  if (!row.cancellationRequestedAt) return null;
  const reason = cancellationReasonSchema.safeParse(row.cancellationReason);
  return {
    reason: reason.success ? reason.data : null,
    note: row.cancellationNote,
    requestedAt: row.cancellationRequestedAt.toISOString(),
    endsAt: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

/**
 * The next renewal of a live subscription, with the referral credit the ledger still holds
 * deducted (as the sandbox's renewal and Stripe's customer balance deduct it); null once
 * the subscription is cancelled or when it is not live.
 */
export async function nextChargeOf(
  db: Database,
  companyId: string,
  subscription: SubscriptionRow | undefined,
): Promise<NextCharge | null> {
  if (!subscription || subscription.cancelAtPeriodEnd || !subscription.currentPeriodEnd) return null;
  if (subscription.status !== 'active' && subscription.status !== 'past_due') return null;
  const credit = Math.min(await availableCreditCents(db, companyId), subscription.priceCents);
  return {
    date: subscription.currentPeriodEnd.toISOString(),
    amount: reais(subscription.priceCents),
    creditAmount: reais(credit),
    amountDue: reais(subscription.priceCents - credit),
  };
}

async function liveSubscription(tx: Database, companyId: string): Promise<SubscriptionRow> {
  const [live] = await listSubscriptionsByStatus(tx, companyId, ['active', 'past_due']);
  if (!live) throw conflict(cancellationMessages.noActiveSubscription);
  return live;
}

/**
 * `POST /subscriptions/cancellation?companyId=`: the subscription ends with the paid
 * period (Stripe: cancel_at_period_end); the reason is kept and audited. Company-admins.
 */
export async function cancelSubscription(
  deps: Deps,
  auth: AuthContext,
  companyId: string,
  input: SubscriptionCancellation,
  requestId: string,
): Promise<void> {
  const { db, provider } = deps;
  await assertCompanyAdmin(db, auth, companyId);
  await companyBillingTransaction(db, companyId, async (tx) => {
    const live = await liveSubscription(tx, companyId);
    if (live.cancelAtPeriodEnd) throw conflict(cancellationMessages.alreadyCancelled);
    const note = input.note && input.note.length > 0 ? input.note : null;
    const updated = await setSubscriptionCancellation(tx, companyId, live.id, {
      reason: input.reason,
      note,
      at: new Date(),
    });
    if (!updated) throw conflict(cancellationMessages.alreadyCancelled);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'subscription.cancellation_requested',
      entityType: 'subscription',
      entityId: live.id,
      requestId,
      details: { reason: input.reason, note, endsAt: live.currentPeriodEnd?.toISOString() ?? null },
    });
    // Last: a provider failure rolls our change back.
    await provider.setCancelAtPeriodEnd(providerSubscription(live), true, randomUUID());
  });
}

/** `DELETE /subscriptions/cancellation?companyId=`: the customer changed their mind before the end. */
export async function undoCancellation(
  deps: Deps,
  auth: AuthContext,
  companyId: string,
  requestId: string,
): Promise<void> {
  const { db, provider } = deps;
  await assertCompanyAdmin(db, auth, companyId);
  await companyBillingTransaction(db, companyId, async (tx) => {
    const [live] = await listSubscriptionsByStatus(tx, companyId, ['active', 'past_due']);
    if (!live?.cancelAtPeriodEnd) throw conflict(cancellationMessages.notCancelled);
    const updated = await setSubscriptionCancellation(tx, companyId, live.id, null);
    if (!updated) throw conflict(cancellationMessages.notCancelled);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'subscription.cancellation_undone',
      entityType: 'subscription',
      entityId: live.id,
      requestId,
      details: { reason: live.cancellationReason },
    });
    await provider.setCancelAtPeriodEnd(providerSubscription(live), false, randomUUID());
  });
}

/**
 * `POST /billing/open-charge/checkout?companyId=`: where to pay the charge in the open (the
 * disabled page's "Pagar agora"). A pending charge keeps its checkout; Stripe's failed
 * invoice is paid on its invoice page; a failed sandbox charge gets a new checkout for the
 * same amount (the failed one stays in the history). Any member of the company may pay.
 */
export async function openChargeCheckout(
  deps: Deps,
  auth: AuthContext,
  companyId: string,
): Promise<OpenChargeCheckout> {
  const { db } = deps;
  await assertCompanyAccess(db, auth, companyId);
  return companyBillingTransaction(db, companyId, async (tx) => {
    const open = await findOpenCharge(tx, companyId);
    if (!open?.subscriptionId) throw conflict(dunningMessages.nothingToPay);
    if (open.status === 'pending' || open.provider === 'stripe') {
      if (!open.checkoutUrl) throw conflict(dunningMessages.noPaymentLink);
      return { paymentId: open.id, url: open.checkoutUrl };
    }
    const latest = await findLatestSubscriptionWithPlan(tx, companyId);
    if (!latest) throw notFound(messages.notFound);
    const paymentId = randomUUID();
    const url = sandboxCheckoutUrl(deps.webOrigin, paymentId);
    await insertPayment(tx, companyId, {
      id: paymentId,
      subscriptionId: open.subscriptionId,
      description: open.description,
      amountCents: open.amountCents,
      creditCents: open.creditCents,
      provider: 'sandbox',
      providerReference: paymentId,
      checkoutUrl: url,
      returnUrl: returnUrl(deps.webOrigin, DEFAULT_RETURN_PATH, 'sucesso'),
    });
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'payment.retry_created',
      entityType: 'payment',
      entityId: paymentId,
      details: { failedPaymentId: open.id, amountCents: open.amountCents },
    });
    return { paymentId, url };
  });
}
