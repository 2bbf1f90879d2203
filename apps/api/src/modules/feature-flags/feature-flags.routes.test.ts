import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createUser, signInAs } from '../../test/factories.js';
import { featureFlagsFor, parseEmailList } from './feature-flags.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function flagsOf(email: string) {
  const user = await createUser(ctx.database.db, { email });
  const { authorization } = await signInAs(ctx.app, user);
  return ctx.app.inject({ method: 'GET', url: '/config/feature-flags', headers: { authorization } });
}

describe('GET /config/feature-flags', () => {
  test('a listed e-mail gets the feature on, the others off', async () => {
    expect((await flagsOf('flags@exemplo.com.br')).json()).toEqual({ data: { panel: true, cora: false } });
    expect((await flagsOf('outra@exemplo.com.br')).json()).toEqual({ data: { panel: false, cora: false } });
  });

  test('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/config/feature-flags' })).statusCode).toBe(401);
  });
});

describe('parseEmailList', () => {
  test('trims, lower-cases and drops empty entries', () => {
    expect([...parseEmailList(' Ana@Exemplo.com , ,bia@exemplo.com')]).toEqual(['ana@exemplo.com', 'bia@exemplo.com']);
  });
});

describe('featureFlagsFor', () => {
  test('`*` turns a feature on for every address; the other list is untouched', () => {
    const lists = { panel: parseEmailList('ana@exemplo.com'), cora: parseEmailList('*') };
    expect(featureFlagsFor(lists, 'Qualquer@Empresa.com.br')).toEqual({ panel: false, cora: true });
    expect(featureFlagsFor(lists, 'ANA@exemplo.com')).toEqual({ panel: true, cora: true });
  });
});
