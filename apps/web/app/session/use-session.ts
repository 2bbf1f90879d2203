import { useRouteLoaderData } from 'react-router';
import type { StoredSession } from '~/lib/session-cookies';

/**
 * The session as the server saw it on this navigation (cookies), from the app
 * layout's loader: user, claims, company in context and track.
 */
export function useSession(): StoredSession {
  const data = useRouteLoaderData('routes/app/app-layout') as { session: StoredSession } | undefined;
  return data?.session ?? { accessToken: null, currentUser: null, claims: null, contextCompany: null, track: null };
}
