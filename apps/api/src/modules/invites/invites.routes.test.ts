import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inviteMessages, inviteSchema, LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import { createCompany, createSystemAdmin, createUser, signInAs, uniqueEmail } from '../../test/factories.js';
import { createTestApp, TEST_WEB_ORIGIN, type TestContext } from '../../test/test-app.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';
import { insertMembership } from '../companies/companies.repository.js';

let ctx: TestContext;
let now = new Date('2026-03-02T12:00:00Z');
const DAY = 24 * 3600 * 1000;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
});
afterAll(() => ctx.close());

/** A company with its company-admin signed in. */
async function companyAdmin() {
  const owner = await createUser(ctx.database.db, { name: 'Rita Dona' });
  const company = await createCompany(ctx.database.db, { owner, role: 'company-admin' });
  const { authorization } = await signInAs(ctx.app, owner);
  return { owner, company, authorization };
}

async function invite(
  companyId: string,
  authorization: string,
  email = uniqueEmail('convidada'),
  role = 'company-member',
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/invites`,
    payload: { email, role },
    headers: { authorization },
  });
  return { res, email };
}

async function lastToken(email: string): Promise<string> {
  const [mail] = await listOutboxMessagesTo(ctx.database.db, email);
  const token = new RegExp(`${TEST_WEB_ORIGIN}/app/convite/(\\S+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invite link in ${mail?.text}`);
  return decodeURIComponent(token);
}

const accept = (token: string, authorization: string) =>
  ctx.app.inject({ method: 'POST', url: `/invites/${token}/accept`, headers: { authorization } });

describe('invites', () => {
  test('a company admin invites; the invitee signs in with that e-mail, accepts once, and sees the company after refresh', async () => {
    const { company, authorization } = await companyAdmin();
    const { res, email } = await invite(company.id, authorization);
    expect(res.statusCode, res.body).toBe(201);
    const created = inviteSchema.parse(res.json().data);
    expect(created).toMatchObject({ status: 'pending', email, role: 'company-member', companyName: company.name });
    expect(new Date(created.expiresAt).getTime() - now.getTime()).toBe(7 * DAY);
    const token = await lastToken(email);

    const preview = await ctx.app.inject({ method: 'GET', url: `/invites/${token}` });
    expect(preview.json().data).toMatchObject({
      companyName: company.name,
      inviterName: 'Rita Dona',
      status: 'pending',
      hasAccount: false,
    });

    const invitee = await createUser(ctx.database.db, { email });
    const session = await signInAs(ctx.app, invitee);
    const ok = await accept(token, session.authorization);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ companyId: company.id, companyName: company.name, role: 'company-member' });
    const again = await accept(token, session.authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(inviteMessages.alreadyAccepted);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.json().data.claims.companies).toContain(company.id);

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${company.id}/invites`,
      headers: { authorization },
    });
    expect(list.json()).toMatchObject({ total: 1, limit: 10 });
    expect(list.json().data[0]).toMatchObject({ status: 'accepted' });
  });

  test('another e-mail cannot accept (403); an invite expires after 7 days (410)', async () => {
    const { company, authorization } = await companyAdmin();
    const { email } = await invite(company.id, authorization);
    const token = await lastToken(email);
    const stranger = await signInAs(ctx.app, await createUser(ctx.database.db));
    const wrong = await accept(token, stranger.authorization);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(inviteMessages.emailMismatch);

    const invitee = await signInAs(ctx.app, await createUser(ctx.database.db, { email }));
    const before = now;
    now = new Date(before.getTime() + 7 * DAY + 1000);
    try {
      const late = await accept(token, invitee.authorization);
      expect(late.statusCode).toBe(410);
      expect(late.json().error.message).toBe(inviteMessages.expired);
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/companies/${company.id}/invites`,
        query: { status: 'expired' },
        headers: { authorization },
      });
      expect(list.json().total).toBe(1);
    } finally {
      now = before;
    }
  });

  test('resend gives a new link (the old one dies) and 7 new days; revoke ends it', async () => {
    const { company, authorization } = await companyAdmin();
    const { res, email } = await invite(company.id, authorization);
    const id = res.json().data.id as string;
    const oldToken = await lastToken(email);
    now = new Date(now.getTime() + DAY);
    const resent = await ctx.app.inject({ method: 'POST', url: `/invites/${id}/resend`, headers: { authorization } });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ resentCount: 1, status: 'pending' });
    expect(new Date(resent.json().data.expiresAt).getTime()).toBe(now.getTime() + 7 * DAY);
    const newToken = await lastToken(email);
    expect(newToken).not.toBe(oldToken);
    const invitee = await signInAs(ctx.app, await createUser(ctx.database.db, { email }));
    expect((await accept(oldToken, invitee.authorization)).statusCode).toBe(404);

    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/invites/${id}`, headers: { authorization } });
    expect(revoked.json().data.status).toBe('revoked');
    const late = await accept(newToken, invitee.authorization);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(inviteMessages.revoked);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/invites/${id}`, headers: { authorization } })).statusCode,
    ).toBe(409);
  });

  test('sign-up with the invite token joins the company in the same step, without a company of its own', async () => {
    const { company, authorization } = await companyAdmin();
    const { email } = await invite(company.id, authorization, uniqueEmail('nova'), 'company-admin');
    const token = await lastToken(email);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        name: 'Nova Pessoa',
        email,
        password: 'senha-forte-123',
        acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
        trackId: 'create-company',
        inviteToken: token,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const session = await signInAs(ctx.app, { email }, 'senha-forte-123');
    expect(session.claims.companies).toEqual([company.id]);
    expect(session.claims.roles).toContain('company-admin');

    // A sign-up with a used token changes nothing (the whole sign-up is refused).
    const other = uniqueEmail();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        name: 'Outra',
        email: other,
        password: 'senha-forte-123',
        acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
        inviteToken: token,
      },
    });
    expect(refused.statusCode).toBe(409);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: other, password: 'senha-forte-123' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  test('already a member 409; a pending invite for the same e-mail 409', async () => {
    const { owner, company, authorization } = await companyAdmin();
    const member = await invite(company.id, authorization, owner.email);
    expect(member.res.statusCode).toBe(409);
    expect(member.res.json().error.message).toBe(inviteMessages.alreadyMember);
    const { email } = await invite(company.id, authorization);
    const twice = await invite(company.id, authorization, email);
    expect(twice.res.statusCode).toBe(409);
  });

  test('tenant isolation: 401 without a token, 403 for members and outsiders, 404 for another company’s invite', async () => {
    const a = await companyAdmin();
    const b = await companyAdmin();
    const { res } = await invite(a.company.id, a.authorization);
    const inviteId = res.json().data.id as string;
    const member = await createUser(ctx.database.db);
    await createCompany(ctx.database.db, { owner: member });
    const memberOfA = await createUser(ctx.database.db);
    await insertMembership(ctx.database.db, a.company.id, { userId: memberOfA.id, role: 'company-member' });
    const memberAuth = (await signInAs(ctx.app, memberOfA)).authorization;

    expect((await ctx.app.inject({ method: 'GET', url: `/companies/${a.company.id}/invites` })).statusCode).toBe(401);
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${a.company.id}/invites`,
      headers: { authorization: memberAuth },
    });
    expect(asMember.statusCode).toBe(403);
    const memberInvites = await invite(a.company.id, memberAuth);
    expect(memberInvites.res.statusCode).toBe(403);
    expect(memberInvites.res.json().error.message).toBe(inviteMessages.companyAdminsOnly);
    const asOutsider = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${a.company.id}/invites`,
      headers: { authorization: b.authorization },
    });
    expect(asOutsider.statusCode).toBe(403);
    for (const call of [
      { method: 'POST' as const, url: `/invites/${inviteId}/resend` },
      { method: 'DELETE' as const, url: `/invites/${inviteId}` },
    ]) {
      expect((await ctx.app.inject({ ...call, headers: { authorization: b.authorization } })).statusCode).toBe(404);
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/invites/nao-existe' })).statusCode).toBe(404);
    const admin = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${a.company.id}/invites`,
      headers: { authorization: admin },
    });
    expect(asAdmin.json().total).toBe(1);
  });
});
