import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { messages } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, authorization: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization } });

async function tenant() {
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user });
  return { user, company, authorization: (await signInAs(ctx.app, user)).authorization };
}

describe('GET /companies/:id', () => {
  test('a member reads their company', async () => {
    const a = await tenant();
    const res = await get(`/companies/${a.company.id}`, a.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.company.id, name: a.company.name, status: 'active' });
  });

  test('a user of company A asking for company B gets 403 and none of its data', async () => {
    const a = await tenant();
    const b = await tenant();
    const res = await get(`/companies/${b.company.id}`, a.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: messages.companyForbidden } });
    expect(res.body).not.toContain(b.company.name);
  });

  test('membership is checked at request time: removing it is effective before the token expires', async () => {
    const a = await tenant();
    const { companyMemberships } = await import('../../db/schema/companies.js');
    await ctx.database.db.delete(companyMemberships);
    expect((await get(`/companies/${a.company.id}`, a.authorization)).statusCode).toBe(403);
  });

  test('a system administrator reads any company; an unknown id is 404', async () => {
    const b = await tenant();
    const admin = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
    expect((await get(`/companies/${b.company.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/companies/${randomUUID()}`, admin)).statusCode).toBe(404);
  });

  test('a malformed id is a 400 with a Portuguese message', async () => {
    const a = await tenant();
    const res = await get('/companies/123', a.authorization);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: 'Empresa inválida',
      fields: { id: 'Empresa inválida' },
    });
  });
});

describe('GET /companies/me', () => {
  test('lists only the caller’s companies', async () => {
    const a = await tenant();
    const second = await createCompany(ctx.database.db, { owner: a.user, role: 'company-member' });
    await tenant();
    const res = await get('/companies/me', a.authorization);
    expect(
      res
        .json()
        .data.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([a.company.id, second.id].sort());
  });
});

describe('GET /companies/:id/steps', () => {
  test('a member reads the track: id, status and the steps started', async () => {
    const a = await tenant();
    const { companies, companySteps } = await import('../../db/schema/companies.js');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db
      .update(companies)
      .set({ trackId: 'create-company', trackStatus: 'in_progress' })
      .where(eq(companies.id, a.company.id));
    await ctx.database.db
      .insert(companySteps)
      .values({ companyId: a.company.id, stepId: 'pre-registration', status: 'done', payload: { nome: 'x' } });
    const res = await get(`/companies/${a.company.id}/steps`, a.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      trackId: 'create-company',
      status: 'in_progress',
      steps: [{ stepId: 'pre-registration', status: 'done', payload: { nome: 'x' } }],
    });
  });

  test('another company’s track is 403', async () => {
    const a = await tenant();
    const b = await tenant();
    expect((await get(`/companies/${b.company.id}/steps`, a.authorization)).statusCode).toBe(403);
  });

  test('a company without a track answers trackId null and its status', async () => {
    const a = await tenant();
    expect((await get(`/companies/${a.company.id}/steps`, a.authorization)).json().data).toEqual({
      trackId: null,
      status: 'pending',
      steps: [],
    });
  });
});
