import { refreshSession } from '~/features/auth';
import { fetchCompanyContext } from '~/session/company-context-api';
import type { ApiClient } from '~/lib/api-client';
import { storeSession } from '~/lib/session-cookies';
import { acceptInvite } from './invites-api';

/**
 * Accepts the invite, then makes the company joined the one in context: a refresh for the
 * claims that now list it (the API reads memberships at every refresh), then the company
 * and its track, stored in the cookies as after a sign-in.
 */
export async function acceptInviteAndEnterCompany(client: ApiClient, token: string) {
  const accepted = await acceptInvite(client, token);
  const pair = await refreshSession(client);
  storeSession({ accessToken: pair.accessToken, claims: pair.claims });
  storeSession(await fetchCompanyContext(client, accepted.companyId));
  return accepted;
}
