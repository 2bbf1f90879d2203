import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@contabil/contracts';
import { paymentEvents } from '../../db/schema/billing.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { sqlRows } from '../../test/jobs.js';
import { billingState, companyWithAdmin, seededPlans } from './billing.testing.js';
import { PAYMENT_RECEIPT_JOB } from './receipts/payment-receipt.queue.js';
import { setStripeClientFactory } from './stripe-provider.js';
import { deliverStripeEvent, fakeStripeCheckout, stripeEvent } from './stripe.testing.js';

// Issue 24: boleto (and Pix, where Stripe offers it) through Stripe. The asynchronous outcomes
// arrive by webhook, signed, applied once, in whatever order Stripe delivers them.

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_methods';

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
let restoreStripe: () => void;
beforeAll(async () => {
  restoreStripe = setStripeClientFactory(() => fakeStripeCheckout);
  ctx = await createTestApp({
    payments: { provider: 'stripe', secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET },
  });
  plans = await seededPlans(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  restoreStripe();
});

function deliver(event: object, secret = WEBHOOK_SECRET) {
  return deliverStripeEvent(ctx.app, event, { secret, contentType: 'application/json' });
}

async function startedCheckout(options: Parameters<typeof companyWithAdmin>[1] = {}) {
  const admin = await companyWithAdmin(ctx, options);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.servicos.id}`,
    query: { companyId: admin.company.id },
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { subscriptionId } = res.json().data as { subscriptionId: string };
  const [payment] = (await billingState(ctx.database.db, admin.company.id)).payments;
  return {
    ...admin,
    companyId: admin.company.id,
    subscriptionId,
    paymentId: payment!.id,
    sessionId: payment!.providerReference,
  };
}

type Checkout = Awaited<ReturnType<typeof startedCheckout>>;

function sessionEvent(type: string, checkout: Checkout, paymentStatus: 'paid' | 'unpaid', created?: number) {
  return stripeEvent(
    type,
    {
      id: checkout.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: paymentStatus,
      amount_total: plans.servicos.priceCents,
      client_reference_id: checkout.paymentId,
      subscription: `sub_${checkout.subscriptionId.slice(0, 8)}`,
      metadata: {
        companyId: checkout.companyId,
        subscriptionId: checkout.subscriptionId,
        paymentId: checkout.paymentId,
      },
    },
    created,
  );
}

function invoiceEvent(type: string, stripeSubscriptionId: string, invoiceId: string, extra: object = {}) {
  return stripeEvent(type, {
    id: invoiceId,
    object: 'invoice',
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${invoiceId}`,
    billing_reason: 'subscription_cycle',
    amount_due: plans.servicos.priceCents,
    amount_paid: type === 'invoice.paid' ? plans.servicos.priceCents : 0,
    currency: 'brl',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: stripeSubscriptionId, metadata: {} },
    },
    lines: { object: 'list', data: [{ period: { start: 1_800_000_000, end: 1_900_000_000 } }] },
    ...extra,
  });
}

const BOLETO_NUMBER = '23793381286008301352856000063307789840000014990';
function boletoIntent(invoiceId: string) {
  return stripeEvent('payment_intent.requires_action', {
    id: `pi_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    object: 'payment_intent',
    status: 'requires_action',
    invoice: invoiceId,
    next_action: {
      type: 'boleto_display_details',
      boleto_display_details: {
        number: BOLETO_NUMBER,
        pdf: `https://payments.stripe.com/boleto/voucher/${invoiceId}/pdf`,
        hosted_voucher_url: `https://payments.stripe.com/boleto/voucher/${invoiceId}`,
        expires_at: 1_850_000_000,
      },
    },
  });
}
function pixIntent(invoiceId: string) {
  return stripeEvent('payment_intent.requires_action', {
    id: `pi_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    object: 'payment_intent',
    status: 'requires_action',
    invoice: invoiceId,
    next_action: {
      type: 'pix_display_qr_code',
      pix_display_qr_code: { data: '00020101021226...6304ABCD', expires_at: 1_850_000_000 },
    },
  });
}

const receiptJobs = (paymentId: string) =>
  sqlRows<{ id: string }>(
    ctx.database.db,
    sql`select id from pgboss.job where name = ${PAYMENT_RECEIPT_JOB} and data->>'paymentId' = ${paymentId}`,
  );

/** An active company (first payment by card) and its Stripe subscription id. */
async function activeSubscription() {
  const checkout = await startedCheckout({ status: 'active', trackId: null });
  expect((await deliver(sessionEvent('checkout.session.completed', checkout, 'paid'))).statusCode).toBe(200);
  const state = await billingState(ctx.database.db, checkout.companyId);
  return { ...checkout, stripeSubscriptionId: state.subscriptions[0]!.providerSubscriptionId! };
}

describe('the first payment by boleto in Stripe Checkout', () => {
  test('completed unpaid: the payment waits as a boleto; async_payment_succeeded pays it once, with one receipt', async () => {
    const checkout = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    expect((await deliver(sessionEvent('checkout.session.completed', checkout, 'unpaid'))).statusCode).toBe(200);
    let state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.payments[0]).toMatchObject({ status: 'pending', method: 'boleto' });
    expect(state.companyStatus).toBe('pending');

    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', checkout, 'paid');
    expect((await deliver(succeeded)).statusCode).toBe(200);
    state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.payments[0]).toMatchObject({ status: 'paid', method: 'boleto' });
    expect(state.companyStatus).toBe('awaiting_opening');
    expect(await receiptJobs(checkout.paymentId)).toHaveLength(1);

    // Replayed: 200, nothing more (no second receipt).
    const before = await billingState(ctx.database.db, checkout.companyId);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await billingState(ctx.database.db, checkout.companyId)).toEqual(before);
    expect(await receiptJobs(checkout.paymentId)).toHaveLength(1);
  });

  test('out of order: async_payment_succeeded before completed-unpaid; the late event changes nothing', async () => {
    const checkout = await startedCheckout({ status: 'active', trackId: null });
    const created = Math.floor(Date.now() / 1000);
    expect(
      (await deliver(sessionEvent('checkout.session.async_payment_succeeded', checkout, 'paid', created + 60)))
        .statusCode,
    ).toBe(200);
    expect((await deliver(sessionEvent('checkout.session.completed', checkout, 'unpaid', created))).statusCode).toBe(
      200,
    );
    const state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ status: 'paid', method: 'boleto' });
    expect(state.subscriptions[0]?.status).toBe('active');
  });

  test('async_payment_failed (the boleto expired unpaid): the payment expired, the subscription pending', async () => {
    const checkout = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    await deliver(sessionEvent('checkout.session.completed', checkout, 'unpaid'));
    const failed = sessionEvent('checkout.session.async_payment_failed', checkout, 'unpaid');
    expect((await deliver(failed)).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.payments[0]).toMatchObject({ status: 'expired', method: 'boleto' });
    expect(state.subscriptions[0]?.status).toBe('pending');
    expect(state.companyStatus).toBe('pending');
    expect(await receiptJobs(checkout.paymentId)).toEqual([]);
  });

  test('out of order: async_payment_failed before completed-unpaid; the payment stays expired', async () => {
    const checkout = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    expect((await deliver(sessionEvent('checkout.session.async_payment_failed', checkout, 'unpaid'))).statusCode).toBe(
      200,
    );
    expect((await deliver(sessionEvent('checkout.session.completed', checkout, 'unpaid'))).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, checkout.companyId);
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ status: 'expired', method: null });
    expect(state.subscriptions[0]?.status).toBe('pending');
  });

  test('each new event replayed: 200 and nothing changes', async () => {
    const checkout = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    const unpaid = sessionEvent('checkout.session.completed', checkout, 'unpaid');
    const failed = sessionEvent('checkout.session.async_payment_failed', checkout, 'unpaid');
    for (const event of [unpaid, failed]) {
      expect((await deliver(event)).statusCode).toBe(200);
      const before = await billingState(ctx.database.db, checkout.companyId);
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await billingState(ctx.database.db, checkout.companyId)).toEqual(before);
    }
    const { companyId, stripeSubscriptionId } = await activeSubscription();
    const invoiceId = `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const required = invoiceEvent('invoice.payment_action_required', stripeSubscriptionId, invoiceId, {
      due_date: 1_850_000_000,
    });
    expect((await deliver(required)).statusCode).toBe(200);
    // The customer paid meanwhile: a replay of the old event must not reopen or re-date anything.
    await deliver(invoiceEvent('invoice.paid', stripeSubscriptionId, invoiceId));
    const before = await billingState(ctx.database.db, companyId);
    expect((await deliver(required)).statusCode).toBe(200);
    expect(await billingState(ctx.database.db, companyId)).toEqual(before);
    const recorded = await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, required.id));
    expect(recorded).toHaveLength(1);
  });

  test('a card paid at once is recorded as a card, with its receipt queued', async () => {
    const { companyId, paymentId } = await activeSubscription();
    expect((await billingState(ctx.database.db, companyId)).payments[0]).toMatchObject({
      status: 'paid',
      method: 'card',
    });
    expect(await receiptJobs(paymentId)).toHaveLength(1);
  });
});

describe('renewals by boleto or Pix (invoice events)', () => {
  test('payment_action_required, then the voucher, then paid: the billing page shows the boleto until paid', async () => {
    const { companyId, stripeSubscriptionId, authorization } = await activeSubscription();
    const invoiceId = `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const due = 1_850_000_000;
    expect(
      (
        await deliver(
          invoiceEvent('invoice.payment_action_required', stripeSubscriptionId, invoiceId, { due_date: due }),
        )
      ).statusCode,
    ).toBe(200);
    let state = await billingState(ctx.database.db, companyId);
    expect(state.payments[1]).toMatchObject({
      status: 'pending',
      providerReference: invoiceId,
      checkoutUrl: `https://invoice.stripe.com/i/acct_test/${invoiceId}`,
      dueAt: new Date(due * 1000),
    });

    const voucher = boletoIntent(invoiceId);
    expect((await deliver(voucher)).statusCode).toBe(200);
    const overview = await ctx.app.inject({
      method: 'GET',
      url: `/billing/overview?companyId=${companyId}`,
      headers: { authorization },
    });
    expect(overview.json().data.openPayment).toMatchObject({
      method: 'boleto',
      status: 'pending',
      amount: plans.servicos.priceCents / 100,
      boleto: {
        line: BOLETO_NUMBER,
        pdfUrl: `https://payments.stripe.com/boleto/voucher/${invoiceId}/pdf`,
        dueDate: new Date(1_850_000_000 * 1000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
      },
    });
    // Replayed voucher: 200, recorded once.
    expect((await deliver(voucher)).statusCode).toBe(200);
    expect(
      await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, voucher.id)),
    ).toHaveLength(1);

    const paid = invoiceEvent('invoice.paid', stripeSubscriptionId, invoiceId);
    expect((await deliver(paid)).statusCode).toBe(200);
    state = await billingState(ctx.database.db, companyId);
    expect(state.payments[1]).toMatchObject({ status: 'paid', method: 'boleto', boletoLine: BOLETO_NUMBER });
    expect(await receiptJobs(state.payments[1]!.id)).toHaveLength(1);
  });

  test('out of order: invoice.paid first; the late action_required and voucher change nothing', async () => {
    const { companyId, stripeSubscriptionId } = await activeSubscription();
    const invoiceId = `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    expect((await deliver(invoiceEvent('invoice.paid', stripeSubscriptionId, invoiceId))).statusCode).toBe(200);
    const before = await billingState(ctx.database.db, companyId);
    expect(before.payments[1]).toMatchObject({ status: 'paid', method: null });
    expect(
      (await deliver(invoiceEvent('invoice.payment_action_required', stripeSubscriptionId, invoiceId, { due_date: 1 })))
        .statusCode,
    ).toBe(200);
    expect((await deliver(boletoIntent(invoiceId))).statusCode).toBe(200);
    const after = await billingState(ctx.database.db, companyId);
    expect(after.payments).toEqual(before.payments);
    expect(after.companyStatus).toBe('active');
  });

  test('a Pix voucher: method pix with its code; a voucher for an invoice we do not know is skipped', async () => {
    const { companyId, stripeSubscriptionId } = await activeSubscription();
    const invoiceId = `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    await deliver(invoiceEvent('invoice.payment_action_required', stripeSubscriptionId, invoiceId));
    expect((await deliver(pixIntent(invoiceId))).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, companyId);
    expect(state.payments[1]).toMatchObject({ method: 'pix', pixCode: '00020101021226...6304ABCD', status: 'pending' });
    expect((await deliver(pixIntent('in_unknown'))).statusCode).toBe(200);
    expect(
      (
        await deliver(
          stripeEvent('payment_intent.requires_action', { id: 'pi_1', object: 'payment_intent', next_action: null }),
        )
      ).statusCode,
    ).toBe(200);
  });

  test.each([
    ['invoice.payment_action_required'],
    ['payment_intent.requires_action'],
    ['checkout.session.async_payment_failed'],
  ])('%s with a wrong signature: 400, nothing recorded', async (type) => {
    const event = stripeEvent(type, { id: 'x_1', object: 'unknown' });
    const res = await deliver(event, 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.invalidWebhookSignature);
    expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([]);
  });
});
