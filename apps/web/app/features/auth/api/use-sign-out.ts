import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '~/lib/api-client-context';
import { LOGIN_PATH } from '~/lib/safe-redirect';
import { clearStoredSession } from '~/lib/session-cookies';
import { signOut } from './auth-api';

/** Signs out and goes to the login page; `stay`: remain on this page (it shows its own signed-out view). */
export function useSignOut({ stay = false }: { stay?: boolean } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async () => {
      try {
        await signOut(client);
      } finally {
        // The person asked to leave: forget the session on this device even if the API is unreachable.
        clearStoredSession();
      }
    },
    onSettled: async () => {
      if (!stay) await navigate(LOGIN_PATH, { replace: true });
      // After leaving the page, so its queries do not refetch without a session.
      queryClient.clear();
    },
  });
}
