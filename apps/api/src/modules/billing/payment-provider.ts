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
export interface PaymentProvider {
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
