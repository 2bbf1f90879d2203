import type { FastifyBaseLogger } from 'fastify';
import type { CompanyStatus, PaymentStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import { changeCompanyStatus } from '../companies/company-status.service.js';
import { completeSubscriptionStep } from '../companies/subscription-step.service.js';
import type { JobSender, MailContext } from '../mail/mailer.js';
import { creditReferrer } from '../referrals/referrals.service.js';
import { emailPaymentOutcome } from './billing-notifications.js';
import { queuePaymentReceipt } from './receipts/payment-receipt.queue.js';
import { queueFeeInvoice } from './fee-invoice/fee-invoice.queue.js';
import { reactivateAfterDunning } from './billing-dunning.service.js';
import { claimDunningStep, markPastDue } from './billing-changes.repository.js';
import { activateSubscription, findSubscription, settlePayment, type PaymentRow } from './billing.repository.js';

/*
 * The domain events of a payment, whichever provider reported them: the Stripe webhook
 * and the sandbox checkout both call these, inside their own transaction.
 *
 * - first payment paid: payment paid, subscription active for a month, the track's
 *   subscription step done (a pending company moves on to awaiting_opening/migrating);
 * - first payment failed: payment failed, nothing else (the person may try again);
 * - renewal paid: payment paid, subscription active for one more period, overdue -> active;
 * - renewal failed: payment failed, subscription past_due, active -> overdue.
 */

export type EventLog = Pick<FastifyBaseLogger, 'warn'>;

export interface SettleOptions {
  at: Date;
  /** The statuses the payment may be settled from: the sandbox only settles pending ones; Stripe retries a failed invoice. */
  from: PaymentStatus[];
  log: EventLog;
  /** The customer is e-mailed of the outcome in the event's transaction (the outbox). */
  mail: MailContext;
  /** The job queue: a paid charge queues its receipt in the event's transaction (receipts/). */
  jobs?: JobSender | undefined;
}

/** Adds calendar months, keeping the day where the month has it (31 Jan + 1 -> 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Moves the company when it is in `from`; a move the status machine refuses is logged, not fatal (the money moved). */
async function moveCompany(
  tx: Database,
  mail: MailContext,
  companyId: string,
  from: CompanyStatus,
  to: CompanyStatus,
  log: EventLog,
) {
  const company = await findCompany(tx, companyId);
  if (company?.status !== from) return;
  try {
    await changeCompanyStatus(tx, mail, companyId, to, { actorUserId: null });
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    log.warn({ err, companyId, from, to }, 'billing: company status change refused after a payment event');
  }
}

/**
 * The payment went through. Returns the payment, or undefined when it was not in one of
 * `options.from` (nothing changed).
 */
export async function paymentSucceeded(
  tx: Database,
  payment: PaymentRow,
  options: SettleOptions & { providerSubscriptionId?: string | undefined; currentPeriodEnd?: Date | undefined },
): Promise<PaymentRow | undefined> {
  const { companyId } = payment;
  const paid = await settlePayment(tx, companyId, payment.id, { from: options.from, to: 'paid', at: options.at });
  if (!paid) return undefined;
  const subscription = payment.subscriptionId && (await findSubscription(tx, companyId, payment.subscriptionId));
  if (!subscription) throw new Error(`payment ${payment.id} without its subscription`);
  const isFirstPayment = subscription.status === 'pending';
  const periodStart =
    subscription.currentPeriodEnd && subscription.currentPeriodEnd > options.at
      ? subscription.currentPeriodEnd
      : options.at;
  const currentPeriodEnd = options.currentPeriodEnd ?? addMonths(periodStart, 1);
  await activateSubscription(tx, companyId, subscription.id, {
    currentPeriodEnd,
    providerSubscriptionId: options.providerSubscriptionId,
  });
  if (isFirstPayment) {
    try {
      await completeSubscriptionStep(tx, options.mail, companyId, {
        planId: subscription.planId,
        subscriptionId: subscription.id,
        paidAt: options.at,
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 409) throw err;
      options.log.warn({ err, companyId }, 'billing: the paid subscription could not move the company on');
    }
  }
  await moveCompany(tx, options.mail, companyId, 'overdue', 'active', options.log);
  await reactivateAfterDunning(tx, options.mail, companyId, options.log);
  // The referrer's reward at the FIRST payment: one month of this plan, once per referred
  // company (the ledger's unique key holds against a replayed or concurrent event).
  if (isFirstPayment) {
    await creditReferrer(tx, {
      referredCompanyId: companyId,
      amountCents: subscription.priceCents,
      provider: paid.provider,
      at: options.at,
    });
  }
  await recordAudit(tx, companyId, {
    actorUserId: null,
    action: 'payment.paid',
    entityType: 'payment',
    entityId: payment.id,
    details: { subscriptionId: subscription.id, amountCents: payment.amountCents, firstPayment: isFirstPayment },
  });
  await emailPaymentOutcome(tx, options.mail, companyId, {
    outcome: 'paid',
    amountCents: payment.amountCents,
    isFirstPayment,
  });
  if (options.jobs) {
    await queuePaymentReceipt(tx, options.jobs, {
      companyId,
      paymentId: paid.id,
      periodStart: addMonths(currentPeriodEnd, -1).toISOString(),
      periodEnd: currentPeriodEnd.toISOString(),
    });
    // The firm's own NFS-e for the fee (decision 005, "The firm's note for the fee").
    await queueFeeInvoice(tx, options.jobs, { companyId, paymentId: paid.id });
  }
  return paid;
}

/**
 * The payment failed. A first payment only records it (the subscription stays pending
 * and the person may try again); a renewal makes the subscription past_due and an
 * active company overdue. Undefined when the payment was not in `options.from`.
 */
export async function paymentFailed(
  tx: Database,
  payment: PaymentRow,
  options: SettleOptions & { outcome?: 'failed' | 'expired' },
): Promise<PaymentRow | undefined> {
  const { companyId } = payment;
  const to = options.outcome ?? 'failed';
  const failed = await settlePayment(tx, companyId, payment.id, { from: options.from, to, at: options.at });
  if (!failed) return undefined;
  const subscription = payment.subscriptionId && (await findSubscription(tx, companyId, payment.subscriptionId));
  if (!subscription) throw new Error(`payment ${payment.id} without its subscription`);
  const isRenewal = subscription.status === 'active' || subscription.status === 'past_due';
  if (isRenewal) {
    await markPastDue(tx, companyId, subscription.id, options.at);
    await moveCompany(tx, options.mail, companyId, 'active', 'overdue', options.log);
    // The failure e-mail below is the dunning's e-mail of the day (the job does not send another).
    const since = (await findSubscription(tx, companyId, subscription.id))?.pastDueSince ?? options.at;
    await claimDunningStep(tx, companyId, {
      subscriptionId: subscription.id,
      pastDueSince: since,
      step: 'email-0',
      at: options.at,
    });
  }
  await recordAudit(tx, companyId, {
    actorUserId: null,
    action: to === 'expired' ? 'payment.expired' : 'payment.failed',
    entityType: 'payment',
    entityId: payment.id,
    details: { subscriptionId: subscription.id, amountCents: payment.amountCents, renewal: isRenewal },
  });
  await emailPaymentOutcome(tx, options.mail, companyId, {
    outcome: 'failed',
    amountCents: payment.amountCents,
    isFirstPayment: !isRenewal,
  });
  return failed;
}
