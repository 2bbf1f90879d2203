import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider.js';

/** The sandbox checkout page of the web app for a payment. */
export function sandboxCheckoutUrl(webOrigin: string, paymentId: string): string {
  return `${webOrigin.replace(/\/$/, '')}/pagamento/sandbox/${paymentId}`;
}

/**
 * The built-in provider of development and tests: the checkout is a page of our own web
 * app (the payment id is its capability), where a person pays or fails the payment.
 */
export function createSandboxProvider(webOrigin: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      return { reference: request.paymentId, url: sandboxCheckoutUrl(webOrigin, request.paymentId) };
    },
    async cancelCheckout(): Promise<void> {
      // The replaced payment row is gone: its page answers 404.
    },
    // The sandbox's subscription is our own row: the new price, the cancellation and the
    // credit are read from it and from the ledger when the next charge is made.
    async changePlan(): Promise<void> {},
    async setCancelAtPeriodEnd(): Promise<void> {},
    async applyCredit(_subscription, credit): Promise<string> {
      return `ledger:${credit.creditId}`;
    },
  };
}
