import { LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createUser, signInAs } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /test-support/companies', () => {
  test('under NODE_ENV=test makes a company in the given state for an existing user', async () => {
    const user = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test-support/companies',
      payload: { ownerEmail: user.email, status: 'pending', trackId: 'migrate-company', trackStatus: 'in_progress' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      trackId: 'migrate-company',
      trackStatus: 'in_progress',
    });
    expect((await signInAs(ctx.app, user)).claims.companyId).toBe(res.json().data.id);
  });

  test('writes the steps, so the track status computed from them is the one asked', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    for (const trackStatus of ['pending', 'in_progress', 'done'] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/test-support/companies',
        payload: { ownerEmail: user.email, status: 'pending', trackId: 'create-company', trackStatus },
      });
      const track = await ctx.app.inject({
        method: 'GET',
        url: `/companies/${res.json().data.id}/steps`,
        headers: { authorization: session.authorization },
      });
      expect(track.json().data.status).toBe(trackStatus);
    }
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/test-support/companies',
      payload: {
        ownerEmail: user.email,
        status: 'pending',
        trackId: 'migrate-company',
        stepsDone: ['partner-registration-basic', 'migrate-accountant'],
      },
    });
    expect(chosen.json().data.trackStatus).toBe('in_progress');
  });

  test.each(['development', 'production'] as const)('does not exist under NODE_ENV=%s', async (env) => {
    const app = await buildApp({
      config: { ...ctx.config, env },
      database: ctx.database,
      jobs: ctx.jobs,
      logger: false,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/test-support/companies',
      payload: { ownerEmail: 'a@b.com', status: 'active' },
    });
    expect(res.statusCode).toBe(404);
    const admin = await app.inject({
      method: 'POST',
      url: '/test-support/system-admins',
      payload: { name: 'Helena', email: 'helena@exemplo.com.br', password: 'senha-forte-123' },
    });
    expect(admin.statusCode).toBe(404);
    const mail = await app.inject({ method: 'GET', url: '/test-support/mail', query: { to: 'a@b.com' } });
    expect(mail.statusCode).toBe(404);
    await app.close();
  });
});

describe('POST /test-support/system-admins', () => {
  test('makes a system administrator who signs in with the system-admin role', async () => {
    const admin = { name: 'Helena Contadora', email: 'helena.ts@exemplo.com.br', password: 'senha-forte-123' };
    const res = await ctx.app.inject({ method: 'POST', url: '/test-support/system-admins', payload: admin });
    expect(res.statusCode).toBe(201);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: admin.email, password: admin.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.claims.roles).toContain('system-admin');
  });
});

describe('GET /test-support/mail', () => {
  test('answers the e-mails sent to an address, newest first', async () => {
    const email = 'leitora.ts@exemplo.com.br';
    await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: { name: 'Leitora', email, password: 'senha-forte-123', acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION },
    });
    await ctx.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email } });
    const res = await ctx.app.inject({ method: 'GET', url: '/test-support/mail', query: { to: email } });
    expect(res.statusCode).toBe(200);
    // Newest first: the reset link, then the welcome of the sign-up.
    expect(res.json().data).toEqual([
      expect.objectContaining({
        to: email,
        subject: 'Redefinição de senha',
        text: expect.stringContaining('/app/login?reset='),
      }),
      expect.objectContaining({ to: email, subject: 'Boas-vindas: sua conta está criada' }),
    ]);
  });
});
