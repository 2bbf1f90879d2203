import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '~/lib/api-client-context';
import { LOGIN_PATH } from '~/lib/safe-redirect';
import { clearStoredSession } from '~/lib/session-cookies';
import { signOut } from './auth-api';

export function useSignOut() {
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
      await navigate(LOGIN_PATH, { replace: true });
      // After leaving the page, so its queries do not refetch without a session.
      queryClient.clear();
    },
  });
}
