import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import { storeSession } from '~/lib/session-cookies';
import { getMe } from './auth-api';

export const meQueryKey = ['auth', 'me'] as const;

export function useMeQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => {
      const me = await getMe(client, signal);
      // The server's view of the profile and claims replaces whatever sign-in stored.
      storeSession({ currentUser: me.user, claims: me.claims });
      return me;
    },
  });
}
