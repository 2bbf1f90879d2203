import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { planChangeMessages } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createSystemAdmin, signInAs } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { companyWithAdmin, paymentIdFromSandboxUrl, seededPlans } from './billing.testing.js';

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp({ supportWhatsapp: '5511912345678' });
  plans = await seededPlans(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

async function paidCompany() {
  const admin = await companyWithAdmin(ctx, { status: 'active', trackId: null });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.servicos.id}`,
    query: { companyId: admin.company.id },
    headers: { authorization: admin.authorization },
  });
  const paymentId = paymentIdFromSandboxUrl(res.json().data.url);
  expect(
    (await ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${paymentId}/pay` })).statusCode,
  ).toBe(200);
  return { ...admin, subscriptionId: res.json().data.subscriptionId as string };
}

const get = (url: string, companyId: string, authorization: string) =>
  ctx.app.inject({ method: 'GET', url, query: { companyId }, headers: { authorization } });

describe('billing overview and plan change', () => {
  test('overview: the subscription, no open charge once paid, no credits', async () => {
    const { company, authorization } = await paidCompany();
    const res = await get('/billing/overview', company.id, authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      subscription: { planId: plans.servicos.id, status: 'active', price: plans.servicos.priceCents / 100 },
      openPayment: null,
      credits: { balance: 0, entries: [] },
    });
  });

  test('changing plan: the new price from the next charge, audited; same plan or no active subscription 409', async () => {
    const { company, authorization, subscriptionId } = await paidCompany();
    const change = (planId: string, auth = authorization, companyId = company.id) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/subscriptions/plan',
        query: { companyId },
        payload: { planId },
        headers: { authorization: auth },
      });
    const res = await change(plans.comercio.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: subscriptionId,
      planId: plans.comercio.id,
      price: plans.comercio.priceCents / 100,
    });
    const same = await change(plans.comercio.id);
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(planChangeMessages.samePlan);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'subscription.plan_changed')));
    expect(audit?.details).toMatchObject({ fromPlanId: plans.servicos.id, toPlanId: plans.comercio.id });
    // The next renewal charges the new price.
    const renewal = await ctx.app.inject({
      method: 'POST',
      url: `/payments/sandbox/subscriptions/${subscriptionId}/renewals`,
      headers: { authorization: adminAuth },
    });
    const overview = await get('/billing/overview', company.id, authorization);
    expect(overview.json().data.openPayment).toMatchObject({
      amount: plans.comercio.priceCents / 100,
      checkoutUrl: renewal.json().data.url,
    });

    const fresh = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const none = await change(plans.comercio.id, fresh.authorization, fresh.company.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(planChangeMessages.noActiveSubscription);
    const outsider = await change(plans.servicos.id, fresh.authorization, company.id);
    expect(outsider.statusCode).toBe(403);
  });

  test('account status tells an overdue company why and where to pay; tenant isolation', async () => {
    const { company, authorization, subscriptionId } = await paidCompany();
    const renewal = await ctx.app.inject({
      method: 'POST',
      url: `/payments/sandbox/subscriptions/${subscriptionId}/renewals`,
      headers: { authorization: adminAuth },
    });
    const paymentId = paymentIdFromSandboxUrl(renewal.json().data.url);
    await ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${paymentId}/fail` });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${company.id}/account-status`,
      headers: { authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'overdue',
      reason: 'A última mensalidade não foi paga.',
      openPayment: { id: paymentId, status: 'failed' },
      contactEmail: 'suporte@contabil.local',
      contactWhatsapp: '5511912345678',
    });
    expect(res.json().data.changedAt).not.toBeNull();
    const other = await companyWithAdmin(ctx);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${company.id}/account-status`,
      headers: { authorization: other.authorization },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get('/billing/overview', company.id, other.authorization)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/companies/${company.id}/account-status` })).statusCode).toBe(
      401,
    );
  });
});
