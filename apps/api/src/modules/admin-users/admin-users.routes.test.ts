import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { messages } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const get = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('GET /admin/users', () => {
  test('a system administrator gets the page with total, limit 10 by default, and each user’s companies', async () => {
    const owner = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner });
    const res = await get(`/admin/users?companyId=${company.id}`, adminAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [expect.objectContaining({ uid: owner.id, email: owner.email, companies: [company.id], roles: [] })],
      total: 1,
      limit: 10,
      offset: 0,
    });
  });

  test('pages with limit and offset', async () => {
    for (let i = 0; i < 3; i++) await createUser(ctx.database.db);
    const all = (await get('/admin/users?limit=100', adminAuth)).json();
    const page = (await get('/admin/users?limit=2&offset=1', adminAuth)).json();
    expect(page.total).toBe(all.total);
    expect(page.data.map((u: { uid: string }) => u.uid)).toEqual(
      all.data.slice(1, 3).map((u: { uid: string }) => u.uid),
    );
  });

  test('refuses a limit over 100 with a validation error', async () => {
    const res = await get('/admin/users?limit=500', adminAuth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
  });

  test('a company user gets 403', async () => {
    const owner = await createUser(ctx.database.db);
    await createCompany(ctx.database.db, { owner });
    const res = await get('/admin/users', (await signInAs(ctx.app, owner)).authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: messages.adminOnly } });
  });

  test('without a token: 401', async () => {
    expect((await get('/admin/users')).statusCode).toBe(401);
  });
});

describe('GET /admin/users/:id', () => {
  test('a system administrator reads one user; an unknown id is 404', async () => {
    const user = await createUser(ctx.database.db);
    expect((await get(`/admin/users/${user.id}`, adminAuth)).json().data.uid).toBe(user.id);
    const missing = await get(`/admin/users/${randomUUID()}`, adminAuth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  test('a company user gets 403 even for their own id', async () => {
    const user = await createUser(ctx.database.db);
    const res = await get(`/admin/users/${user.id}`, (await signInAs(ctx.app, user)).authorization);
    expect(res.statusCode).toBe(403);
  });
});
