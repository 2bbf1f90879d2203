import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestContext } from '../../test/test-app.js';
import type { StripeClient } from './stripe-provider.js';

/** Stripe's side in the webhook tests (imported by tests only): a checkout client, events and signed deliveries. No network. */

/** A checkout client that opens sessions (with a Stripe-like id and URL) and expires them. */
export const fakeStripeCheckout: StripeClient = {
  checkout: {
    sessions: {
      async create() {
        return fakeCheckoutSession();
      },
      async expire() {
        return {};
      },
    },
  },
};

/** A checkout session as Stripe answers its creation. */
export function fakeCheckoutSession() {
  const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
  return { id, url: `https://checkout.stripe.com/c/pay/${id}` };
}

/** A Stripe event of `type` about `object`, created at `created` (seconds; now by default). */
export function stripeEvent<T extends object>(type: string, object: T, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/**
 * A delivery to the webhook as Stripe sends it, signed with `secret`; `signature` replaces the
 * signature (null: none).
 */
export function deliverStripeEvent(
  app: TestContext['app'],
  event: object,
  options: { secret: string; signature?: string | null; contentType?: string },
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/payments/webhooks/stripe',
    payload,
    headers: {
      'content-type': options.contentType ?? 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}
