import type { Company, Payment } from '@contabil/contracts';

export const BILLING_RETURN_PATH = '/app/user/my-billing';
export const PAYMENT_RETURN_PARAM = 'pagamento';

export type PaymentReturn = 'success' | 'canceled';

/** `?pagamento=sucesso|cancelado`: how the person came back from the checkout. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const value = params.get(PAYMENT_RETURN_PARAM);
  if (value === 'sucesso') return 'success';
  if (value === 'cancelado') return 'canceled';
  return null;
}

/**
 * "Pagar agora" is offered when something is owed: the company is overdue, the
 * subscription waits for its first payment or is past due, or a charge is still open.
 */
export function needsPayment(
  company: Pick<Company, 'status' | 'currentSubscription'>,
  payments: readonly Payment[],
): boolean {
  const subscription = company.currentSubscription;
  if (!subscription || subscription.status === 'canceled') return false;
  if (company.status === 'overdue') return true;
  if (subscription.status === 'pending' || subscription.status === 'past_due') return true;
  return payments.some((payment) => payment.status === 'pending');
}

export type PayNow =
  /** The first payment: a new checkout for the subscription's plan (`POST /subscriptions/{planId}`). */
  | { kind: 'checkout'; planId: string }
  /** A renewal already charged: its own payment page (the sandbox checkout or Stripe's invoice page). */
  | { kind: 'open'; href: string }
  /** Something is owed but no payment page is open yet (a failed sandbox charge): talk to us. */
  | { kind: 'unavailable' };

/**
 * How "Pagar agora" pays what is owed. A subscription still waiting for its first
 * payment gets a fresh checkout; once it is active or past due the API refuses a new
 * checkout, so the newest unpaid charge with a payment page (`checkoutUrl`) is paid there.
 */
export function payNowAction(
  company: Pick<Company, 'status' | 'currentSubscription'>,
  payments: readonly Payment[],
): PayNow | null {
  if (!needsPayment(company, payments)) return null;
  const subscription = company.currentSubscription!;
  // A Pix code or a boleto already made for the first payment is paid on its own page, not replaced.
  const voucher = payments.find(
    (payment) =>
      payment.subscriptionId === subscription.id &&
      payment.status === 'pending' &&
      (payment.method === 'pix' || payment.method === 'boleto') &&
      payment.checkoutUrl,
  );
  if (subscription.status === 'pending') {
    return voucher?.checkoutUrl
      ? { kind: 'open', href: voucher.checkoutUrl }
      : { kind: 'checkout', planId: subscription.planId };
  }
  const open = payments.find(
    (payment) => payment.subscriptionId === subscription.id && payment.status !== 'paid' && payment.checkoutUrl,
  );
  return open?.checkoutUrl ? { kind: 'open', href: open.checkoutUrl } : { kind: 'unavailable' };
}
