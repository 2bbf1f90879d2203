import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createUser, signInAs, uniqueEmail } from '../../test/factories.js';
import { createSystemAdmin } from './create-system-admin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('createSystemAdmin (npm run create-admin)', () => {
  test('creates a user who signs in with the system-admin role', async () => {
    const email = uniqueEmail('novo-admin');
    expect(await createSystemAdmin(ctx.database.db, { email, password: 'senha-admin-1', name: 'Admin' })).toBe(
      'created',
    );
    const session = await signInAs(ctx.app, { email }, 'senha-admin-1');
    expect(session.claims.roles).toEqual(['system-admin']);
  });

  test('promotes an existing user, keeping their other roles, and sets the new password', async () => {
    const user = await createUser(ctx.database.db, { roles: ['accountant'] });
    expect(await createSystemAdmin(ctx.database.db, { email: user.email, password: 'senha-nova-22', name: 'x' })).toBe(
      'promoted',
    );
    const session = await signInAs(ctx.app, user, 'senha-nova-22');
    expect(session.claims.roles.sort()).toEqual(['accountant', 'system-admin']);
  });
});
