import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider.js';
import { stripeSubscriptionChanges } from './stripe-subscription-changes.js';

/** The part of the Stripe client the provider calls: small, so tests can pass a fake. */
export interface StripeClient {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<{ id: string; url: string | null }>;
      expire(id: string): Promise<unknown>;
    };
  };
}

/** What Stripe Checkout may offer in subscription mode for BRL (decision 005, "Payment methods"). */
const STRIPE_PAYMENT_METHODS = ['card', 'boleto', 'pix'] as const;
/** A Stripe boleto is due this many calendar days after it is made (23:59 in São Paulo). */
const STRIPE_BOLETO_DAYS = 3;

let stripeClientFactory: (secretKey: string) => StripeClient = (secretKey) =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'contabil-online' } });

/**
 * Replaces how the Stripe client is made (tests: a fake with checkout.sessions.create),
 * for apps built after the call. Returns a function that puts the real one back.
 */
export function setStripeClientFactory(factory: (secretKey: string) => StripeClient): () => void {
  const previous = stripeClientFactory;
  stripeClientFactory = factory;
  return () => {
    stripeClientFactory = previous;
  };
}

export function createStripeProvider(
  secretKey: string,
  log: { warn(obj: object, msg: string): void },
): PaymentProvider {
  const stripe = stripeClientFactory(secretKey);
  return {
    name: 'stripe',
    ...stripeSubscriptionChanges(secretKey),
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = {
        companyId: request.companyId,
        subscriptionId: request.subscriptionId,
        paymentId: request.paymentId,
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'brl',
                unit_amount: request.amountCents,
                recurring: { interval: 'month' },
                product_data: { name: request.planName },
              },
            },
          ],
          // Decision 005, "Payment methods": a filter on what Stripe finds eligible. Card and
          // boleto today; Pix only once Stripe offers Pix Automático to the account (subscription
          // mode needs it; Brazilian accounts are not eligible yet).
          allowed_payment_method_types: [...STRIPE_PAYMENT_METHODS],
          payment_method_options: { boleto: { expires_after_days: STRIPE_BOLETO_DAYS } },
          client_reference_id: request.paymentId,
          metadata,
          subscription_data: { metadata: { companyId: request.companyId, subscriptionId: request.subscriptionId } },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          locale: 'pt-BR',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request for the same payment must not open a second session.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return { reference: session.id, url: session.url };
    },
    async cancelCheckout(reference: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(reference);
      } catch (err) {
        // Already completed or expired: the webhook settles whatever happened to it.
        log.warn({ err, reference }, 'stripe: could not expire a replaced checkout session');
      }
    },
  };
}

/** Verifies a webhook's signature and parses it; throws when the signature does not match. */
export function constructStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
