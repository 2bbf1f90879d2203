import type { Claims } from '@contabil/contracts';
import { getMe, refreshSession } from '~/features/auth';
import { establishCompanyContext } from '~/session/establish-company-context';
import type { ApiClient } from '~/lib/api-client';
import { storeSession } from '~/lib/session-cookies';
import { openSupportSession } from './support-access-api';

export const SUPPORT_SESSION_HOME = '/app/panel';
export const SUPPORT_SESSION_EXIT = '/app/admin/users';

/**
 * A system admin starts seeing the app as `userId` (who granted support access): the
 * support token, the user and their claims replace the admin's in the cookies. The
 * admin's refresh cookie stays, so "Encerrar" (or the token's end) brings the admin back.
 */
export async function enterSupportSession(client: ApiClient, userId: string): Promise<void> {
  const session = await openSupportSession(client, userId);
  storeSession({
    accessToken: session.accessToken,
    currentUser: session.user,
    claims: session.claims,
    contextCompany: null,
    track: null,
  });
  await establishCompanyContext(client);
}

/** Back to the admin's own session: a refresh (the admin's cookie) and the admin's profile. */
export async function leaveSupportSession(client: ApiClient): Promise<void> {
  const pair = await refreshSession(client);
  storeSession({ accessToken: pair.accessToken, claims: pair.claims, contextCompany: null, track: null });
  const me = await getMe(client);
  storeSession({ currentUser: me.user, claims: me.claims });
}

/** "HH:MM" in Brasília, when the support token stops working. */
export function supportSessionEndTime(claims: Pick<Claims, 'support'> | null): string | null {
  const expiresAt = claims?.support?.expiresAt;
  if (!expiresAt) return null;
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}
