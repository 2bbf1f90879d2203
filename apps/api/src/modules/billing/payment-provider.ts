import type { PaymentProviderName } from '@contabil/contracts';

/** What a provider needs to open a checkout for the first payment of a subscription. */
export interface CheckoutRequest {
  /** Our payment id: Stripe's client_reference_id, the sandbox session id. */
  paymentId: string;
  subscriptionId: string;
  companyId: string;
  planName: string;
  amountCents: number;
  customerEmail?: string | undefined;
  /** Where the person lands after paying. */
  successUrl: string;
  /** Where the person lands after giving up. */
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id for it (cs_... at Stripe; our payment id in the sandbox). */
  reference: string;
  /** The page where the person pays. */
  url: string;
}

/**
 * A payment provider as the billing service sees it. Both answer to the same domain
 * events (billing.events.service.ts): Stripe through its webhook, the sandbox through
 * its own pay and fail buttons.
 */
export interface PaymentProvider extends SubscriptionChanges {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Best effort: closes a checkout that a newer one replaced, so it cannot be paid any more. */
  cancelCheckout(reference: string): Promise<void>;
}

/** "/app/user/my-billing" -> "http://web/app/user/my-billing?pagamento=sucesso" */
export function returnUrl(webOrigin: string, returnPath: string, outcome: 'sucesso' | 'cancelado'): string {
  const url = new URL(returnPath, webOrigin);
  url.searchParams.set('pagamento', outcome);
  return url.toString();
}

export const DEFAULT_RETURN_PATH = '/app/user/my-billing';

/** Our subscription as a provider knows it (Stripe's sub_... once its checkout completed). */
export interface ProviderSubscription {
  subscriptionId: string;
  companyId: string;
  providerSubscriptionId: string | null;
}

/**
 * What changes a live subscription at the provider (issue 24): the plan's price, the
 * cancellation at the end of the paid period, and a referral credit on the customer's
 * balance. `requestKey` makes a retried call idempotent at the provider.
 */
export interface SubscriptionChanges {
  changePlan(
    subscription: ProviderSubscription,
    plan: { planId: string; planName: string; amountCents: number; requestKey: string },
  ): Promise<void>;
  setCancelAtPeriodEnd(subscription: ProviderSubscription, cancel: boolean, requestKey: string): Promise<void>;
  /** Puts the credit on the customer's balance, once per credit id; returns the provider's reference. */
  applyCredit(
    subscription: ProviderSubscription,
    credit: { creditId: string; amountCents: number; description: string },
  ): Promise<string>;
}

/** Our subscription row as the provider knows it. */
export const providerSubscription = (row: {
  id: string;
  companyId: string;
  providerSubscriptionId: string | null;
}): ProviderSubscription => ({
  subscriptionId: row.id,
  companyId: row.companyId,
  providerSubscriptionId: row.providerSubscriptionId,
});
