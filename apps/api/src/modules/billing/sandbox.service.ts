import { messages, paymentMethodMessages, type SandboxCheckoutSession } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findPaymentOfAnyCompany, findPaymentWithNamesOfAnyCompany } from './billing.repository.js';
import { paymentFailed, paymentSucceeded, type EventLog } from './billing.events.service.js';
import { DEFAULT_RETURN_PATH, returnUrl } from './payment-provider.js';
import type { JobSender, Mailer } from '../mail/mailer.js';
import { paymentMethodDetails } from './payment-method-details.js';
import { setPaymentMethod } from './payment-methods.repository.js';

const SESSION_STATUS = { pending: 'open', paid: 'paid', failed: 'failed', expired: 'expired' } as const;

/**
 * The sandbox checkout page's view of a payment. Its id is the capability, as with a
 * hosted checkout page: no token. Only sandbox payments have one.
 */
export async function getSandboxSession(
  db: Database,
  webOrigin: string,
  paymentId: string,
): Promise<SandboxCheckoutSession> {
  const row = await findPaymentWithNamesOfAnyCompany(db, paymentId);
  if (!row || row.payment.provider !== 'sandbox') throw notFound(messages.notFound);
  const { payment } = row;
  const status = SESSION_STATUS[payment.status];
  // Back to the page the checkout came from, telling it how it went.
  const back = new URL(payment.returnUrl ?? returnUrl(webOrigin, DEFAULT_RETURN_PATH, 'sucesso'));
  back.searchParams.set('pagamento', status === 'failed' ? 'cancelado' : 'sucesso');
  return {
    id: payment.id,
    companyName: row.companyName,
    planName: row.planName,
    status,
    returnUrl: back.toString(),
    ...paymentMethodDetails(payment),
  };
}

/**
 * The person pressed "pay" or "fail" on the sandbox page: exactly the domain events a
 * Stripe webhook would apply. A session that is no longer open answers 409.
 */
export async function settleSandboxSession(
  deps: { db: Database; webOrigin: string; log: EventLog; mailer: Mailer; jobs?: JobSender | undefined },
  paymentId: string,
  outcome: 'paid' | 'failed' | 'expired',
): Promise<SandboxCheckoutSession> {
  const { db, log } = deps;
  await db.transaction(async (tx) => {
    const found = await findPaymentOfAnyCompany(tx, paymentId);
    if (!found || found.provider !== 'sandbox') throw notFound(messages.notFound);
    if (found.status !== 'pending') throw conflict(messages.paymentSessionClosed);
    // Only a Pix code or a boleto expires; paying or failing without a method is the card.
    if (outcome === 'expired' && found.method !== 'pix' && found.method !== 'boleto') {
      throw conflict(paymentMethodMessages.cannotExpireCard);
    }
    const payment = found.method
      ? found
      : ((await setPaymentMethod(tx, found.companyId, found.id, { method: 'card' })) ?? found);
    const options = {
      at: new Date(),
      from: ['pending' as const],
      log,
      mail: { mailer: deps.mailer, webOrigin: deps.webOrigin },
      jobs: deps.jobs,
    };
    const settled =
      outcome === 'paid'
        ? await paymentSucceeded(tx, payment, options)
        : await paymentFailed(tx, payment, { ...options, outcome });
    // Settled by a concurrent request between the read and the update.
    if (!settled) throw conflict(messages.paymentSessionClosed);
  });
  return getSandboxSession(db, deps.webOrigin, paymentId);
}
