import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages, LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import { loadConfig, type AppConfig } from '../../config/env.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createUser, uniqueEmail } from '../../test/factories.js';

/**
 * Issue 19, item 1: in production the API used to trust any X-Forwarded-For, so a blocked
 * client walked past the per-IP limits by inventing a header per request. The trusted
 * proxies are now explicit (TRUST_PROXY, none by default).
 */

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-000',
  PAYMENT_PROVIDER: 'sandbox',
} as const;

function productionConfig(extra: Record<string, string> = {}): AppConfig {
  return loadConfig({ ...PRODUCTION_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proxy-')), ...extra });
}

/** The app as production runs it (trustProxy from the production config), small limits. */
function productionApp(extra: Record<string, string> = {}, overrides: Partial<AppConfig> = {}) {
  const config = productionConfig(extra);
  return createTestApp({
    env: 'production',
    trustProxy: config.trustProxy,
    apiDocs: config.apiDocs,
    signInMaxPerIp: 3,
    signUpMaxPerIp: 3,
    ...overrides,
  });
}

function forgedAddress(i: number): string {
  return `203.0.113.${(i % 250) + 1}`;
}

function signIn(ctx: TestContext, email: string, remoteAddress: string, forwardedFor?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password: 'senha-errada-123' },
  });
}

describe('production with TRUST_PROXY unset (the default: no proxy trusted)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await productionApp();
  });
  afterAll(() => ctx.close());

  test('the production config trusts no proxy unless told', () => {
    expect(productionConfig().trustProxy).toBe(false);
  });

  test('once an address is blocked, 60 invented X-Forwarded-For headers all get 429', async () => {
    const client = '198.51.100.7';
    // Different e-mails each time: only the per-IP counter is in play.
    for (let i = 0; i < 3; i++) {
      expect((await signIn(ctx, uniqueEmail(), client)).statusCode).toBe(401);
    }
    expect((await signIn(ctx, uniqueEmail(), client)).statusCode).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await signIn(ctx, uniqueEmail(), client, forgedAddress(i))).statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
  });

  test('sign-up has a per-IP limit (each call costs an argon2 hash) that forged headers do not escape', async () => {
    const client = '198.51.100.8';
    const signUp = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/users',
        remoteAddress: client,
        headers: { 'x-forwarded-for': forgedAddress(i) },
        payload: {
          name: 'Pessoa',
          email: uniqueEmail('cadastro'),
          password: 'senha-forte-123',
          acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = await signUp(99);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: messages.rateLimited } });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  test('password-reset requests and confirmations are limited per IP, forged headers or not', async () => {
    const client = '198.51.100.9';
    const user = await createUser(ctx.database.db);
    const requests: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/password-reset',
        remoteAddress: client,
        headers: { 'x-forwarded-for': forgedAddress(i) },
        // A different e-mail each time: only the per-IP rule can stop it.
        payload: { email: i === 0 ? user.email : uniqueEmail('reset') },
      });
      requests.push(res.statusCode);
    }
    expect(requests.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(requests.slice(20)).toEqual([429, 429]);

    const confirms: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/password-reset/confirm',
        remoteAddress: '198.51.100.10',
        headers: { 'x-forwarded-for': forgedAddress(i) },
        payload: { token: `token-inventado-${i}`, password: 'senha-nova-123' },
      });
      confirms.push(res.statusCode);
    }
    expect(confirms.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(confirms.slice(30)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY names the proxies', () => {
  test('a hop count: the address the one trusted proxy saw is the client', async () => {
    const ctx = await productionApp({ TRUST_PROXY: '1' });
    try {
      const proxy = '10.0.0.2';
      for (let i = 0; i < 3; i++)
        expect((await signIn(ctx, uniqueEmail(), proxy, '198.51.100.20')).statusCode).toBe(401);
      expect((await signIn(ctx, uniqueEmail(), proxy, '198.51.100.20')).statusCode).toBe(429);
      // Another client behind the same proxy has its own counter.
      expect((await signIn(ctx, uniqueEmail(), proxy, '198.51.100.21')).statusCode).toBe(401);
      // A client that prepends a forged address is still counted by the address the proxy saw.
      expect((await signIn(ctx, uniqueEmail(), proxy, '203.0.113.1, 198.51.100.20')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });

  test('a CIDR list: only sockets from those addresses may set the header', async () => {
    const ctx = await productionApp({ TRUST_PROXY: '10.0.0.0/8, fd00::/8' });
    try {
      expect(ctx.config.trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8']);
      const outsider = '198.51.100.30';
      for (let i = 0; i < 3; i++) await signIn(ctx, uniqueEmail(), outsider, forgedAddress(i));
      // Not a trusted proxy: its own address counts, whatever header it sends.
      expect((await signIn(ctx, uniqueEmail(), outsider, forgedAddress(7))).statusCode).toBe(429);
      // Through the trusted proxy, the forwarded address counts.
      expect((await signIn(ctx, uniqueEmail(), '10.1.2.3', '198.51.100.31')).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  test('malformed values and "trust everyone" refuse to start', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', '300.1.1.1', '11', 'a,b']) {
      expect(() => productionConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(productionConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(productionConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(productionConfig({ TRUST_PROXY: '127.0.0.1,::1' }).trustProxy).toEqual(['127.0.0.1', '::1']);
  });
});
