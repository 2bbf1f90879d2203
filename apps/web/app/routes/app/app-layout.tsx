import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createSessionApiClient } from '~/features/auth/session-api-client';
import { useTokenAutoRefresh } from '~/features/auth/use-token-auto-refresh';
import { reloadWithGuard } from '~/platform/version-check';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { expiredSessionRedirect } from '~/lib/safe-redirect';
import { readSession } from '~/lib/session-cookies';
import type { Route } from './+types/app-layout';

/** The session as the cookies say, for every page under /app (see useSession). */
export function loader({ request }: Route.LoaderArgs) {
  return { session: readSession(request.headers.get('cookie')) };
}

/**
 * Everything under /app shares one query cache, one API client and the token
 * renewal timer. They live here rather than in the root so that public pages do
 * not ship them.
 */
export default function AppLayout() {
  const { apiBaseUrl } = useRuntimeConfig();
  const navigate = useNavigate();
  const [queryClient] = useState(createQueryClient);
  const [session] = useState(() =>
    createSessionApiClient({
      baseUrl: apiBaseUrl,
      reloadPage: () => reloadWithGuard(window.sessionStorage, Date.now(), () => window.location.reload()),
      onSessionExpired: () => {
        const target = expiredSessionRedirect(window.location.pathname, window.location.search);
        if (!target) return;
        void Promise.resolve(navigate(target, { replace: true })).then(() => queryClient.clear());
      },
    }),
  );
  useTokenAutoRefresh(session.renewAccessToken);

  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={session.client}>
        <Outlet />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
