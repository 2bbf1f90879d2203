import { createApiClient, ApiError, type ApiClient } from '~/lib/api-client';
import { clearStoredSession, readStoredSession, storeSession } from '~/lib/session-cookies';
import { getMe, refreshSession } from './api/auth-api';

const REFRESH_LOCK = 'contabil:auth-refresh';

export interface SessionApiClientOptions {
  baseUrl: string;
  /** The API refused to renew the session; the stored session is already cleared. */
  onSessionExpired: () => void;
  /**
   * After a 401 renewed the token, the page reloads (spec section 8). Returns false
   * when it did not (a reload just happened: see the reload guard); the request is
   * then sent again with the new token instead.
   */
  reloadPage?: () => boolean;
}

export interface SessionApiClient {
  client: ApiClient;
  /** Swaps `staleToken` for a new access token through the refresh cookie; true once one is stored. */
  renewAccessToken: (staleToken: string) => Promise<boolean>;
}

/**
 * An API client that sends the stored access token and, on a 401, renews it once
 * through the refresh cookie, stores it and reloads the page (spec section 8).
 */
export function createSessionApiClient({
  baseUrl,
  onSessionExpired,
  reloadPage = () => false,
}: SessionApiClientOptions): SessionApiClient {
  const authClient = createApiClient({ baseUrl });

  const renewAccessToken = (staleToken: string) =>
    // Refresh tokens rotate and reusing a spent one revokes the whole session, so
    // concurrent renewals (in this tab or in another) must not each refresh: the
    // first one renews under the lock, the others find the new token already stored.
    withLock(REFRESH_LOCK, async () => {
      const stored = readStoredSession().accessToken;
      if (stored && stored !== staleToken) return true;
      try {
        const wasSupportSession = !!readStoredSession().claims?.support;
        const pair = await refreshSession(authClient);
        storeSession({ accessToken: pair.accessToken, claims: pair.claims });
        // A support session's token ran out: the refresh cookie is the admin's, so the app
        // goes back to the admin, whose profile replaces the user's and who has no company.
        if (wasSupportSession) {
          storeSession({ contextCompany: null, track: null });
          const me = await getMe(createApiClient({ baseUrl, getAccessToken: () => pair.accessToken }));
          storeSession({ currentUser: me.user, claims: me.claims });
        }
        return true;
      } catch (error) {
        // Only a refusal ends the session; a network failure or an overloaded server
        // is not a verdict on it, so the caller shows the error and the user can retry.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearStoredSession();
          onSessionExpired();
        }
        return false;
      }
    });

  const client = createApiClient({
    baseUrl,
    getAccessToken: () => readStoredSession().accessToken,
    onUnauthorized: async (staleToken) => {
      if (!(await renewAccessToken(staleToken))) return false;
      // The page is going away: leave this request pending rather than flash an error.
      if (reloadPage()) return new Promise<boolean>(() => undefined);
      return true;
    },
  });
  return { client, renewAccessToken };
}

let localQueue: Promise<unknown> = Promise.resolve();

function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, task);
  // Without the Web Locks API, serialise within this tab at least.
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
}
