// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { meSchema, type Claims, type Me } from '@contabil/contracts';
import { clearStoredSession, readStoredSession, storeSession } from '~/lib/session-cookies';
import { createSessionApiClient } from './session-api-client';

const claims: Claims = { roles: [], companies: [], companyId: null };
const me: Me = {
  user: {
    uid: '8d6f7a52-3f5e-4b8a-9a55-0c3a3f1d2b11',
    email: 'ana@exemplo.com.br',
    displayName: 'Ana',
    photoUrl: null,
    phoneNumber: null,
    createdAt: '2026-01-10T12:00:00.000Z',
  },
  claims,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const expired = () => json(401, { error: { code: 'unauthorized', message: 'Token inválido ou expirado' } });

/** A fake API: /auth/me accepts only the token "fresh"; /auth/refresh answers with `refreshAnswer`. */
function fakeApi(refreshAnswer: () => Response) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/auth/refresh')) return refreshAnswer();
    const authorization = (init?.headers as Record<string, string>).authorization;
    return authorization === 'Bearer fresh' ? json(200, { data: me }) : expired();
  });
}

afterEach(() => {
  clearStoredSession();
  vi.unstubAllGlobals();
});

describe('session API client', () => {
  test('after renewing on a 401 it reloads the page, once, and leaves the request pending', async () => {
    storeSession({ accessToken: 'stale' });
    vi.stubGlobal(
      'fetch',
      fakeApi(() => json(200, { data: { accessToken: 'fresh', expiresIn: 3600, refreshToken: 'r2', claims } })),
    );
    const reloadPage = vi.fn(() => true);
    const { client } = createSessionApiClient({ baseUrl: 'http://api.test', onSessionExpired: vi.fn(), reloadPage });

    const outcome = await Promise.race([
      client.request('/auth/me', { schema: meSchema }).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);

    expect(outcome).toBe('pending');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(readStoredSession().accessToken).toBe('fresh');
  });

  test('renews an expired token once for concurrent calls and, when the page cannot reload, sends them again', async () => {
    storeSession({ accessToken: 'stale' });
    const fetch = fakeApi(() =>
      json(200, { data: { accessToken: 'fresh', expiresIn: 3600, refreshToken: 'r2', claims } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSessionExpired = vi.fn();
    const { client } = createSessionApiClient({ baseUrl: 'http://api.test', onSessionExpired });

    const results = await Promise.all([
      client.request('/auth/me', { schema: meSchema }),
      client.request('/auth/me', { schema: meSchema }),
    ]);

    expect(results).toEqual([me, me]);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'))).toHaveLength(1);
    expect(readStoredSession().accessToken).toBe('fresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('clears the session and reports it when the API refuses the refresh', async () => {
    storeSession({ accessToken: 'stale', claims });
    vi.stubGlobal(
      'fetch',
      fakeApi(() => json(401, { error: { code: 'unauthorized', message: 'Token not found' } })),
    );
    const onSessionExpired = vi.fn();
    const { client } = createSessionApiClient({ baseUrl: 'http://api.test', onSessionExpired });

    await expect(client.request('/auth/me', { schema: meSchema })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(readStoredSession()).toEqual({
      accessToken: null,
      currentUser: null,
      claims: null,
      contextCompany: null,
      track: null,
    });
  });

  test('keeps the session when the refresh cannot reach the server', async () => {
    storeSession({ accessToken: 'stale' });
    vi.stubGlobal(
      'fetch',
      fakeApi(() => {
        throw new TypeError('fetch failed');
      }),
    );
    const onSessionExpired = vi.fn();
    const { client } = createSessionApiClient({ baseUrl: 'http://api.test', onSessionExpired });

    await expect(client.request('/auth/me', { schema: meSchema })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(readStoredSession().accessToken).toBe('stale');
  });
});
