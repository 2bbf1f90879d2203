import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { companyOrderSchema } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { insertMembership } from './companies.repository.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const list = (path: string, query = '', authorization = adminAuth) =>
  ctx.app.inject({ method: 'GET', url: `/companies/orders/${path}${query}`, headers: { authorization } });

describe('GET /companies/orders/opening-requests', () => {
  test('opening orders only, newest first, 10 a page by default, with owner and progress', async () => {
    const owner = await createUser(ctx.database.db, { name: 'Joana Prado', phone: '11987654321' });
    for (let i = 0; i < 10; i++) await createCompany(ctx.database.db, { status: 'pending', trackId: 'create-company' });
    await createCompany(ctx.database.db, { status: 'pending', trackId: 'migrate-company' });
    const newest = await createCompany(ctx.database.db, {
      owner,
      status: 'awaiting_opening',
      trackId: 'create-company',
      stepsDone: ['partner-registration', 'pre-registration', 'select-fiscal-address', 'subscription'],
    });
    // A later member is not the owner.
    await insertMembership(ctx.database.db, newest.id, {
      userId: (await createUser(ctx.database.db)).id,
      role: 'company-admin',
    });

    const res = await list('opening-requests');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ limit: 10, offset: 0, total: 11 });
    expect(body.data).toHaveLength(10);
    expect(body.data.every((o: { company: { trackId: string } }) => o.company.trackId === 'create-company')).toBe(true);
    const first = companyOrderSchema.parse(body.data[0]);
    expect(first).toMatchObject({
      company: { id: newest.id, status: 'awaiting_opening', trackStatus: 'in_progress' },
      owner: { uid: owner.id, name: 'Joana Prado', email: owner.email, phone: '11987654321' },
      currentStep: 'awaiting-guide',
      stepsDone: 4,
      stepsTotal: 7,
    });
    expect(first.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const plain = companyOrderSchema.parse(body.data[1]);
    expect(plain).toMatchObject({ owner: null, currentStep: 'partner-registration', stepsDone: 0, paidAt: null });

    const page2 = (await list('opening-requests', '?offset=10')).json();
    expect(page2.data).toHaveLength(1);
  });

  test('filters: query (name, CNPJ), status and trackStatus', async () => {
    const tag = randomUUID().slice(0, 6);
    const done = await createCompany(ctx.database.db, {
      name: `Doceria Açúcar ${tag}`,
      status: 'opening',
      trackId: 'create-company',
      stepsDone: 'all',
    });
    await createCompany(ctx.database.db, { name: `Doceria Mel ${tag}`, status: 'pending', trackId: 'create-company' });
    const ids = async (query: string) =>
      (await list('opening-requests', query)).json().data.map((o: { company: { id: string } }) => o.company.id);
    expect(await ids(`?query=${encodeURIComponent(`acucar ${tag}`)}`)).toEqual([done.id]);
    expect((await ids(`?query=${tag}`)).length).toBe(2);
    expect(await ids(`?query=${tag}&status=opening`)).toEqual([done.id]);
    expect(await ids(`?query=${tag}&trackStatus=done`)).toEqual([done.id]);
    const [order] = (await list('opening-requests', `?query=${encodeURIComponent(`acucar ${tag}`)}`)).json().data;
    expect(order).toMatchObject({ currentStep: null, stepsDone: 7, stepsTotal: 7 });
  });
});

describe('GET /companies/orders/migration-requests', () => {
  test('migration orders only, with their progress', async () => {
    const tag = randomUUID().slice(0, 6);
    const company = await createCompany(ctx.database.db, {
      name: `Oficina ${tag}`,
      status: 'pending',
      trackId: 'migrate-company',
      stepsDone: ['partner-registration-basic', 'migrate-accountant'],
    });
    await createCompany(ctx.database.db, {
      name: `Oficina ${tag} Abertura`,
      status: 'pending',
      trackId: 'create-company',
    });
    const body = (await list('migration-requests', `?query=${tag}`)).json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      company: { id: company.id, trackId: 'migrate-company' },
      currentStep: 'select-fiscal-address',
      stepsDone: 2,
      stepsTotal: 5,
      paidAt: null,
    });
    expect((await list('migration-requests')).json().limit).toBe(10);
  });
});

describe('who may list orders', () => {
  test.each(['opening-requests', 'migration-requests'])('%s: a company user gets 403, no token 401', async (path) => {
    const owner = await createUser(ctx.database.db);
    await createCompany(ctx.database.db, { owner, status: 'pending', trackId: 'create-company' });
    const authorization = (await signInAs(ctx.app, owner)).authorization;
    expect((await list(path, '', authorization)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/companies/orders/${path}` })).statusCode).toBe(401);
    expect((await list(path, '?limit=0')).statusCode).toBe(400);
    expect((await list(path, '?trackStatus=later')).statusCode).toBe(400);
  });
});
