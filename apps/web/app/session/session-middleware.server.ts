import { redirect, type MiddlewareFunction } from 'react-router';
import { createApiClient } from '~/lib/api-client';
import { publicRuntimeConfig, siteUrlFor } from '~/lib/runtime-config.server';
import { requestedPath } from '~/lib/requested-path';
import { loginPathWithNext } from '~/lib/safe-redirect';
import {
  COMPANY_CONTEXT_TTL_MS,
  readSession,
  serializeSessionCookies,
  type StoredSession,
} from '~/lib/session-cookies';
import { fetchCompanyContext } from './company-context-api';
import { chooseContextCompanyId, companyRequirementsRedirect, isOnboarding } from './company-requirements';

/** Middleware "auth": without a signed-in user, go to the login page and come back after. */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!readSession(request.headers.get('cookie')).accessToken) {
    throw redirect(loginPathWithNext(requestedPath(request)));
  }
  return next();
};

/**
 * Middleware "company-requirements" (the rule is in company-requirements.ts). When the
 * company in context is not in the cookies yet, or was loaded more than
 * COMPANY_CONTEXT_TTL_MS ago, or is still being onboarded, it is fetched from the API with the user's token and
 * stored on the way out.
 */
export const companyRequirementsMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  let session = readSession(request.headers.get('cookie'));
  const setCookies = await loadMissingCompanyContext(session).then((loaded) => {
    if (!loaded) return [];
    session = { ...session, ...loaded };
    // Secure over TLS, also behind a TLS-terminating proxy (SITE_URL https) and in production.
    const secure =
      new URL(request.url).protocol === 'https:' ||
      siteUrlFor(request).startsWith('https:') ||
      process.env.NODE_ENV === 'production';
    return serializeSessionCookies(loaded, { secure });
  });
  // A client navigation asks for "/app/panel.data": the page is the same.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
  const target = companyRequirementsRedirect(session, pathname);
  if (target) {
    const headers = new Headers();
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    throw redirect(target, { headers });
  }
  const response = await next();
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
};

async function loadMissingCompanyContext(session: StoredSession) {
  const companyId = chooseContextCompanyId(session);
  if (!companyId || !session.accessToken) return null;
  const stored = session.contextCompany;
  // A company being onboarded is re-read on every guarded request: the moment our team
  // activates it, the panel opens instead of the wizard.
  if (
    stored?.id === companyId &&
    Date.now() - stored.loadedAt < COMPANY_CONTEXT_TTL_MS &&
    !isOnboarding(stored.status)
  ) {
    return null;
  }
  const token = session.accessToken;
  const client = createApiClient({
    baseUrl: publicRuntimeConfig.apiBaseUrl,
    getAccessToken: () => token,
  });
  try {
    return await fetchCompanyContext(client, companyId);
  } catch {
    // An expired token or an API hiccup: let the page load; the browser renews the
    // token (401 -> refresh -> reload) and this runs again with a good one.
    return null;
  }
}
