import type Stripe from 'stripe';
import { z } from 'zod';
import { messages } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findPlan } from '../plans/plans.repository.js';
import {
  findPaymentOfAnyCompany,
  findPaymentByReference,
  findSubscription,
  findSubscriptionByProviderId,
  recordPaymentEvent,
  upsertPaymentByReference,
  type PaymentRow,
  type SubscriptionRow,
} from './billing.repository.js';
import type { JobSender, MailContext } from '../mail/mailer.js';
import { setPaymentDueAt, setPaymentMethod, type PaymentMethodChange } from './payment-methods.repository.js';
import { paymentFailed, paymentSucceeded, type EventLog } from './billing.events.service.js';
import { firstPaymentDescription, renewalDescription } from './billing.service.js';
import { constructStripeEvent } from './stripe-provider.js';
import { applyStripeSubscriptionEvent, recordInvoiceCredit } from './stripe-subscription-events.js';

export type StripeEventOutcome = 'applied' | 'replayed' | 'ignored';

const uuid = z.uuid();
const asUuid = (value: unknown): string | undefined => {
  const parsed = uuid.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** Verifies the signature: 400 (and nothing else happens) when it is missing or does not match. */
export function verifyStripeEvent(
  rawBody: unknown,
  signature: string | string[] | undefined,
  webhookSecret: string,
): Stripe.Event {
  if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || signature === '') {
    throw new AppError('bad_request', 400, messages.invalidWebhookSignature);
  }
  try {
    return constructStripeEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new AppError('bad_request', 400, messages.invalidWebhookSignature);
  }
}

/**
 * The payment a Checkout Session pays: ours by client_reference_id; one that a newer
 * checkout replaced (and deleted) but that was paid anyway is recorded against the
 * subscription its metadata names, so no money goes unrecorded.
 */
async function checkoutPayment(tx: Database, session: Stripe.Checkout.Session): Promise<PaymentRow | undefined> {
  const byReference = await findPaymentByReference(tx, 'stripe', session.id);
  if (byReference) return byReference;
  const paymentId = asUuid(session.client_reference_id) ?? asUuid(session.metadata?.paymentId);
  const byId = paymentId ? await findPaymentOfAnyCompany(tx, paymentId) : undefined;
  if (byId?.provider === 'stripe') return byId;
  const companyId = asUuid(session.metadata?.companyId);
  const subscriptionId = asUuid(session.metadata?.subscriptionId);
  const subscription = companyId && subscriptionId ? await findSubscription(tx, companyId, subscriptionId) : undefined;
  if (!subscription) return undefined;
  const plan = await findPlan(tx, subscription.planId);
  return upsertPaymentByReference(tx, subscription.companyId, {
    subscriptionId: subscription.id,
    description: firstPaymentDescription(plan?.name ?? ''),
    amountCents: session.amount_total ?? subscription.priceCents,
    provider: 'stripe',
    providerReference: session.id,
  });
}

/** The subscription of a renewal invoice: by Stripe's id, else by the metadata we gave it at checkout. */
async function invoiceSubscription(tx: Database, invoice: Stripe.Invoice): Promise<SubscriptionRow | undefined> {
  const details = invoice.parent?.subscription_details;
  // Older API versions put the subscription on the invoice itself.
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const stripeId = idOf(details?.subscription) ?? idOf(legacy);
  const byStripeId = stripeId ? await findSubscriptionByProviderId(tx, stripeId) : undefined;
  if (byStripeId) return byStripeId;
  const companyId = asUuid(details?.metadata?.companyId);
  const subscriptionId = asUuid(details?.metadata?.subscriptionId);
  return companyId && subscriptionId ? findSubscription(tx, companyId, subscriptionId) : undefined;
}

async function invoicePayment(
  tx: Database,
  invoice: Stripe.Invoice,
  amountCents: number,
): Promise<PaymentRow | undefined> {
  const subscription = await invoiceSubscription(tx, invoice);
  if (!subscription) return undefined;
  const plan = await findPlan(tx, subscription.planId);
  return upsertPaymentByReference(tx, subscription.companyId, {
    subscriptionId: subscription.id,
    description: renewalDescription(plan?.name ?? ''),
    amountCents,
    provider: 'stripe',
    providerReference: invoice.id,
    // Stripe's page where the customer pays this invoice (e.g. with another card).
    checkoutUrl: invoice.hosted_invoice_url ?? null,
  });
}

function invoicePeriodEnd(invoice: Stripe.Invoice): Date | undefined {
  const end = invoice.lines?.data?.[0]?.period?.end;
  return typeof end === 'number' ? new Date(end * 1000) : undefined;
}

/** The method of a Checkout payment, when it has none yet; the row as it is afterwards. */
async function recordCheckoutMethod(tx: Database, payment: PaymentRow, method: 'card' | 'boleto'): Promise<PaymentRow> {
  if (payment.method) return payment;
  return (await setPaymentMethod(tx, payment.companyId, payment.id, { method })) ?? payment;
}

/** What a PaymentIntent waiting for the customer shows: a boleto's line and PDF, or a Pix code. */
function voucherOf(intent: Stripe.PaymentIntent): PaymentMethodChange | undefined {
  const boleto = intent.next_action?.boleto_display_details;
  if (boleto?.number) {
    return {
      method: 'boleto',
      boletoLine: boleto.number,
      boletoPdfUrl: boleto.pdf ?? boleto.hosted_voucher_url,
      dueAt: boleto.expires_at ? new Date(boleto.expires_at * 1000) : null,
    };
  }
  const pix = intent.next_action?.pix_display_qr_code;
  if (pix?.data) {
    return { method: 'pix', pixCode: pix.data, dueAt: pix.expires_at ? new Date(pix.expires_at * 1000) : null };
  }
  return undefined;
}

/** The first invoice is paid inside Checkout: checkout.session.completed settles it. */
const isFirstInvoice = (invoice: Stripe.Invoice) => invoice.billing_reason === 'subscription_create';

const HANDLED = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  // Issue 24: a renewal to pay by boleto (or Pix), and its voucher's details.
  'invoice.payment_action_required',
  'payment_intent.requires_action',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * Applies one verified Stripe event, once: its id goes into payment_events in the same
 * transaction as its effects, so a replay (Stripe retries, or a duplicate delivery)
 * changes nothing and still answers 200.
 */
export async function handleStripeEvent(
  deps: { db: Database; log: EventLog; mail: MailContext; jobs?: JobSender | undefined },
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const at = new Date(event.created * 1000);
  const { log, mail, jobs } = deps;
  return deps.db.transaction(async (tx): Promise<StripeEventOutcome> => {
    if (!(await recordPaymentEvent(tx, { provider: 'stripe', eventId: event.id, type: event.type }))) {
      return 'replayed';
    }
    const unknown = (what: string) => {
      log.warn({ eventId: event.id, type: event.type }, `stripe: ${what} not found; event recorded and skipped`);
      return 'ignored' as const;
    };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.mode !== 'subscription') return 'ignored';
        // A delayed method (boleto) completes the session unpaid: async_payment_succeeded follows.
        if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') {
          const waiting = await checkoutPayment(tx, session);
          if (!waiting) return unknown('checkout payment');
          await recordCheckoutMethod(tx, waiting, 'boleto');
          return 'applied';
        }
        const found = await checkoutPayment(tx, session);
        if (!found) return unknown('checkout payment');
        // Paid at once is a card; paid later (async) is the boleto the customer chose.
        const payment = await recordCheckoutMethod(
          tx,
          found,
          event.type === 'checkout.session.completed' ? 'card' : 'boleto',
        );
        await paymentSucceeded(tx, payment, {
          at,
          from: ['pending', 'failed'],
          providerSubscriptionId: idOf(session.subscription),
          log,
          mail,
          jobs,
        });
        return 'applied';
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = event.data.object;
        if (session.mode !== 'subscription') return 'ignored';
        const payment = await findPaymentByReference(tx, 'stripe', session.id);
        if (!payment) return unknown('checkout payment');
        // async_payment_failed: the boleto's due date passed unpaid.
        const outcome = event.type === 'checkout.session.async_payment_failed' ? 'expired' : 'failed';
        await paymentFailed(tx, payment, { at, from: ['pending'], log, mail, outcome });
        return 'applied';
      }
      case 'invoice.payment_action_required': {
        const invoice = event.data.object;
        if (isFirstInvoice(invoice)) return 'ignored';
        const payment = await invoicePayment(tx, invoice, invoice.amount_due);
        if (!payment) return unknown('subscription');
        // The customer pays on Stripe's invoice page (boleto or Pix); its due date when it has one.
        if (invoice.due_date) {
          await setPaymentDueAt(tx, payment.companyId, payment.id, new Date(invoice.due_date * 1000));
        }
        return 'applied';
      }
      case 'payment_intent.requires_action': {
        const intent = event.data.object;
        const voucher = voucherOf(intent);
        if (!voucher) return 'ignored';
        // The invoice it pays: named on the PaymentIntent by API versions before 2025-03-31.
        const invoiceId = idOf((intent as unknown as { invoice?: string | { id: string } | null }).invoice);
        const payment = invoiceId ? await findPaymentByReference(tx, 'stripe', invoiceId) : undefined;
        if (!payment) return unknown('invoice payment');
        await setPaymentMethod(tx, payment.companyId, payment.id, voucher);
        return 'applied';
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        if (isFirstInvoice(invoice)) return 'ignored';
        const payment = await invoicePayment(tx, invoice, invoice.amount_paid);
        if (!payment) return unknown('subscription');
        await recordInvoiceCredit(tx, payment, invoice);
        await paymentSucceeded(tx, payment, {
          at,
          from: ['pending', 'failed'],
          currentPeriodEnd: invoicePeriodEnd(invoice),
          log,
          mail,
          jobs,
        });
        return 'applied';
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        if (isFirstInvoice(invoice)) return 'ignored';
        const payment = await invoicePayment(tx, invoice, invoice.amount_due);
        if (!payment) return unknown('subscription');
        await paymentFailed(tx, payment, { at, from: ['pending'], log, mail });
        return 'applied';
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applyStripeSubscriptionEvent(tx, event, { log, mail });
      default:
        return 'ignored';
    }
  });
}
