import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages, paymentSchema } from '@contabil/contracts';
import { createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { insertMembership } from '../companies/companies.repository.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { companyWithAdmin, paymentIdFromSandboxUrl, seededPlans } from './billing.testing.js';

let ctx: TestContext;
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  ctx = await createTestApp();
  plans = await seededPlans(ctx.database.db);
});
afterAll(() => ctx.close());

const list = (companyId: string, authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/v1/ecommerce/payments',
    query: { companyId },
    headers: authorization ? { authorization } : {},
  });

async function checkoutAndSettle(companyId: string, authorization: string, action: 'pay' | 'fail') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/subscriptions/${plans.mei.id}`,
    query: { companyId },
    headers: { authorization },
  });
  const id = paymentIdFromSandboxUrl(res.json().data.url);
  await ctx.app.inject({ method: 'POST', url: `/payments/sandbox/sessions/${id}/${action}` });
  return id;
}

describe('GET /v1/ecommerce/payments', () => {
  test("the company's payments, newest first, in the contract's shape", async () => {
    const { company, authorization } = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    const failedId = await checkoutAndSettle(company.id, authorization, 'fail');
    const paidId = await checkoutAndSettle(company.id, authorization, 'pay');
    const res = await list(company.id, authorization);
    expect(res.statusCode).toBe(200);
    const data = res.json().data.map((p: unknown) => paymentSchema.parse(p));
    expect(data.map((p: { id: string }) => p.id)).toEqual([paidId, failedId]);
    expect(data[0]).toMatchObject({
      companyId: company.id,
      status: 'paid',
      amount: plans.mei.priceCents / 100,
      provider: 'sandbox',
      description: `Assinatura ${plans.mei.name}: primeira mensalidade`,
      failedAt: null,
    });
    expect(data[1]).toMatchObject({ status: 'failed', paidAt: null });
  });

  test('a company without payments gets an empty list', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    expect((await list(company.id, authorization)).json()).toEqual({ data: [] });
  });

  test('any member may read them; a system administrator too', async () => {
    const { company, authorization } = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    await checkoutAndSettle(company.id, authorization, 'pay');
    const member = await createUser(ctx.database.db);
    await insertMembership(ctx.database.db, company.id, { userId: member.id, role: 'company-member' });
    expect((await list(company.id, (await signInAs(ctx.app, member)).authorization)).json().data).toHaveLength(1);
    const admin = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
    expect((await list(company.id, admin)).json().data).toHaveLength(1);
  });

  test("another company's member gets 403", async () => {
    const target = await companyWithAdmin(ctx, { status: 'active', trackId: null });
    await checkoutAndSettle(target.company.id, target.authorization, 'pay');
    const outsider = await companyWithAdmin(ctx);
    const res = await list(target.company.id, outsider.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: messages.companyForbidden });
  });

  test('without a token 401; a bad companyId 400', async () => {
    const { company, authorization } = await companyWithAdmin(ctx);
    expect((await list(company.id)).statusCode).toBe(401);
    const bad = await list('abc', authorization);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ message: 'Empresa inválida', fields: { companyId: 'Empresa inválida' } });
  });
});
