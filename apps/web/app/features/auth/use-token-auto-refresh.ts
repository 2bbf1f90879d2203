import { useEffect } from 'react';
import { TOKEN_FORCE_REFRESH_MS } from '@contabil/contracts';
import { readStoredSession } from '~/lib/session-cookies';

/**
 * Renews the access token every 50 minutes, before its hour runs out, so a page
 * left open keeps working (spec sections 4 and 9). After a failed renewal the
 * timer stops, as the spec asks; the next 401 still tries once more.
 */
export function useTokenAutoRefresh(renewAccessToken: (staleToken: string) => Promise<boolean>): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      const token = readStoredSession().accessToken;
      if (!token) return;
      void renewAccessToken(token).then((isRenewed) => {
        if (isRenewed) return;
        console.error('Falha na renovação automática do token de acesso');
        window.clearInterval(timer);
      });
    }, TOKEN_FORCE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [renewAccessToken]);
}
