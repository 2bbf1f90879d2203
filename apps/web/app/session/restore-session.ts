import { ApiError, type ApiClient } from '~/lib/api-client';
import { readStoredSession, storeSession } from '~/lib/session-cookies';
import { getMe, refreshSession } from '~/features/auth';
import { establishCompanyContext } from './establish-company-context';

/**
 * The initial token fetch, forced only when no access token is stored (spec section 4):
 * the API's httpOnly refresh cookie may still hold a session. Resolves true when a
 * session was restored and stored.
 */
export async function restoreSessionWithoutAccessToken(client: ApiClient): Promise<boolean> {
  if (readStoredSession().accessToken) return false;
  try {
    const pair = await refreshSession(client);
    storeSession({ accessToken: pair.accessToken, claims: pair.claims });
    const me = await getMe(client);
    storeSession({ currentUser: me.user, claims: me.claims });
    await establishCompanyContext(client);
    return true;
  } catch (error) {
    // No refresh cookie (401) is the usual case: the login form stays.
    if (!(error instanceof ApiError)) console.error('error updating auth state', error);
    return false;
  }
}
