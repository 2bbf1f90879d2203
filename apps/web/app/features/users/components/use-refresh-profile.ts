import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import type { CurrentUser } from '@contabil/contracts';
import { getMe, meQueryKey } from '~/features/auth';
import { useApiClient } from '~/lib/api-client-context';
import { storeSession } from '~/lib/session-cookies';

/**
 * After a change to the profile: the cookies get the new profile (the header reads them),
 * then the page's data is read again. With no profile given, `/auth/me` is asked.
 */
export function useRefreshProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return async (user?: CurrentUser) => {
    const currentUser = user ?? (await getMe(client)).user;
    storeSession({ currentUser });
    queryClient.removeQueries({ queryKey: meQueryKey });
    await revalidator.revalidate();
  };
}
