import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { messages } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { FACTORY_PASSWORD, createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { createAccessTokens } from './access-token.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function refresh(refreshToken: string) {
  return ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
}
function me(authorization?: string) {
  return ctx.app.inject({ method: 'GET', url: '/auth/me', headers: authorization ? { authorization } : {} });
}

describe('POST /auth/sign-in', () => {
  test('answers tokens, the user and claims with roles, companies and companyId', async () => {
    const user = await createUser(ctx.database.db);
    const first = await createCompany(ctx.database.db, { owner: user });
    const second = await createCompany(ctx.database.db, { owner: user, role: 'company-member' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: user.email.toUpperCase(), password: FACTORY_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ uid: user.id, email: user.email, displayName: user.name });
    expect(data.expiresIn).toBe(3600);
    expect(data.claims).toEqual({ roles: ['company-admin'], companies: [first.id, second.id], companyId: first.id });
    const jwt = decodeJwt(data.accessToken);
    expect(jwt).toMatchObject({ sub: user.id, email: user.email, companies: [first.id, second.id] });
    expect((jwt.exp ?? 0) - (jwt.iat ?? 0)).toBe(3600);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ value: data.refreshToken, httpOnly: true, path: '/auth', sameSite: 'Lax' });
  });

  test('a system administrator gets the role and no companyId', async () => {
    const admin = await createSystemAdmin(ctx.database.db);
    const { claims } = await signInAs(ctx.app, admin);
    expect(claims).toEqual({ roles: ['system-admin'], companies: [], companyId: null });
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    const user = await createUser(ctx.database.db);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: user.email, password: 'outra-senha-123' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: 'ninguem@exemplo.com.br', password: FACTORY_PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: messages.invalidCredentials } });
    }
  });

  test('limits attempts per e-mail: the 11th in 15 minutes gets 429 with Retry-After', async () => {
    const user = await createUser(ctx.database.db);
    const attempt = () =>
      ctx.app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email: user.email, password: 'errada-123' } });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: messages.rateLimited } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on the e-mail, not on failures.
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  test('limits attempts per IP across e-mails', async () => {
    const remoteAddress = '203.0.113.9';
    let last = 0;
    for (let i = 0; i < 51; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        remoteAddress,
        payload: { email: `pessoa${i}@exemplo.com.br`, password: 'errada-123' },
      });
      last = res.statusCode;
      if (i < 50) expect(last).toBe(401);
    }
    expect(last).toBe(429);
  });
});

describe('POST /auth/refresh', () => {
  test('rotates: the new pair works and the old refresh token is spent', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await me(`Bearer ${next.accessToken}`)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  test('reuse of a spent token revokes the whole family, the newest token included', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const rotated = (await refresh(session.refreshToken)).json().data;
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.message).toBe(messages.refreshTokenReused);
    const afterTheft = await refresh(rotated.refreshToken);
    expect(afterTheft.statusCode).toBe(401);
  });

  test('reuse in one family leaves the user’s other sessions alone', async () => {
    const user = await createUser(ctx.database.db);
    const phone = await signInAs(ctx.app, user);
    const laptop = await signInAs(ctx.app, user);
    await refresh(phone.refreshToken);
    await refresh(phone.refreshToken);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  test('reads the httpOnly cookie when the body has no token', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { refresh_token: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe(res.json().data.refreshToken);
  });

  test('an unknown token gets 401; no token at all gets "Token not found"', async () => {
    expect((await refresh('nao-existe')).statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'POST', url: '/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe('Token not found');
  });

  test('claims are rebuilt from the database: a new membership shows after refresh', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    expect(session.claims.companies).toEqual([]);
    const company = await createCompany(ctx.database.db, { owner: user });
    const res = await refresh(session.refreshToken);
    expect(res.json().data.claims).toMatchObject({ companies: [company.id], companyId: company.id });
  });
});

describe('POST /auth/sign-out', () => {
  test('revokes the refresh token and clears the cookie', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      payload: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('GET /auth/me and the Bearer token', () => {
  test('answers the user and claims for a valid token', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const res = await me(session.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user: { uid: user.id }, claims: { roles: [] } });
  });

  test('refuses a token with a forged signature', async () => {
    const user = await createUser(ctx.database.db);
    const forger = createAccessTokens('another-secret-that-is-long-enough-000000');
    const forged = await forger.sign({
      sub: user.id,
      email: user.email,
      roles: ['system-admin'],
      companies: [],
      companyId: null,
    });
    const res = await me(`Bearer ${forged}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: messages.invalidToken } });
  });

  test('refuses a token whose payload was edited after signing', async () => {
    const user = await createUser(ctx.database.db);
    const { accessToken } = await signInAs(ctx.app, user);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, roles: ['system-admin'] })).toString('base64url');
    expect((await me(`Bearer ${header}.${edited}.${signature}`)).statusCode).toBe(401);
  });

  test('refuses an expired token', async () => {
    const user = await createUser(ctx.database.db);
    const tokens = createAccessTokens(ctx.config.jwtSecret);
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 7200;
    const expired = await tokens.sign(
      { sub: user.id, email: user.email, roles: [], companies: [], companyId: null },
      twoHoursAgo,
    );
    const res = await me(`Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(messages.invalidToken);
  });

  test('refuses an unsigned (alg none) token', async () => {
    const user = await createUser(ctx.database.db);
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: user.id, email: user.email, roles: ['system-admin'] })}.`;
    expect((await me(`Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  test('without a token: 401 "Token not found"; a garbage header: 401', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: 'unauthorized', message: 'Token not found' } });
    expect((await me('Basic abc')).statusCode).toBe(401);
    expect((await me('Bearer not.a.jwt')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  test('an unknown e-mail gets 202 too, and no e-mail is written', async () => {
    const email = 'desconhecido@exemplo.com.br';
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email } });
    expect(res.statusCode).toBe(202);
    expect(await listOutboxMessagesTo(ctx.database.db, email)).toHaveLength(0);
  });

  test('the link in the outbox sets a new password once, and ends the old sessions', async () => {
    const user = await createUser(ctx.database.db);
    const oldSession = await signInAs(ctx.app, user);
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: user.email } });
    expect(res.statusCode).toBe(202);
    const [mail] = await listOutboxMessagesTo(ctx.database.db, user.email);
    expect(mail?.subject).toBe('Redefinição de senha');
    const link = /http:\/\/localhost:3000\/app\/login\?reset=([\w%-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const confirm = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password } });
    expect((await confirm('curta')).json().error.fields).toEqual({ password: messages.passwordTooShort });
    expect((await confirm('nova-senha-456')).statusCode).toBe(204);
    const reused = await confirm('outra-senha-789');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields).toEqual({ token: messages.resetTokenInvalid });

    await expect(signInAs(ctx.app, user)).rejects.toThrow(/401/);
    expect((await signInAs(ctx.app, user, 'nova-senha-456')).accessToken).toBeTruthy();
    expect((await refresh(oldSession.refreshToken)).statusCode).toBe(401);
  });

  test('a made-up token is refused with the field message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: 'inventado', password: 'nova-senha-456' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: messages.resetTokenInvalid,
        fields: { token: messages.resetTokenInvalid },
      },
    });
  });

  test('requests are limited per e-mail', async () => {
    const user = await createUser(ctx.database.db);
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/password-reset',
        payload: { email: user.email },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
    expect(await listOutboxMessagesTo(ctx.database.db, user.email)).toHaveLength(5);
  });
});
