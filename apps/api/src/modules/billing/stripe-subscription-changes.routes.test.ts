import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { cancellationMessages, paymentProviderMessages } from '@contabil/contracts';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { createMailer } from '../mail/mailer.js';
import { insertReferralCredit } from '../referrals/referrals.repository.js';
import { listDunningSteps } from './billing-changes.repository.js';
import { runBilling } from './billing-dunning.service.js';
import { billingState, companyWithAdmin, seededPlans } from './billing.testing.js';
import { createPaymentProvider } from './provider-factory.js';
import { setStripeClientFactory } from './stripe-provider.js';
import { setStripeSubscriptionClientFactory, type StripeSubscriptionClient } from './stripe-subscription-changes.js';
import { deliverStripeEvent, fakeStripeCheckout, stripeEvent as stripeEventAt } from './stripe.testing.js';

// Issue 24 with Stripe: plan changes, cancellations and credits reach Stripe; Stripe's own
// subscription events (updated, deleted) and failed invoices are applied once, in order.

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_webhook';
const STRIPE = { provider: 'stripe' as const, secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET };

const calls: { method: string; args: unknown[] }[] = [];
let failNextUpdate = false;
const fakeSubscriptions: StripeSubscriptionClient = {
  subscriptions: {
    async retrieve(id) {
      calls.push({ method: 'subscriptions.retrieve', args: [id] });
      return { id, customer: `cus_${id.slice(4)}`, items: { data: [{ id: `si_${id.slice(4)}` }] } };
    },
    async update(id, params, options) {
      calls.push({ method: 'subscriptions.update', args: [id, params, options] });
      if (failNextUpdate) {
        failNextUpdate = false;
        throw new Error('stripe is down');
      }
      return { id };
    },
  },
  products: {
    async create(params, options) {
      calls.push({ method: 'products.create', args: [params, options] });
      return { id: 'prod_new' };
    },
  },
  customers: {
    async createBalanceTransaction(customer, params, options) {
      calls.push({ method: 'customers.createBalanceTransaction', args: [customer, params, options] });
      return { id: `cbtxn_${randomUUID().slice(0, 8)}` };
    },
  },
};

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
const restore: (() => void)[] = [];
beforeAll(async () => {
  restore.push(setStripeClientFactory(() => fakeStripeCheckout));
  restore.push(setStripeSubscriptionClientFactory(() => fakeSubscriptions));
  ctx = await createTestApp({ payments: STRIPE });
  plans = await seededPlans(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  for (const undo of restore) undo();
});
beforeEach(() => {
  calls.length = 0;
});

function deliver(event: object, options: { secret?: string } = {}) {
  return deliverStripeEvent(ctx.app, event, { secret: options.secret ?? WEBHOOK_SECRET });
}

let clock = Math.floor(Date.now() / 1000);
/** Each event a second after the one before, so that their order is the order they were made in. */
function stripeEvent<T extends object>(type: string, object: T, created = (clock += 1)) {
  return stripeEventAt(type, object, created);
}

/** An active company whose first Stripe payment went through (checkout.session.completed). */
async function activeSubscription() {
  const admin = await companyWithAdmin(ctx, { status: 'active', trackId: null });
  const companyId = admin.company.id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.servicos.id}`,
    query: { companyId },
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { subscriptionId } = res.json().data as { subscriptionId: string };
  const [payment] = (await billingState(ctx.database.db, companyId)).payments;
  const stripeSubscriptionId = `sub_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  const completed = stripeEvent('checkout.session.completed', {
    id: payment!.providerReference,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_total: plans.servicos.priceCents,
    client_reference_id: payment!.id,
    subscription: stripeSubscriptionId,
    metadata: { companyId, subscriptionId, paymentId: payment!.id },
  });
  expect((await deliver(completed)).statusCode).toBe(200);
  return { ...admin, companyId, subscriptionId, stripeSubscriptionId };
}

function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  sub: { stripeSubscriptionId: string; companyId: string; subscriptionId: string },
  fields: { status?: string; cancel_at_period_end?: boolean; periodEnd?: number },
  created?: number,
) {
  return stripeEvent(
    type,
    {
      id: sub.stripeSubscriptionId,
      object: 'subscription',
      status: fields.status ?? 'active',
      cancel_at_period_end: fields.cancel_at_period_end ?? false,
      customer: 'cus_x',
      metadata: { companyId: sub.companyId, subscriptionId: sub.subscriptionId },
      items: { object: 'list', data: [{ id: 'si_x', current_period_end: fields.periodEnd ?? 1_900_000_000 }] },
    },
    created,
  );
}

const updates = () => calls.filter((c) => c.method === 'subscriptions.update');

describe('changes that reach Stripe', () => {
  test("a plan change replaces the item's price (BRL, monthly, no proration) under the new plan's product", async () => {
    const sub = await activeSubscription();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/subscriptions/plan',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
      payload: { planId: plans.comercio.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(calls.find((c) => c.method === 'products.create')?.args[0]).toEqual({
      name: plans.comercio.name,
      metadata: { planId: plans.comercio.id },
    });
    const [update] = updates();
    expect(update?.args[0]).toBe(sub.stripeSubscriptionId);
    expect(update?.args[1]).toEqual({
      items: [
        {
          id: `si_${sub.stripeSubscriptionId.slice(4)}`,
          price_data: {
            currency: 'brl',
            unit_amount: plans.comercio.priceCents,
            recurring: { interval: 'month' },
            product: 'prod_new',
          },
        },
      ],
      proration_behavior: 'none',
      metadata: { companyId: sub.companyId, subscriptionId: sub.subscriptionId },
    });
    expect(update?.args[2]).toEqual({ idempotencyKey: expect.stringMatching(/^plan-/) });
  });

  test('when Stripe fails the plan change, 502 with the message, and our record does not change', async () => {
    const sub = await activeSubscription();
    failNextUpdate = true;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/subscriptions/plan',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
      payload: { planId: plans.comercio.id },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: paymentProviderMessages.unavailable } });
    const state = await billingState(ctx.database.db, sub.companyId);
    expect(state.subscriptions[0]?.planId).toBe(plans.servicos.id);
    expect(state.audit.some((a) => a.action === 'subscription.plan_changed')).toBe(false);
  });

  test('when Stripe fails the cancellation, 502 with the message, and the subscription is not cancelled', async () => {
    const sub = await activeSubscription();
    failNextUpdate = true;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/subscriptions/cancellation',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
      payload: { reason: 'price' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(paymentProviderMessages.unavailable);
    const state = await billingState(ctx.database.db, sub.companyId);
    expect(state.subscriptions[0]?.cancelAtPeriodEnd).toBe(false);
    expect(state.audit.some((a) => a.action === 'subscription.cancellation_requested')).toBe(false);
  });

  test('cancelling and undoing set cancel_at_period_end at Stripe', async () => {
    const sub = await activeSubscription();
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/subscriptions/cancellation',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
      payload: { reason: 'other', note: 'Vamos internalizar a contabilidade' },
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    const undo = await ctx.app.inject({
      method: 'DELETE',
      url: '/subscriptions/cancellation',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
    });
    expect(undo.statusCode).toBe(204);
    expect(updates().map((c) => [c.args[0], c.args[1]])).toEqual([
      [sub.stripeSubscriptionId, { cancel_at_period_end: true }],
      [sub.stripeSubscriptionId, { cancel_at_period_end: false }],
    ]);
  });

  test('a referral credit becomes a negative customer balance transaction, once per credit', async () => {
    const sub = await activeSubscription();
    const referred = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const creditId = await insertReferralCredit(ctx.database.db, sub.companyId, {
      referredCompanyId: referred.company.id,
      amountCents: 9900,
      description: 'Indicação: primeiro pagamento',
      provider: 'stripe',
      at: new Date(),
    });
    const deps = {
      db: ctx.database.db,
      mail: { mailer: createMailer(ctx.jobs), webOrigin: TEST_WEB_ORIGIN },
      provider: createPaymentProvider({ payments: STRIPE, webOrigin: TEST_WEB_ORIGIN }, { warn: () => undefined }),
      dunning: { emailDays: [0, 5, 10], disableAfterDays: 15 },
    };
    await runBilling(deps, new Date());
    await runBilling(deps, new Date());
    const balance = calls.filter(
      (c) =>
        c.method === 'customers.createBalanceTransaction' &&
        (c.args[1] as { metadata: { creditId: string } }).metadata.creditId === creditId,
    );
    expect(balance).toHaveLength(1);
    expect(balance[0]?.args).toEqual([
      `cus_${sub.stripeSubscriptionId.slice(4)}`,
      {
        amount: -9900,
        currency: 'brl',
        description: 'Indicação: primeiro pagamento',
        metadata: { creditId, companyId: sub.companyId },
      },
      { idempotencyKey: `credit-${creditId}` },
    ]);
    const credit = (await billingState(ctx.database.db, sub.companyId)).payments.find((p) => p.id === creditId);
    expect(credit?.creditAppliedReference).toMatch(/^cbtxn_/);
  });
});

describe('Stripe subscription events (signed fixtures)', () => {
  test('a bad signature is 400 and changes nothing', async () => {
    const sub = await activeSubscription();
    const event = subscriptionEvent('customer.subscription.deleted', sub, { status: 'canceled' });
    const res = await deliver(event, { secret: 'whsec_someone_else' });
    expect(res.statusCode).toBe(400);
    expect((await billingState(ctx.database.db, sub.companyId)).subscriptions[0]?.status).toBe('active');
  });

  test('updated: a cancellation made at Stripe shows, with the period end; its replay changes nothing', async () => {
    const sub = await activeSubscription();
    const event = subscriptionEvent('customer.subscription.updated', sub, {
      cancel_at_period_end: true,
      periodEnd: 1_900_000_000,
    });
    expect((await deliver(event)).statusCode).toBe(200);
    const view = await ctx.app.inject({
      method: 'GET',
      url: '/billing/overview',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
    });
    expect(view.json().data.subscription.cancellation).toEqual({
      reason: null,
      note: null,
      requestedAt: new Date(event.created * 1000).toISOString(),
      endsAt: new Date(1_900_000_000 * 1000).toISOString(),
    });
    expect(view.json().data.nextCharge).toBeNull();
    const before = await billingState(ctx.database.db, sub.companyId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await billingState(ctx.database.db, sub.companyId)).toEqual(before);
  });

  test('out of order: an older updated arriving after a newer one is ignored', async () => {
    const sub = await activeSubscription();
    const older = subscriptionEvent('customer.subscription.updated', sub, { cancel_at_period_end: true }, clock + 10);
    const newer = subscriptionEvent('customer.subscription.updated', sub, { cancel_at_period_end: false }, clock + 20);
    clock += 30;
    expect((await deliver(newer)).statusCode).toBe(200);
    expect((await deliver(older)).statusCode).toBe(200);
    expect((await billingState(ctx.database.db, sub.companyId)).subscriptions[0]?.cancelAtPeriodEnd).toBe(false);
  });

  test("updated delivered before checkout.session.completed does not move the pending subscription's period", async () => {
    const admin = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const companyId = admin.company.id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/subscriptions/${plans.servicos.id}`,
      query: { companyId },
      headers: { authorization: admin.authorization },
    });
    const { subscriptionId } = res.json().data as { subscriptionId: string };
    const early = subscriptionEvent(
      'customer.subscription.updated',
      { stripeSubscriptionId: 'sub_early_one', companyId, subscriptionId },
      { periodEnd: 1_950_000_000 },
    );
    expect((await deliver(early)).statusCode).toBe(200);
    const [subscription] = (await billingState(ctx.database.db, companyId)).subscriptions;
    expect(subscription).toMatchObject({ status: 'pending', currentPeriodEnd: null });
  });

  test('deleted: the subscription ends and the company is disabled (audited); a late updated does not revive it', async () => {
    const sub = await activeSubscription();
    const late = subscriptionEvent('customer.subscription.updated', sub, { status: 'active' }, clock + 5);
    const deleted = subscriptionEvent('customer.subscription.deleted', sub, { status: 'canceled' }, clock + 10);
    clock += 20;
    expect((await deliver(deleted)).statusCode).toBe(200);
    let state = await billingState(ctx.database.db, sub.companyId);
    expect(state.subscriptions[0]?.status).toBe('canceled');
    expect(state.companyStatus).toBe('disabled');
    expect(state.audit.find((a) => a.action === 'company.status_changed')).toMatchObject({
      actorUserId: null,
      details: { from: 'active', to: 'disabled', reason: cancellationMessages.endedReason },
    });
    expect(state.audit.some((a) => a.action === 'subscription.ended')).toBe(true);
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await deliver(deleted)).statusCode).toBe(200);
    state = await billingState(ctx.database.db, sub.companyId);
    expect(state.subscriptions[0]?.status).toBe('canceled');
    expect(state.audit.filter((a) => a.action === 'subscription.ended')).toHaveLength(1);
  });

  test('invoice.payment_failed: past due since the failure, overdue, the day-0 e-mail claimed; invoice.paid with a credit records it and reactivates', async () => {
    const sub = await activeSubscription();
    const invoiceId = `in_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const invoice = (amountPaid: number) => ({
      id: invoiceId,
      object: 'invoice',
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${invoiceId}`,
      billing_reason: 'subscription_cycle',
      amount_due: plans.servicos.priceCents - 2000,
      amount_paid: amountPaid,
      starting_balance: -2000,
      ending_balance: 0,
      currency: 'brl',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.stripeSubscriptionId, metadata: {} },
      },
      lines: { object: 'list', data: [{ period: { start: clock, end: 1_950_000_000 } }] },
    });
    const failed = stripeEvent('invoice.payment_failed', invoice(0));
    expect((await deliver(failed)).statusCode).toBe(200);
    let state = await billingState(ctx.database.db, sub.companyId);
    expect(state.companyStatus).toBe('overdue');
    expect(state.subscriptions[0]).toMatchObject({
      status: 'past_due',
      pastDueSince: new Date(failed.created * 1000),
    });
    expect((await listDunningSteps(ctx.database.db, sub.companyId)).map((s) => s.step)).toEqual(['email-0']);
    // "Pagar agora" sends the person to Stripe's invoice page.
    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/billing/open-charge/checkout',
      query: { companyId: sub.companyId },
      headers: { authorization: sub.authorization },
    });
    expect(pay.json().data.url).toBe(`https://invoice.stripe.com/i/acct_test/${invoiceId}`);

    // Out of order: the paid invoice, then the failure delivered late, which changes nothing.
    const paid = stripeEvent('invoice.paid', invoice(plans.servicos.priceCents - 2000));
    const lateFailure = stripeEvent('invoice.payment_failed', invoice(0), paid.created - 1);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(lateFailure)).statusCode).toBe(200);
    state = await billingState(ctx.database.db, sub.companyId);
    expect(state.companyStatus).toBe('active');
    expect(state.subscriptions[0]).toMatchObject({ status: 'active', pastDueSince: null });
    expect(state.payments.find((p) => p.providerReference === invoiceId)).toMatchObject({
      status: 'paid',
      creditCents: 2000,
    });
  });
});
