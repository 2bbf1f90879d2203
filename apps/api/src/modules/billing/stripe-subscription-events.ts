import type Stripe from 'stripe';
import { z } from 'zod';
import type { SubscriptionStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import type { MailContext } from '../mail/mailer.js';
import type { EventLog } from './billing.events.service.js';
import { endSubscription } from './billing-dunning.service.js';
import { setChargeCredit, syncSubscriptionFromProvider } from './billing-changes.repository.js';
import { findSubscription, findSubscriptionByProviderId, type PaymentRow } from './billing.repository.js';

/*
 * Issue 24: what Stripe says of a subscription itself. `customer.subscription.updated` brings
 * the cancellation scheduled (or undone) at Stripe, the status and the period;
 * `customer.subscription.deleted` ends it. Each is applied only when newer than the last one
 * applied (`providerEventAt`), so a late, older delivery changes nothing; a cancelled
 * subscription stays cancelled.
 */

const uuid = z.uuid();
const asUuid = (value: unknown) => {
  const parsed = uuid.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

const STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

async function ourSubscription(tx: Database, subscription: Stripe.Subscription) {
  const byStripeId = await findSubscriptionByProviderId(tx, subscription.id);
  if (byStripeId) return byStripeId;
  const companyId = asUuid(subscription.metadata?.companyId);
  const subscriptionId = asUuid(subscription.metadata?.subscriptionId);
  return companyId && subscriptionId ? findSubscription(tx, companyId, subscriptionId) : undefined;
}

function periodEnd(subscription: Stripe.Subscription): Date | undefined {
  // API 2025-03 and later: on the items; earlier: on the subscription.
  const end =
    subscription.items?.data?.[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : undefined;
}

/** Applies customer.subscription.updated / .deleted; 'ignored' when the subscription is not ours. */
export async function applyStripeSubscriptionEvent(
  tx: Database,
  event: Stripe.CustomerSubscriptionUpdatedEvent | Stripe.CustomerSubscriptionDeletedEvent,
  deps: { log: EventLog; mail: MailContext },
): Promise<'applied' | 'ignored'> {
  const stripeSubscription = event.data.object;
  const subscription = await ourSubscription(tx, stripeSubscription);
  if (!subscription) {
    deps.log.warn(
      { eventId: event.id, type: event.type },
      'stripe: subscription not found; event recorded and skipped',
    );
    return 'ignored';
  }
  const at = new Date(event.created * 1000);
  const ended = event.type === 'customer.subscription.deleted' || STATUS[stripeSubscription.status] === 'canceled';
  const mapped = STATUS[stripeSubscription.status];
  const synced = await syncSubscriptionFromProvider(tx, subscription.companyId, subscription.id, {
    eventAt: at,
    // The end goes through endSubscription (audited, the company disabled); `pending` waits for its checkout.
    status: ended || subscription.status === 'pending' || mapped === 'canceled' ? undefined : mapped,
    cancelAtPeriodEnd: stripeSubscription.cancel_at_period_end,
    // A pending one takes its period from the checkout's payment (an early event must not shift it).
    currentPeriodEnd: subscription.status === 'pending' ? undefined : periodEnd(stripeSubscription),
  });
  if (!synced) return 'ignored';
  if (ended) await endSubscription(tx, deps.mail, synced, at, deps.log);
  return 'applied';
}

/** The referral credit a paid invoice used from the customer's balance (a negative balance is a credit). */
export async function recordInvoiceCredit(tx: Database, payment: PaymentRow, invoice: Stripe.Invoice) {
  const starting = invoice.starting_balance ?? 0;
  const ending = invoice.ending_balance ?? starting;
  const used = ending - starting;
  if (used > 0) await setChargeCredit(tx, payment.companyId, payment.id, used);
}
