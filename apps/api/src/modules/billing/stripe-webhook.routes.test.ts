import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { messages } from '@contabil/contracts';
import { paymentEvents, payments } from '../../db/schema/billing.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';
import { billingState, brl, companyWithAdmin, seededPlans } from './billing.testing.js';
import { setStripeClientFactory, type StripeClient } from './stripe-provider.js';
import { deliverStripeEvent, fakeCheckoutSession, stripeEvent } from './stripe.testing.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_webhook';

/** The fake Stripe client: only checkout.sessions, which is all the provider calls. No network. */
const created: { params: Stripe.Checkout.SessionCreateParams; options?: Stripe.RequestOptions }[] = [];
const expired: string[] = [];
const fakeStripe: StripeClient = {
  checkout: {
    sessions: {
      async create(params, options) {
        created.push({ params, options });
        return fakeCheckoutSession();
      },
      async expire(id) {
        expired.push(id);
        return {};
      },
    },
  },
};

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
let restoreStripe: () => void;
beforeAll(async () => {
  restoreStripe = setStripeClientFactory((secretKey) => {
    expect(secretKey).toBe('sk_test_fake');
    return fakeStripe;
  });
  ctx = await createTestApp({
    payments: { provider: 'stripe', secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET },
  });
  plans = await seededPlans(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  restoreStripe();
});
beforeEach(() => {
  created.length = 0;
  expired.length = 0;
});

/** A signed delivery, as Stripe sends it. */
function deliver(event: object, options: { secret?: string; signature?: string | null; contentType?: string } = {}) {
  return deliverStripeEvent(ctx.app, event, { ...options, secret: options.secret ?? WEBHOOK_SECRET });
}

function sessionCompleted(checkout: {
  sessionId: string;
  paymentId: string;
  subscriptionId: string;
  companyId: string;
}) {
  return stripeEvent('checkout.session.completed', {
    id: checkout.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_total: plans.servicos.priceCents,
    client_reference_id: checkout.paymentId,
    subscription: `sub_${checkout.subscriptionId.slice(0, 8)}`,
    metadata: { companyId: checkout.companyId, subscriptionId: checkout.subscriptionId, paymentId: checkout.paymentId },
  });
}

function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  stripeSubscriptionId: string,
  options: { invoiceId?: string; billingReason?: string; periodEnd?: number; amount?: number } = {},
) {
  const amount = options.amount ?? plans.servicos.priceCents;
  const id = options.invoiceId ?? `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  return stripeEvent(type, {
    id,
    object: 'invoice',
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${id}`,
    billing_reason: options.billingReason ?? 'subscription_cycle',
    amount_due: amount,
    amount_paid: type === 'invoice.paid' ? amount : 0,
    currency: 'brl',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: stripeSubscriptionId, metadata: {} },
    },
    lines: {
      object: 'list',
      data: [{ period: { start: Math.floor(Date.now() / 1000), end: options.periodEnd ?? 1_900_000_000 } }],
    },
  });
}

/** A company that started a Stripe checkout: the ids the webhook will name. */
async function startedCheckout(options: Parameters<typeof companyWithAdmin>[1] = {}, returnPath?: string) {
  const admin = await companyWithAdmin(ctx, options);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.servicos.id}`,
    query: { companyId: admin.company.id, ...(returnPath ? { returnPath } : {}) },
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { subscriptionId, url } = res.json().data as { subscriptionId: string; url: string };
  const [payment] = (await billingState(ctx.database.db, admin.company.id)).payments;
  return {
    ...admin,
    companyId: admin.company.id,
    subscriptionId,
    url,
    paymentId: payment!.id,
    sessionId: payment!.providerReference,
  };
}

/** An active company whose first Stripe payment went through. */
async function activeSubscription() {
  const checkout = await startedCheckout({ status: 'active', trackId: null });
  expect((await deliver(sessionCompleted(checkout))).statusCode).toBe(200);
  const state = await billingState(ctx.database.db, checkout.companyId);
  return { ...checkout, stripeSubscriptionId: state.subscriptions[0]!.providerSubscriptionId! };
}

describe('POST /subscriptions/{planId} with Stripe', () => {
  test('opens a Checkout Session in subscription mode with the plan inline and answers its URL', async () => {
    const checkout = await startedCheckout();
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.sessionId}`);
    expect(created).toHaveLength(1);
    expect(created[0]?.params).toEqual({
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'brl',
            unit_amount: plans.servicos.priceCents,
            recurring: { interval: 'month' },
            product_data: { name: plans.servicos.name },
          },
        },
      ],
      allowed_payment_method_types: ['card', 'boleto', 'pix'],
      payment_method_options: { boleto: { expires_after_days: 3 } },
      client_reference_id: checkout.paymentId,
      metadata: {
        companyId: checkout.companyId,
        subscriptionId: checkout.subscriptionId,
        paymentId: checkout.paymentId,
      },
      subscription_data: { metadata: { companyId: checkout.companyId, subscriptionId: checkout.subscriptionId } },
      customer_email: checkout.owner.email,
      locale: 'pt-BR',
      success_url: `${TEST_WEB_ORIGIN}/app/user/my-billing?pagamento=sucesso`,
      cancel_url: `${TEST_WEB_ORIGIN}/app/user/my-billing?pagamento=cancelado`,
    });
    expect(created[0]?.options).toEqual({ idempotencyKey: `checkout-${checkout.paymentId}` });
    const state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.subscriptions[0]).toMatchObject({ provider: 'stripe', status: 'pending' });
    expect(state.payments[0]).toMatchObject({ provider: 'stripe', status: 'pending', checkoutUrl: checkout.url });
  });

  test('the returnPath goes into success_url and cancel_url', async () => {
    await startedCheckout({}, '/app/company/wizard');
    expect(created[0]?.params.success_url).toBe(`${TEST_WEB_ORIGIN}/app/company/wizard?pagamento=sucesso`);
    expect(created[0]?.params.cancel_url).toBe(`${TEST_WEB_ORIGIN}/app/company/wizard?pagamento=cancelado`);
  });

  test('a second checkout expires the replaced session at Stripe', async () => {
    const first = await startedCheckout();
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/subscriptions/${plans.mei.id}`,
      query: { companyId: first.companyId },
      headers: { authorization: first.authorization },
    });
    expect(again.statusCode).toBe(201);
    expect(expired).toEqual([first.sessionId]);
    expect((await billingState(ctx.database.db, first.companyId)).payments).toHaveLength(1);
  });

  test('the sandbox routes do not exist with Stripe', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/payments/sandbox/sessions/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /payments/webhooks/stripe', () => {
  test('checkout.session.completed: payment paid, subscription active with its Stripe id, step done, company moves on', async () => {
    const checkout = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    const event = sessionCompleted(checkout);
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.payments[0]).toMatchObject({ status: 'paid', paidAt: new Date(event.created * 1000) });
    expect(state.subscriptions[0]).toMatchObject({
      status: 'active',
      providerSubscriptionId: `sub_${checkout.subscriptionId.slice(0, 8)}`,
    });
    expect(state.subscriptions[0]?.currentPeriodEnd).toBeInstanceOf(Date);
    expect(state.steps[0]).toMatchObject({ stepId: 'subscription', status: 'done' });
    expect(state.companyStatus).toBe('awaiting_opening');
  });

  test('a replayed event answers 200 and changes nothing', async () => {
    const checkout = await startedCheckout({ status: 'active', trackId: null });
    const event = sessionCompleted(checkout);
    expect((await deliver(event)).statusCode).toBe(200);
    const before = await billingState(ctx.database.db, checkout.companyId);
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await billingState(ctx.database.db, checkout.companyId)).toEqual(before);
    const recorded = await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(recorded).toEqual([expect.objectContaining({ provider: 'stripe', type: 'checkout.session.completed' })]);

    // The event id alone stops it: even with the payment pending again, the replay does nothing.
    await ctx.database.db
      .update(payments)
      .set({ status: 'pending', paidAt: null })
      .where(eq(payments.id, checkout.paymentId));
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await billingState(ctx.database.db, checkout.companyId)).payments[0]?.status).toBe('pending');
  });

  test.each([
    ['a wrong secret', { secret: 'whsec_someone_else' }],
    ['a made-up signature', { signature: 't=1700000000,v1=deadbeef' }],
    ['no signature', { signature: null }],
  ] as const)('%s: 400 and nothing changes', async (_label, options) => {
    const checkout = await startedCheckout();
    const before = await billingState(ctx.database.db, checkout.companyId);
    const event = sessionCompleted(checkout);
    const res = await deliver(event, options);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: messages.invalidWebhookSignature } });
    expect(await billingState(ctx.database.db, checkout.companyId)).toEqual(before);
    expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([]);
  });

  test('a body changed after signing is refused', async () => {
    const checkout = await startedCheckout();
    const event = sessionCompleted(checkout);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    const tampered = JSON.stringify({ ...event, id: 'evt_other' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/payments/webhooks/stripe',
      payload: tampered,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(res.statusCode).toBe(400);
    expect((await billingState(ctx.database.db, checkout.companyId)).payments[0]?.status).toBe('pending');
  });

  test('a checkout completed unpaid (delayed method) waits for async_payment_succeeded', async () => {
    const checkout = await startedCheckout({ status: 'active', trackId: null });
    const unpaid = sessionCompleted(checkout);
    (unpaid.data.object as { payment_status: string }).payment_status = 'unpaid';
    expect((await deliver(unpaid)).statusCode).toBe(200);
    expect((await billingState(ctx.database.db, checkout.companyId)).payments[0]?.status).toBe('pending');
    const succeeded = sessionCompleted(checkout);
    succeeded.type = 'checkout.session.async_payment_succeeded';
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await billingState(ctx.database.db, checkout.companyId)).payments[0]?.status).toBe('paid');
  });

  test('an expired checkout fails the first payment; the subscription stays pending and the company untouched', async () => {
    const checkout = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    const event = sessionCompleted(checkout);
    event.type = 'checkout.session.expired';
    expect((await deliver(event)).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.payments[0]?.status).toBe('failed');
    expect(state.subscriptions[0]?.status).toBe('pending');
    expect(state.companyStatus).toBe('pending');
  });

  test('a replaced checkout paid anyway is recorded against its subscription', async () => {
    const first = await startedCheckout({ status: 'active', trackId: null });
    await ctx.app.inject({
      method: 'POST',
      url: `/subscriptions/${plans.servicos.id}`,
      query: { companyId: first.companyId },
      headers: { authorization: first.authorization },
    });
    expect((await deliver(sessionCompleted(first))).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, first.companyId);
    const paid = state.payments.find((p) => p.providerReference === first.sessionId);
    expect(paid).toMatchObject({ status: 'paid', subscriptionId: first.subscriptionId });
    expect(state.subscriptions[0]?.status).toBe('active');
  });

  test('invoice.payment_failed on a renewal: failed payment row, subscription past_due, company overdue', async () => {
    const { companyId, stripeSubscriptionId, authorization } = await activeSubscription();
    const event = invoiceEvent('invoice.payment_failed', stripeSubscriptionId);
    expect((await deliver(event)).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, companyId);
    expect(state.payments).toHaveLength(2);
    expect(state.payments[1]).toMatchObject({
      status: 'failed',
      provider: 'stripe',
      providerReference: event.data.object.id,
      amountCents: plans.servicos.priceCents,
    });
    expect(state.subscriptions[0]?.status).toBe('past_due');
    expect(state.companyStatus).toBe('overdue');
    // The customer pays the failed invoice on Stripe's page: the payments list links to it.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/ecommerce/payments?companyId=${companyId}`,
      headers: { authorization },
    });
    expect(listed.json().data[0]).toMatchObject({
      status: 'failed',
      checkoutUrl: `https://invoice.stripe.com/i/acct_test/${event.data.object.id}`,
    });
    // Stripe retries the same invoice: it stays one row.
    expect(
      (await deliver(invoiceEvent('invoice.payment_failed', stripeSubscriptionId, { invoiceId: event.data.object.id })))
        .statusCode,
    ).toBe(200);
    expect((await billingState(ctx.database.db, companyId)).payments).toHaveLength(2);
  });

  test('invoice.paid after a failure: the same invoice row paid, subscription active to the new period end, company active', async () => {
    const { companyId, stripeSubscriptionId } = await activeSubscription();
    const failed = invoiceEvent('invoice.payment_failed', stripeSubscriptionId);
    expect((await deliver(failed)).statusCode).toBe(200);
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86400;
    const paid = invoiceEvent('invoice.paid', stripeSubscriptionId, { invoiceId: failed.data.object.id, periodEnd });
    expect((await deliver(paid)).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, companyId);
    expect(state.payments).toHaveLength(2);
    expect(state.payments[1]).toMatchObject({ status: 'paid', providerReference: failed.data.object.id });
    expect(state.subscriptions[0]).toMatchObject({ status: 'active', currentPeriodEnd: new Date(periodEnd * 1000) });
    expect(state.companyStatus).toBe('active');
  });

  test('the company-admins are e-mailed each outcome Stripe reports, once per event, with the billing page', async () => {
    const checkout = await startedCheckout({ status: 'active', trackId: null });
    expect((await deliver(sessionCompleted(checkout))).statusCode).toBe(200);
    let mails = await listOutboxMessagesTo(ctx.database.db, checkout.owner.email);
    expect(mails.map((m) => m.subject)).toEqual([`Pagamento de ${brl(plans.servicos)} confirmado`]);
    const stripeSubscriptionId = (await billingState(ctx.database.db, checkout.companyId)).subscriptions[0]!
      .providerSubscriptionId!;

    const failed = invoiceEvent('invoice.payment_failed', stripeSubscriptionId);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200); // Stripe's redelivery of the same event
    mails = await listOutboxMessagesTo(ctx.database.db, checkout.owner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Não conseguimos confirmar o pagamento de ${brl(plans.servicos)}`,
      `Pagamento de ${brl(plans.servicos)} confirmado`,
    ]);
    expect(mails[0]!.text).toContain(
      'Para não interromper os serviços, pague de novo ou troque a forma de pagamento em:',
    );
    expect(mails[0]!.text).toContain(`${TEST_WEB_ORIGIN}/app/user/my-billing`);

    const paid = invoiceEvent('invoice.paid', stripeSubscriptionId, { invoiceId: failed.data.object.id });
    expect((await deliver(paid)).statusCode).toBe(200);
    mails = await listOutboxMessagesTo(ctx.database.db, checkout.owner.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]!.subject).toBe(`Pagamento de ${brl(plans.servicos)} confirmado`);
    expect(mails[0]!.text).toContain('Veja a assinatura e os pagamentos em:');
  });

  test('invoice.paid for a new period adds a paid payment row', async () => {
    const { companyId, stripeSubscriptionId } = await activeSubscription();
    const event = invoiceEvent('invoice.paid', stripeSubscriptionId);
    expect((await deliver(event)).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, companyId);
    expect(state.payments.map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(state.payments[1]?.providerReference).toBe(event.data.object.id);
    expect(state.companyStatus).toBe('active');
  });

  test('the first invoice (subscription_create) is left to checkout.session.completed', async () => {
    const { companyId, stripeSubscriptionId } = await activeSubscription();
    const before = await billingState(ctx.database.db, companyId);
    for (const type of ['invoice.paid', 'invoice.payment_failed'] as const) {
      const res = await deliver(invoiceEvent(type, stripeSubscriptionId, { billingReason: 'subscription_create' }));
      expect(res.statusCode).toBe(200);
    }
    expect((await billingState(ctx.database.db, companyId)).payments).toEqual(before.payments);
  });

  test('events for unknown subscriptions and types it does not handle answer 200 and change nothing', async () => {
    expect((await deliver(invoiceEvent('invoice.paid', 'sub_unknown'))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).statusCode).toBe(200);
  });

  test('the raw-body parser is scoped to the webhook: other routes still parse JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/leads',
      payload: { name: 'Ana', email: 'ana@exemplo.com.br' },
      remoteAddress: '192.0.2.77',
    });
    expect(res.statusCode, res.body).toBe(201);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/leads',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '192.0.2.77',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(messages.malformedJson);
  });
});
