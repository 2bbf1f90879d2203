import Stripe from 'stripe';
import type { ProviderSubscription, SubscriptionChanges } from './payment-provider.js';

/** The part of the Stripe client that changes a live subscription: small, so tests can pass a fake. */
export interface StripeSubscriptionClient {
  subscriptions: {
    retrieve(id: string): Promise<{ id: string; customer: string | { id: string }; items: { data: { id: string }[] } }>;
    update(
      id: string,
      params: Stripe.SubscriptionUpdateParams,
      options?: Stripe.RequestOptions,
    ): Promise<{ id: string }>;
  };
  products: {
    create(params: Stripe.ProductCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string }>;
  };
  customers: {
    createBalanceTransaction(
      customerId: string,
      params: Stripe.CustomerCreateBalanceTransactionParams,
      options?: Stripe.RequestOptions,
    ): Promise<{ id: string }>;
  };
}

let clientFactory: (secretKey: string) => StripeSubscriptionClient = (secretKey) =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'contabil-online' } });

/** Tests: replaces how the client is made, for apps built after the call; returns the undo. */
export function setStripeSubscriptionClientFactory(
  factory: (secretKey: string) => StripeSubscriptionClient,
): () => void {
  const previous = clientFactory;
  clientFactory = factory;
  return () => {
    clientFactory = previous;
  };
}

function stripeId(subscription: ProviderSubscription): string {
  if (!subscription.providerSubscriptionId) {
    throw new Error(`subscription ${subscription.subscriptionId} has no Stripe subscription yet`);
  }
  return subscription.providerSubscriptionId;
}

/**
 * Plan changes, cancellations and credits at Stripe (decision 005, "Changes that reach the
 * charge"): the plan's new price replaces the item's price with no proration (it applies
 * from the next invoice, as the billing page says); the cancellation is Stripe's
 * cancel_at_period_end; a referral credit is a negative customer balance transaction, which
 * Stripe deducts from the next invoices. Every call carries an idempotency key.
 */
export function stripeSubscriptionChanges(secretKey: string): SubscriptionChanges {
  const stripe = clientFactory(secretKey);
  return {
    async changePlan(subscription, plan) {
      const id = stripeId(subscription);
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no item`);
      const product = await stripe.products.create(
        { name: plan.planName, metadata: { planId: plan.planId } },
        { idempotencyKey: `product-${plan.requestKey}` },
      );
      await stripe.subscriptions.update(
        id,
        {
          items: [
            {
              id: item.id,
              price_data: {
                currency: 'brl',
                unit_amount: plan.amountCents,
                recurring: { interval: 'month' },
                product: product.id,
              },
            },
          ],
          proration_behavior: 'none',
          metadata: { companyId: subscription.companyId, subscriptionId: subscription.subscriptionId },
        },
        { idempotencyKey: `plan-${plan.requestKey}` },
      );
    },
    async setCancelAtPeriodEnd(subscription, cancel, requestKey) {
      await stripe.subscriptions.update(
        stripeId(subscription),
        { cancel_at_period_end: cancel },
        { idempotencyKey: `cancel-${requestKey}` },
      );
    },
    async applyCredit(subscription, credit) {
      const current = await stripe.subscriptions.retrieve(stripeId(subscription));
      const customer = typeof current.customer === 'string' ? current.customer : current.customer.id;
      const transaction = await stripe.customers.createBalanceTransaction(
        customer,
        {
          amount: -Math.abs(credit.amountCents),
          currency: 'brl',
          description: credit.description,
          metadata: { creditId: credit.creditId, companyId: subscription.companyId },
        },
        // The credit's id: a retried job cannot put it on the balance twice.
        { idempotencyKey: `credit-${credit.creditId}` },
      );
      return transaction.id;
    },
  };
}
