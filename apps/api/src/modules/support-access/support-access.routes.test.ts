import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SUPPORT_SESSION_TTL_SECONDS, supportAccessMessages, userMessages } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createCompany, createSystemAdmin, createUser, signInAs, FACTORY_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { SUPPORT_SESSION_ENDED } from './support-access.guard.js';

let ctx: TestContext;
let now = new Date();
const HOUR = 3600 * 1000;
let admin: Awaited<ReturnType<typeof createSystemAdmin>>;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  admin = await createSystemAdmin(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, admin)).authorization;
});
afterAll(() => ctx.close());

async function companyUser() {
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user });
  const other = await createCompany(ctx.database.db, { owner: user });
  const { authorization } = await signInAs(ctx.app, user);
  return { user, company, other, authorization };
}

const openSession = (userId: string, authorization = adminAuth) =>
  ctx.app.inject({
    method: 'POST',
    url: '/admin/support-access/sessions',
    payload: { userId },
    headers: { authorization },
  });
const grant = (companyId: string, hours: number, authorization: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/support-access/grants',
    payload: { companyId, hours },
    headers: { authorization },
  });

async function auditOf(action: string, entityId: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

describe('support access', () => {
  test('refused without consent (403, in Portuguese) and the refusal is logged', async () => {
    const { user } = await companyUser();
    const res = await openSession(user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(supportAccessMessages.noConsent);
    const [row] = await auditOf('support.session_refused', user.id);
    expect(row?.actorUserId).toBe(admin.id);
  });

  test('with consent: a short token acting as the user in the granted company only, every request audited with the admin as actor', async () => {
    const { user, company, other, authorization } = await companyUser();
    expect((await grant(company.id, 7, authorization)).json().error.fields.hours).toBe(
      supportAccessMessages.hoursInvalid,
    );
    const granted = await grant(company.id, 24, authorization);
    expect(granted.statusCode, granted.body).toBe(201);
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/support-access/grants',
      query: { companyId: company.id },
      headers: { authorization },
    });
    expect(current.json().data.id).toBe(granted.json().data.id);

    const res = await openSession(user.id);
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data;
    expect(session.expiresIn).toBe(SUPPORT_SESSION_TTL_SECONDS);
    expect(session).not.toHaveProperty('refreshToken');
    expect(session.claims).toMatchObject({
      companies: [company.id],
      companyId: company.id,
      support: { sessionId: session.sessionId, actorUserId: admin.id },
    });
    const asSupport = `Bearer ${session.accessToken}`;
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: asSupport } });
    expect(me.json().data.claims.support.actorEmail).toBe(admin.email);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${company.id}`,
      headers: { authorization: asSupport },
    });
    expect(view.statusCode).toBe(200);
    const notGranted = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${other.id}`,
      headers: { authorization: asSupport },
    });
    expect(notGranted.statusCode).toBe(403);
    const mine = await ctx.app.inject({ method: 'GET', url: '/companies/me', headers: { authorization: asSupport } });
    expect(mine.json().data.map((c: { id: string }) => c.id)).toEqual([company.id]);
    const adminCall = await ctx.app.inject({
      method: 'GET',
      url: '/admin/users',
      headers: { authorization: asSupport },
    });
    expect(adminCall.statusCode).toBe(403);

    const [started] = await auditOf('support.session_started', session.sessionId);
    expect(started).toMatchObject({ actorUserId: admin.id, companyId: company.id });
    // /auth/me, the company, the other company, /companies/me, the admin call: five requests, five rows.
    await expect.poll(async () => (await auditOf('support.request', session.sessionId)).length).toBe(5);
    const requests = await auditOf('support.request', session.sessionId);
    expect(requests.every((r) => r.actorUserId === admin.id)).toBe(true);
    expect(requests.map((r) => (r.details as { status: number }).status)).toEqual(expect.arrayContaining([200, 403]));
  });

  test('a support token cannot grant access, change password or e-mail, invite, or open another session', async () => {
    const { user, company, authorization } = await companyUser();
    await grant(company.id, 1, authorization);
    const asSupport = `Bearer ${(await openSession(user.id)).json().data.accessToken}`;
    const refused = [
      await grant(company.id, 72, asSupport),
      await ctx.app.inject({
        method: 'PUT',
        url: `/users/${user.id}/password`,
        payload: { currentPassword: FACTORY_PASSWORD, newPassword: 'roubada-123' },
        headers: { authorization: asSupport },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: `/users/${user.id}/email-change`,
        payload: { email: 'outro@exemplo.com.br', currentPassword: FACTORY_PASSWORD },
        headers: { authorization: asSupport },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: `/companies/${company.id}/invites`,
        payload: { email: 'colega@exemplo.com.br', role: 'company-admin' },
        headers: { authorization: asSupport },
      }),
      await ctx.app.inject({
        method: 'DELETE',
        url: `/users/${user.id}`,
        headers: { authorization: asSupport },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(userMessages.notDuringSupport);
    }
    expect((await openSession(user.id, asSupport)).statusCode).toBe(403);
  });

  test('expired after the grant’s time; a revoked grant ends the session at once', async () => {
    const { user, company, authorization } = await companyUser();
    const granted = await grant(company.id, 1, authorization);
    const first = await openSession(user.id);
    const asSupport = `Bearer ${first.json().data.accessToken}`;
    const start = now;
    try {
      now = new Date(start.getTime() + 2 * HOUR);
      const late = await openSession(user.id);
      expect(late.statusCode).toBe(403);
      const call = await ctx.app.inject({
        method: 'GET',
        url: `/companies/${company.id}`,
        headers: { authorization: asSupport },
      });
      expect(call.statusCode).toBe(401);
      expect(call.json().error.message).toBe(SUPPORT_SESSION_ENDED);
    } finally {
      now = start;
    }
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/support-access/grants/${granted.json().data.id}`,
      headers: { authorization },
    });
    expect(revoke.statusCode).toBe(204);
    const afterRevoke = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${company.id}`,
      headers: { authorization: asSupport },
    });
    expect(afterRevoke.statusCode).toBe(401);
    expect((await openSession(user.id)).statusCode).toBe(403);
  });

  test('the session ends when its admin loses the system-admin role', async () => {
    const { user, company, authorization } = await companyUser();
    await grant(company.id, 1, authorization);
    const other = await createSystemAdmin(ctx.database.db);
    const otherAuth = (await signInAs(ctx.app, other)).authorization;
    const asSupport = `Bearer ${(await openSession(user.id, otherAuth)).json().data.accessToken}`;
    const call = () =>
      ctx.app.inject({ method: 'GET', url: `/companies/${company.id}`, headers: { authorization: asSupport } });
    expect((await call()).statusCode).toBe(200);
    const demoted = await ctx.app.inject({
      method: 'PATCH',
      url: `/users/${other.id}`,
      payload: { roles: [] },
      headers: { authorization: adminAuth },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await call()).statusCode).toBe(401);
  });

  test('tenant isolation: grants need membership (403), someone else’s grant 404, no token 401', async () => {
    const a = await companyUser();
    const b = await companyUser();
    expect((await grant(b.company.id, 1, a.authorization)).statusCode).toBe(403);
    const bGrant = await grant(b.company.id, 1, b.authorization);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/support-access/grants/${bGrant.json().data.id}`,
      headers: { authorization: a.authorization },
    });
    expect(foreign.statusCode).toBe(404);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: '/support-access/grants',
      query: { companyId: b.company.id },
      headers: { authorization: a.authorization },
    });
    expect(peek.statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/support-access/grants',
          payload: { companyId: a.company.id, hours: 1 },
        })
      ).statusCode,
    ).toBe(401);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/admin/support-access/grants',
      headers: { authorization: adminAuth },
    });
    expect(list.json().data.map((g: { id: string }) => g.id)).toContain(bGrant.json().data.id);
  });
});
