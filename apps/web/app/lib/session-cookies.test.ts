// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import type { Claims, CurrentUser } from '@contabil/contracts';
import {
  clearStoredSession,
  parseCookieHeader,
  readSession,
  readStoredSession,
  serializeClearedSessionCookies,
  serializeSessionCookies,
  storeSession,
} from './session-cookies';

const user: CurrentUser = {
  uid: '8d6f7a52-3f5e-4b8a-9a55-0c3a3f1d2b11',
  email: 'ana@exemplo.com.br',
  displayName: 'Ana Souza; Filha',
  photoUrl: null,
  phoneNumber: null,
  createdAt: '2026-01-10T12:00:00.000Z',
};
const claims: Claims = { roles: ['company-admin'], companies: [], companyId: null };

afterEach(() => clearStoredSession());

describe('serializing', () => {
  test('writes Lax, path-wide cookies that the server can read back', () => {
    const lines = serializeSessionCookies({ accessToken: 'tok.en', currentUser: user, claims }, { secure: false });
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain('Path=/');
      expect(line).toContain('SameSite=Lax');
      expect(line).not.toContain('Secure');
    }
    const header = lines.map((line) => line.split(';')[0]).join('; ');
    expect(readSession(header)).toEqual({
      accessToken: 'tok.en',
      currentUser: user,
      claims,
      contextCompany: null,
      track: null,
    });
  });

  test('marks cookies Secure on https', () => {
    const [line] = serializeSessionCookies({ accessToken: 'x' }, { secure: true });
    expect(line).toMatch(/; Secure$/);
  });

  test('clearing expires all five session cookies, company context and track included', () => {
    const lines = serializeClearedSessionCookies({ secure: false });
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      'accessToken',
      'currentUser',
      'claims',
      'contextCompany',
      'track',
    ]);
    for (const line of lines) expect(line).toContain('Max-Age=0');
  });
});

describe('reading a Cookie header', () => {
  test('an absent or empty header is an empty session', () => {
    expect(readSession(null)).toEqual({
      accessToken: null,
      currentUser: null,
      claims: null,
      contextCompany: null,
      track: null,
    });
    expect(readSession('')).toEqual({
      accessToken: null,
      currentUser: null,
      claims: null,
      contextCompany: null,
      track: null,
    });
  });

  test('ignores a user cookie that is not valid JSON or does not match the contract', () => {
    const header = `accessToken=abc; currentUser=%7Bnot-json; claims=${encodeURIComponent('{"roles":"x"}')}`;
    expect(readSession(header)).toEqual({
      accessToken: 'abc',
      currentUser: null,
      claims: null,
      contextCompany: null,
      track: null,
    });
  });

  test('keeps the first of duplicate names and tolerates bad percent-encoding', () => {
    expect(parseCookieHeader('a=1; a=2; b=%E0%A4%A')).toEqual(
      new Map([
        ['a', '1'],
        ['b', '%E0%A4%A'],
      ]),
    );
  });
});

describe('in the browser', () => {
  test('stores, reads and clears through document.cookie', () => {
    storeSession({ accessToken: 'abc', currentUser: user, claims });
    expect(readStoredSession()).toEqual({
      accessToken: 'abc',
      currentUser: user,
      claims,
      contextCompany: null,
      track: null,
    });

    storeSession({ accessToken: 'renewed' });
    expect(readStoredSession().accessToken).toBe('renewed');

    clearStoredSession();
    expect(readStoredSession()).toEqual({
      accessToken: null,
      currentUser: null,
      claims: null,
      contextCompany: null,
      track: null,
    });
    expect(document.cookie).toBe('');
  });
});

describe('the access-token cookie (issue 19)', () => {
  const jwtWith = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

  test('lives no longer than the token: until its exp, at most an hour', async () => {
    const { accessTokenMaxAge } = await import('./session-cookies');
    const now = Date.UTC(2026, 0, 1, 12);
    expect(accessTokenMaxAge(jwtWith({ exp: now / 1000 + 1800 }), now)).toBe(1800);
    expect(accessTokenMaxAge(jwtWith({ exp: now / 1000 + 999_999 }), now)).toBe(3600);
    expect(accessTokenMaxAge(jwtWith({ exp: now / 1000 - 10 }), now)).toBe(0);
    expect(accessTokenMaxAge('nao-e-jwt', now)).toBe(3600);
    const [line] = serializeSessionCookies(
      { accessToken: jwtWith({ exp: Date.now() / 1000 + 600 }) },
      { secure: true },
    );
    const maxAge = Number(/Max-Age=(\d+)/.exec(line!)![1]);
    expect(maxAge).toBeGreaterThan(590);
    expect(maxAge).toBeLessThanOrEqual(600);
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Secure');
  });
});
