import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { signInAs } from '../../test/factories.js';
import { seedDemo } from './demo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('seedDemo', () => {
  test('on an empty database creates an administrator and a company user with an active company, once', async () => {
    const accounts = await seedDemo(ctx.database.db);
    expect(accounts.map((a) => a.email)).toEqual(['admin@demo.contabil.local', 'empresa@demo.contabil.local']);
    const [admin, owner] = accounts;
    const adminSession = await signInAs(ctx.app, admin!, admin!.password);
    expect(adminSession.claims.roles).toEqual(['system-admin']);
    const ownerSession = await signInAs(ctx.app, owner!, owner!.password);
    const company = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${ownerSession.claims.companyId}`,
      headers: { authorization: ownerSession.authorization },
    });
    expect(company.json().data).toMatchObject({
      name: 'Padaria Pão Quente Ltda',
      status: 'active',
      cnpj: '11222333000181',
      trackId: 'create-company',
      trackStatus: 'done',
      isSolePerson: true,
      // A first look is not empty: the company has a plan, paid.
      currentSubscription: expect.objectContaining({ status: 'active', planName: expect.any(String) }),
    });
    const track = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${ownerSession.claims.companyId}/steps`,
      headers: { authorization: ownerSession.authorization },
    });
    expect(track.json().data).toMatchObject({ trackId: 'create-company', status: 'done' });
    expect(track.json().data.steps).toHaveLength(7);
    expect(await seedDemo(ctx.database.db)).toEqual([]);
  });
});
