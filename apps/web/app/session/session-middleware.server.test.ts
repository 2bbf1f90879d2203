import { describe, expect, test, vi } from 'vitest';
import { requestedPath } from '~/lib/requested-path';
import { authMiddleware, companyRequirementsMiddleware } from './session-middleware.server';

const A = '11111111-1111-4111-8111-111111111111';

function args(url: string, cookies: Record<string, unknown> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('; ');
  return { request: new Request(url, { headers: { cookie } }), params: {}, context: {} } as never;
}

async function thrownRedirect(run: () => unknown) {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
  return null;
}

describe('requestedPath', () => {
  test('is the page path with its query, also for React Router data requests', () => {
    expect(requestedPath(new Request('http://w/app/invoices?x=1'))).toBe('/app/invoices?x=1');
    expect(requestedPath(new Request('http://w/app/invoices.data?x=1&_routes=a,b'))).toBe('/app/invoices?x=1');
  });
});

describe('authMiddleware', () => {
  test('without an access token: redirect to the login with next', async () => {
    const next = vi.fn();
    const redirect = await thrownRedirect(() => authMiddleware(args('http://w/app/documents?tipo=guia'), next));
    expect(redirect).toEqual({ status: 302, location: '/app/login?next=%2Fapp%2Fdocuments%3Ftipo%3Dguia' });
    expect(next).not.toHaveBeenCalled();
  });

  test('with one: lets the request through', async () => {
    const response = new Response('ok');
    expect(await authMiddleware(args('http://w/app/panel', { accessToken: 'x' }), async () => response)).toBe(response);
  });
});

describe('companyRequirementsMiddleware', () => {
  const claims = { roles: [], companies: [A], companyId: A };
  const company = (status: string) => ({
    id: A,
    name: 'Padaria',
    alias: null,
    cnpj: null,
    status,
    trackId: 'create-company',
    trackStatus: 'done',
    address: null,
    currentSubscription: null,
    municipalInscription: null,
    loadedAt: Date.now(),
  });

  test('a disabled company in the cookie is sent to /app/user/disabled without calling the API', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const redirect = await thrownRedirect(() =>
      companyRequirementsMiddleware(
        args('http://w/app/panel', { accessToken: 'x', claims, contextCompany: company('disabled') }),
        vi.fn(),
      ),
    );
    expect(redirect).toEqual({ status: 302, location: '/app/user/disabled' });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  test('an active company passes', async () => {
    const response = new Response('ok');
    const result = await companyRequirementsMiddleware(
      args('http://w/app/panel', { accessToken: 'x', claims, contextCompany: company('active') }),
      async () => response,
    );
    expect(result).toBe(response);
  });

  test('a user without any company goes to the opening wizard', async () => {
    const redirect = await thrownRedirect(() =>
      companyRequirementsMiddleware(
        args('http://w/app/panel', { accessToken: 'x', claims: { roles: [], companies: [], companyId: null } }),
        vi.fn(),
      ),
    );
    expect(redirect?.location).toBe('/app/wizard/company-opening');
  });

  test('a company being opened is re-read from the API even when its cookie is fresh: activated, it passes', async () => {
    const activated = {
      ...company('active'),
      createdAt: new Date().toISOString(),
      municipalInscription: null,
      openedOn: null,
      address: null,
      currentSubscription: null,
      legalNature: null,
      size: null,
      branchType: null,
      mainCnae: null,
      secondaryCnaes: [],
      partners: [],
      isSolePerson: false,
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      const data = url.endsWith('/steps') ? { trackId: 'create-company', status: 'done', steps: [] } : activated;
      return Response.json({ data });
    });
    const response = new Response('ok');
    const result = await companyRequirementsMiddleware(
      args('http://w/app/panel', { accessToken: 'x', claims, contextCompany: company('opening') }),
      async () => response,
    );
    expect(result).toBe(response);
    expect(fetch).toHaveBeenCalled();
    expect(response.headers.get('set-cookie')).toContain('active');
    fetch.mockRestore();
  });
});
