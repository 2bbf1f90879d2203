import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { messages } from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { refreshTokens } from '../../db/schema/auth.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createUser, signInAs } from '../../test/factories.js';
import { createAccessTokens } from './access-token.js';

/**
 * Issue 19, item 3: ten parallel refreshes with one token used to let the winner's new
 * token keep working. Reuse detected at any moment revokes the whole family, including the
 * token issued in the same race, and the access tokens of that session stop working too.
 */

const TRIALS = 5;
const PARALLEL = 10;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
const me = (authorization: string) => ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization } });

describe('parallel refreshes with one token', () => {
  test(`${PARALLEL} at once, ${TRIALS} times: one wins, the reuse is audited, and nothing of the family survives`, async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const user = await createUser(ctx.database.db);
      const session = await signInAs(ctx.app, user);
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refresh(session.refreshToken)));
      const winners = answers.filter((a) => a.statusCode === 200);
      const losers = answers.filter((a) => a.statusCode === 401);
      expect(winners, `trial ${trial}`).toHaveLength(1);
      expect(losers, `trial ${trial}`).toHaveLength(PARALLEL - 1);
      for (const loser of losers) {
        expect(loser.json().error.code).toBe('unauthorized');
      }
      expect(losers.some((l) => l.json().error.message === messages.refreshTokenReused)).toBe(true);

      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.refresh_token_reused')));
      expect(audits.length, `trial ${trial}`).toBeGreaterThanOrEqual(1);

      // The winner's refresh token is dead, and so is the access token it came with.
      const won = winners[0]!.json().data as { accessToken: string; refreshToken: string };
      const again = await refresh(won.refreshToken);
      const winnerAccess = await me(`Bearer ${won.accessToken}`);
      const firstAccess = await me(session.authorization);
      outcomes.push(`${again.statusCode}/${winnerAccess.statusCode}/${firstAccess.statusCode}`);
      expect(again.statusCode, `trial ${trial}: the winner's refresh token`).toBe(401);
      expect(winnerAccess.statusCode, `trial ${trial}: the winner's access token`).toBe(401);
      expect(winnerAccess.json().error.message).toBe(messages.sessionExpired);
      expect(firstAccess.statusCode, `trial ${trial}: the first access token`).toBe(401);

      const live = (await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).filter(
        (row) => row.revokedAt === null,
      );
      expect(live, `trial ${trial}: live refresh tokens of the family`).toEqual([]);
    }
    process.stdout.write(`refresh race: ${TRIALS} trials x ${PARALLEL} parallel refreshes: ${outcomes.join(' ')}\n`);
  });

  test('a normal rotation keeps working, and the old token is then a reuse', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const next = await refresh(session.refreshToken);
    expect(next.statusCode).toBe(200);
    const pair = next.json().data as { accessToken: string; refreshToken: string };
    expect((await me(`Bearer ${pair.accessToken}`)).statusCode).toBe(200);
    // The previous access token of the same session still works until it expires.
    expect((await me(session.authorization)).statusCode).toBe(200);
    const third = await refresh(pair.refreshToken);
    expect(third.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).json().error.message).toBe(messages.refreshTokenReused);
    expect((await refresh(third.json().data.refreshToken)).statusCode).toBe(401);
    expect((await me(`Bearer ${third.json().data.accessToken}`)).statusCode).toBe(401);
  });

  test('signing out ends the session: its access token is refused at once, another session lives on', async () => {
    const user = await createUser(ctx.database.db);
    const phone = await signInAs(ctx.app, user);
    const laptop = await signInAs(ctx.app, user);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const refused = await me(phone.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'unauthorized', message: messages.sessionExpired } });
    expect((await me(laptop.authorization)).statusCode).toBe(200);
  });
});

describe('access-token claims (issue 19, item 8)', () => {
  const secret = () => new TextEncoder().encode(ctx.config.jwtSecret);
  async function forge(build: (jwt: SignJWT) => SignJWT, sub: string) {
    const jwt = new SignJWT({ email: 'x@exemplo.com.br', roles: [], companies: [], companyId: null })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub);
    return `Bearer ${await build(jwt).sign(secret())}`;
  }
  const now = () => Math.floor(Date.now() / 1000);

  test('a correctly signed token without exp, iat, issuer or audience is refused', async () => {
    const user = await createUser(ctx.database.db);
    const complete = (jwt: SignJWT) =>
      jwt
        .setIssuer('contabil-online')
        .setAudience('contabil-online-api')
        .setIssuedAt(now())
        .setExpirationTime(now() + 600);
    expect((await me(await forge(complete, user.id))).statusCode).toBe(200);
    const noExp = (jwt: SignJWT) =>
      jwt.setIssuer('contabil-online').setAudience('contabil-online-api').setIssuedAt(now());
    const noIat = (jwt: SignJWT) =>
      jwt
        .setIssuer('contabil-online')
        .setAudience('contabil-online-api')
        .setExpirationTime(now() + 600);
    const noIss = (jwt: SignJWT) =>
      jwt
        .setAudience('contabil-online-api')
        .setIssuedAt(now())
        .setExpirationTime(now() + 600);
    const noAud = (jwt: SignJWT) =>
      jwt
        .setIssuer('contabil-online')
        .setIssuedAt(now())
        .setExpirationTime(now() + 600);
    for (const [name, build] of Object.entries({ noExp, noIat, noIss, noAud })) {
      const res = await me(await forge(build, user.id));
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error.message, name).toBe(messages.invalidToken);
    }
  });

  test('the tokens we issue carry the session id; a token of a user that does not exist is refused', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signInAs(ctx.app, user);
    const payload = await createAccessTokens(ctx.config.jwtSecret).verify(session.accessToken);
    expect(payload?.sid).toMatch(/^[0-9a-f-]{36}$/);
    const ghost = await createAccessTokens(ctx.config.jwtSecret).sign({
      sub: '00000000-0000-4000-8000-000000000000',
      email: 'fantasma@exemplo.com.br',
      roles: [],
      companies: [],
      companyId: null,
    });
    expect((await me(`Bearer ${ghost}`)).statusCode).toBe(401);
  });
});
