import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { messages, subscriptionCheckoutSchema } from '@contabil/contracts';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { updateCompany, upsertCompanyStep } from '../companies/companies.repository.js';
import {
  billingState,
  companyWithAdmin,
  insertInactivePlan,
  paymentIdFromSandboxUrl,
  seededPlans,
} from './billing.testing.js';

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  plans = await seededPlans(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const checkout = (planId: string, query: Record<string, string>, authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${planId}`,
    query,
    headers: authorization ? { authorization } : {},
  });

describe('POST /subscriptions/{planId}', () => {
  test('creates a pending subscription (price copied) and a pending payment, and answers the sandbox URL', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    const res = await checkout(plans.servicos.id, { companyId: company.id }, authorization);
    expect(res.statusCode, res.body).toBe(201);
    const body = subscriptionCheckoutSchema.parse(res.json().data);
    const paymentId = paymentIdFromSandboxUrl(body.url);
    expect(body.url).toBe(`${TEST_WEB_ORIGIN}/pagamento/sandbox/${paymentId}`);

    const state = await billingState(ctx.database.db, company.id);
    expect(state.subscriptions).toEqual([
      expect.objectContaining({
        id: body.subscriptionId,
        planId: plans.servicos.id,
        priceCents: plans.servicos.priceCents,
        status: 'pending',
        provider: 'sandbox',
        currentPeriodEnd: null,
      }),
    ]);
    expect(state.payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        subscriptionId: body.subscriptionId,
        amountCents: plans.servicos.priceCents,
        status: 'pending',
        provider: 'sandbox',
        providerReference: paymentId,
        checkoutUrl: body.url,
        returnUrl: `${TEST_WEB_ORIGIN}/app/user/my-billing?pagamento=sucesso`,
      }),
    ]);
    // The track's subscription step is in progress with the chosen plan, in the same transaction.
    expect(state.steps).toEqual([
      expect.objectContaining({
        stepId: 'subscription',
        status: 'in_progress',
        payload: { planId: plans.servicos.id, subscriptionId: body.subscriptionId, paidAt: null },
      }),
    ]);
    expect(state.companyStatus).toBe('pending');
    expect(state.audit.map((a) => a.action)).toContain('subscription.checkout_started');
  });

  test('a later plan price change does not touch a subscription already created', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    const res = await checkout(plans.mei.id, { companyId: company.id }, authorization);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/plans/${plans.mei.id}`,
      headers: { authorization: adminAuth },
      payload: { price: (plans.mei.priceCents + 100) / 100 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.price).toBe((plans.mei.priceCents + 100) / 100);
    const state = await billingState(ctx.database.db, company.id);
    expect(state.subscriptions[0]?.priceCents).toBe(plans.mei.priceCents);
    expect(state.payments[0]?.amountCents).toBe(plans.mei.priceCents);
    expect(res.statusCode).toBe(201);
    await ctx.app.inject({
      method: 'PUT',
      url: `/plans/${plans.mei.id}`,
      headers: { authorization: adminAuth },
      payload: { price: plans.mei.priceCents / 100 },
    });
  });

  test('a returnPath is kept for the way back', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    const res = await checkout(
      plans.mei.id,
      { companyId: company.id, returnPath: '/app/company/wizard?step=subscription' },
      authorization,
    );
    expect(res.statusCode).toBe(201);
    const [payment] = (await billingState(ctx.database.db, company.id)).payments;
    expect(payment?.returnUrl).toBe(`${TEST_WEB_ORIGIN}/app/company/wizard?step=subscription&pagamento=sucesso`);
  });

  test('a second checkout while one is pending reuses the subscription and replaces the unpaid payment', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    const first = (await checkout(plans.mei.id, { companyId: company.id }, authorization)).json().data;
    const second = await checkout(plans.comercio.id, { companyId: company.id }, authorization);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.subscriptionId).toBe(first.subscriptionId);
    expect(second.json().data.url).not.toBe(first.url);

    const state = await billingState(ctx.database.db, company.id);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.subscriptions[0]).toMatchObject({ planId: plans.comercio.id, priceCents: plans.comercio.priceCents });
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ status: 'pending', amountCents: plans.comercio.priceCents });
    expect(state.steps[0]?.payload).toMatchObject({ planId: plans.comercio.id });
    // The replaced checkout page is gone.
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/payments/sandbox/sessions/${paymentIdFromSandboxUrl(first.url)}`,
    });
    expect(old.statusCode).toBe(404);
  });

  test('after a failed first payment a new checkout keeps the failed one in the history', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    const first = (await checkout(plans.mei.id, { companyId: company.id }, authorization)).json().data;
    const fail = await ctx.app.inject({
      method: 'POST',
      url: `/payments/sandbox/sessions/${paymentIdFromSandboxUrl(first.url)}/fail`,
    });
    expect(fail.statusCode).toBe(200);
    const again = await checkout(plans.mei.id, { companyId: company.id }, authorization);
    expect(again.statusCode).toBe(201);
    const state = await billingState(ctx.database.db, company.id);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.payments.map((p) => p.status)).toEqual(['failed', 'pending']);
  });

  test('a company with an active subscription gets 409', async () => {
    const { company, authorization } = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const { url } = (await checkout(plans.mei.id, { companyId: company.id }, authorization)).json().data;
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/payments/sandbox/sessions/${paymentIdFromSandboxUrl(url)}/pay`,
    });
    expect(pay.statusCode).toBe(200);
    const res = await checkout(plans.servicos.id, { companyId: company.id }, authorization);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: messages.subscriptionAlreadyActive } });
    expect((await billingState(ctx.database.db, company.id)).payments).toHaveLength(1);
  });

  test('the MEI plan is refused to a company its track says is not a MEI (409), other plans are fine', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    await upsertCompanyStep(ctx.database.db, company.id, {
      stepId: 'pre-registration',
      status: 'done',
      payload: { size: 'ME', legalNature: 'private_limited' },
    });
    const refused = await checkout(plans.mei.id, { companyId: company.id }, authorization);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'conflict', message: messages.meiPlanOnlyForMei } });
    expect((await billingState(ctx.database.db, company.id)).subscriptions).toEqual([]);
    expect((await checkout(plans.servicos.id, { companyId: company.id }, authorization)).statusCode).toBe(201);
  });

  test('the MEI plan is refused to a company of two partners even without a track (409): the billing page rule', async () => {
    const { company, authorization } = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const partner = (cpf: string) => ({ name: `Sócio ${cpf}`, cpf, sharePercent: 50, isAdministrator: true });
    await updateCompany(ctx.database.db, company.id, { partners: [partner('52998224725'), partner('11144477735')] });
    const refused = await checkout(plans.mei.id, { companyId: company.id }, authorization);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'conflict', message: messages.meiPlanOnlyForMei } });
    expect((await checkout(plans.servicos.id, { companyId: company.id }, authorization)).statusCode).toBe(201);
  });

  test('an unknown plan is 404 and an inactive plan 409', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    const missing = await checkout(randomUUID(), { companyId: company.id }, authorization);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: messages.planNotFound } });
    const inactive = await checkout(
      (await insertInactivePlan(ctx.database.db)).id,
      { companyId: company.id },
      authorization,
    );
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ error: { code: 'conflict', message: messages.planInactive } });
    expect((await billingState(ctx.database.db, company.id)).subscriptions).toEqual([]);
  });

  test('validation: plan id, companyId and returnPath', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    const badPlan = await checkout('nao-e-uuid', { companyId: company.id }, authorization);
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().error.fields).toEqual({ id: 'Plano inválido' });
    const badCompany = await checkout(plans.mei.id, { companyId: '123' }, authorization);
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().error).toMatchObject({
      message: 'Empresa inválida',
      fields: { companyId: 'Empresa inválida' },
    });
    const noCompany = await checkout(plans.mei.id, {}, authorization);
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.fields).toHaveProperty('companyId');
    for (const returnPath of ['https://outro.site/app', '//outro.site', '/login', '/app/<script>']) {
      const res = await checkout(plans.mei.id, { companyId: company.id, returnPath }, authorization);
      expect(res.statusCode, returnPath).toBe(400);
      expect(res.json().error.fields).toEqual({ returnPath: 'Caminho de retorno inválido' });
    }
  });

  test('without a token: 401', async () => {
    const company = await createCompany(ctx.database.db);
    const res = await checkout(plans.mei.id, { companyId: company.id });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthorized', message: messages.tokenNotFound });
  });

  test("another company's administrator gets 403 and nothing is created", async () => {
    const { authorization } = await companyWithAdmin(ctx);
    const other = await createCompany(ctx.database.db, { owner: await createUser(ctx.database.db) });
    const res = await checkout(plans.mei.id, { companyId: other.id }, authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: messages.companyForbidden });
    expect((await billingState(ctx.database.db, other.id)).subscriptions).toEqual([]);
  });

  test('a company member who is not its administrator gets 403', async () => {
    const { company, authorization } = await companyWithAdmin(ctx, { role: 'company-member' });
    const res = await checkout(plans.mei.id, { companyId: company.id }, authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  test('a system administrator may start it for any company; an unknown company is 404', async () => {
    const company = await createCompany(ctx.database.db, { status: 'pending', trackId: 'migrate-company' });
    const res = await checkout(plans.mei.id, { companyId: company.id }, adminAuth);
    expect(res.statusCode).toBe(201);
    const missing = await checkout(plans.mei.id, { companyId: randomUUID() }, adminAuth);
    expect(missing.statusCode).toBe(404);
  });

  test('is documented in OpenAPI', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = spec.paths['/subscriptions/{id}'].post;
    expect(op.summary).toMatch(/Assinar/);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['companyId', 'id', 'returnPath']);
  });
});
