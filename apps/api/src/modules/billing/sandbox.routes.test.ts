import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { messages, sandboxCheckoutSessionSchema } from '@contabil/contracts';
import { createSystemAdmin, signInAs } from '../../test/factories.js';
import { buildApp } from '../../app.js';
import { createTestApp, TEST_WEB_ORIGIN, testConfig, type TestContext } from '../../test/test-app.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';
import { addMonths } from './billing.events.service.js';
import { billingState, brl, companyWithAdmin, paymentIdFromSandboxUrl, seededPlans } from './billing.testing.js';

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  plans = await seededPlans(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const session = (id: string) => ctx.app.inject({ method: 'GET', url: `/payments/sandbox/sessions/${id}` });
const settle = (id: string, action: 'pay' | 'fail') =>
  ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${id}/${action}` });
const renew = (subscriptionId: string, authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/payments/sandbox/subscriptions/${subscriptionId}/renewals`,
    headers: authorization ? { authorization } : {},
  });

/** A company that started the checkout of `plan`: its payment id and subscription id. */
async function startedCheckout(options: Parameters<typeof companyWithAdmin>[1] = {}, planId = plans.servicos.id) {
  const admin = await companyWithAdmin(ctx, options);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${planId}`,
    query: { companyId: admin.company.id },
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { subscriptionId, url } = res.json().data as { subscriptionId: string; url: string };
  return { ...admin, subscriptionId, paymentId: paymentIdFromSandboxUrl(url) };
}

/** An active company whose subscription's first payment went through. */
async function activeSubscription() {
  const started = await startedCheckout({ status: 'active', trackId: null });
  expect((await settle(started.paymentId, 'pay')).statusCode).toBe(200);
  return started;
}

describe('GET /payments/sandbox/sessions/{id}', () => {
  test('shows the company, plan, amount, open status and the way back; no token needed', async () => {
    const { paymentId, company } = await startedCheckout();
    const res = await session(paymentId);
    expect(res.statusCode).toBe(200);
    expect(sandboxCheckoutSessionSchema.parse(res.json().data)).toEqual({
      id: paymentId,
      companyName: company.name,
      planName: plans.servicos.name,
      status: 'open',
      returnUrl: `${TEST_WEB_ORIGIN}/app/user/my-billing?pagamento=sucesso`,
      amount: plans.servicos.priceCents / 100,
      method: null,
      dueAt: null,
      pix: null,
      boleto: null,
    });
    // One money field, in reais: the legacy centavos are gone.
    expect(res.json().data).not.toHaveProperty('amountCents');
  });

  test('an unknown id is 404, a malformed one 400', async () => {
    expect((await session(randomUUID())).statusCode).toBe(404);
    const bad = await session('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: 'Pagamento inválido' });
  });
});

describe('POST /payments/sandbox/sessions/{id}/pay and /fail: the first payment', () => {
  test('paying: payment paid, subscription active for a month, step done, pending opening company -> awaiting_opening', async () => {
    const { paymentId, subscriptionId, company } = await startedCheckout({
      status: 'pending',
      trackId: 'create-company',
    });
    const before = Date.now();
    const res = await settle(paymentId, 'pay');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: paymentId,
      status: 'paid',
      returnUrl: expect.stringContaining('pagamento=sucesso'),
    });

    const state = await billingState(ctx.database.db, company.id);
    const [payment] = state.payments;
    expect(payment).toMatchObject({ status: 'paid', failedAt: null });
    expect(payment?.paidAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [subscription] = state.subscriptions;
    expect(subscription).toMatchObject({ id: subscriptionId, status: 'active' });
    expect(subscription?.currentPeriodEnd?.getTime()).toBe(addMonths(payment!.paidAt!, 1).getTime());
    expect(state.steps).toEqual([
      expect.objectContaining({
        stepId: 'subscription',
        status: 'done',
        payload: { planId: plans.servicos.id, subscriptionId, paidAt: payment?.paidAt?.toISOString() },
      }),
    ]);
    expect(state.audit.map((a) => a.action)).toContain('payment.paid');
    expect(state.companyStatus).toBe('awaiting_opening');
  });

  test('paying moves a pending migration company to migrating', async () => {
    const { paymentId, company } = await startedCheckout({ status: 'pending', trackId: 'migrate-company' });
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    expect((await billingState(ctx.database.db, company.id)).companyStatus).toBe('migrating');
  });

  test('failing: payment failed, subscription still pending, company untouched', async () => {
    const { paymentId, company } = await startedCheckout({ status: 'pending', trackId: 'create-company' });
    const res = await settle(paymentId, 'fail');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'failed',
      returnUrl: `${TEST_WEB_ORIGIN}/app/user/my-billing?pagamento=cancelado`,
    });
    const state = await billingState(ctx.database.db, company.id);
    expect(state.payments[0]).toMatchObject({ status: 'failed', paidAt: null });
    expect(state.payments[0]?.failedAt).toBeInstanceOf(Date);
    expect(state.subscriptions[0]).toMatchObject({ status: 'pending', currentPeriodEnd: null });
    expect(state.steps[0]).toMatchObject({ stepId: 'subscription', status: 'in_progress' });
    expect(state.companyStatus).toBe('pending');
  });

  test('the owner is e-mailed the outcome with the event: failed (try again in the wizard), then paid', async () => {
    const { paymentId, company, owner, authorization } = await startedCheckout({
      status: 'pending',
      trackId: 'create-company',
    });
    expect((await settle(paymentId, 'fail')).statusCode).toBe(200);
    let mails = await listOutboxMessagesTo(ctx.database.db, owner.email);
    expect(mails.map((m) => m.subject)).toEqual([`Não conseguimos confirmar o pagamento de ${brl(plans.servicos)}`]);
    expect(mails[0]!.text).toContain(`${TEST_WEB_ORIGIN}/app/wizard/company-opening`);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/subscriptions/${plans.servicos.id}`,
      query: { companyId: company.id },
      headers: { authorization },
    });
    expect((await settle(paymentIdFromSandboxUrl(again.json().data.url), 'pay')).statusCode).toBe(200);
    mails = await listOutboxMessagesTo(ctx.database.db, owner.email);
    expect(mails[0]!.subject).toBe(`Pagamento de ${brl(plans.servicos)} confirmado`);
  });

  test('a session that is no longer open answers 409 and changes nothing', async () => {
    const { paymentId, company } = await startedCheckout();
    expect((await settle(paymentId, 'pay')).statusCode).toBe(200);
    const before = await billingState(ctx.database.db, company.id);
    for (const action of ['pay', 'fail'] as const) {
      const res = await settle(paymentId, action);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'conflict', message: messages.paymentSessionClosed } });
    }
    expect(await billingState(ctx.database.db, company.id)).toEqual(before);

    const failed = await startedCheckout();
    expect((await settle(failed.paymentId, 'fail')).statusCode).toBe(200);
    expect((await settle(failed.paymentId, 'pay')).statusCode).toBe(409);
    expect((await session(failed.paymentId)).json().data.status).toBe('failed');
  });

  test('an unknown session is 404', async () => {
    expect((await settle(randomUUID(), 'pay')).statusCode).toBe(404);
    expect((await settle(randomUUID(), 'fail')).statusCode).toBe(404);
  });

  test('pay and fail at once: exactly one wins', async () => {
    const { paymentId, company } = await startedCheckout({ status: 'active', trackId: null });
    const results = await Promise.all([settle(paymentId, 'pay'), settle(paymentId, 'fail')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const state = await billingState(ctx.database.db, company.id);
    expect(state.payments).toHaveLength(1);
    expect(['paid', 'failed']).toContain(state.payments[0]?.status);
  });
});

describe('POST /payments/sandbox/subscriptions/{id}/renewals', () => {
  test('a failed renewal makes the subscription past_due and the company overdue; a paid one brings both back', async () => {
    const { subscriptionId, company } = await activeSubscription();
    const firstPeriodEnd = (await billingState(ctx.database.db, company.id)).subscriptions[0]!.currentPeriodEnd!;

    const renewal = await renew(subscriptionId, adminAuth);
    expect(renewal.statusCode, renewal.body).toBe(201);
    expect(renewal.json().data.subscriptionId).toBe(subscriptionId);
    const renewalId = paymentIdFromSandboxUrl(renewal.json().data.url);
    // Asking again while it is pending gives the same payment.
    expect((await renew(subscriptionId, adminAuth)).json().data.url).toBe(renewal.json().data.url);
    expect((await session(renewalId)).json().data).toMatchObject({
      status: 'open',
      amount: plans.servicos.priceCents / 100,
    });

    expect((await settle(renewalId, 'fail')).statusCode).toBe(200);
    let state = await billingState(ctx.database.db, company.id);
    expect(state.subscriptions[0]?.status).toBe('past_due');
    expect(state.companyStatus).toBe('overdue');

    const retry = paymentIdFromSandboxUrl((await renew(subscriptionId, adminAuth)).json().data.url);
    expect(retry).not.toBe(renewalId);
    expect((await settle(retry, 'pay')).statusCode).toBe(200);
    state = await billingState(ctx.database.db, company.id);
    expect(state.subscriptions[0]?.status).toBe('active');
    expect(state.companyStatus).toBe('active');
    // The period runs on from the end of the one already paid.
    expect(state.subscriptions[0]?.currentPeriodEnd?.getTime()).toBe(addMonths(firstPeriodEnd, 1).getTime());
    expect(state.payments.map((p) => p.status)).toEqual(['paid', 'failed', 'paid']);
  });

  test('a renewal paid on time keeps the company active', async () => {
    const { subscriptionId, company } = await activeSubscription();
    const id = paymentIdFromSandboxUrl((await renew(subscriptionId, adminAuth)).json().data.url);
    expect((await settle(id, 'pay')).statusCode).toBe(200);
    const state = await billingState(ctx.database.db, company.id);
    expect(state.companyStatus).toBe('active');
    expect(state.subscriptions[0]?.status).toBe('active');
  });

  test('a subscription not yet paid is 409; an unknown one 404', async () => {
    const { subscriptionId } = await startedCheckout();
    const res = await renew(subscriptionId, adminAuth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
    expect((await renew(randomUUID(), adminAuth)).statusCode).toBe(404);
  });

  test('system administrators only: 401 without a token, 403 for the company itself', async () => {
    const { subscriptionId, authorization } = await activeSubscription();
    expect((await renew(subscriptionId)).statusCode).toBe(401);
    const res = await renew(subscriptionId, authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: messages.adminOnly });
  });
});

describe('where the sandbox exists', () => {
  test('never in production, even with PAYMENT_PROVIDER=sandbox', async () => {
    // The same database: only the routes registered differ.
    const app = await buildApp({
      config: testConfig({ env: 'production', payments: { provider: 'sandbox' } }),
      database: ctx.database,
      jobs: ctx.jobs,
      logger: false,
    });
    try {
      for (const [method, url] of [
        ['GET', `/payments/sandbox/sessions/${randomUUID()}`],
        ['POST', `/payments/sandbox/sessions/${randomUUID()}/pay`],
        ['POST', `/payments/sandbox/subscriptions/${randomUUID()}/renewals`],
      ] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.message).toContain(messages.routeNotFound);
      }
    } finally {
      await app.close();
    }
  });
});
