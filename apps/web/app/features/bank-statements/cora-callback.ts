import { bankStatementMessages } from '@contabil/contracts';

/** What Cora's redirect brought: the code and state to finish with, or why there is nothing to finish. */
export type CoraReturn = { ok: true; code: string; state: string } | { ok: false; message: string };

export const CORA_DENIED_MESSAGE = 'A autorização foi cancelada no Cora. Nenhuma conta foi conectada.';

/**
 * Reads `/app/auth/cora/callback?code=&state=` (OAuth 2 authorization code). An `error`
 * (the person said no at Cora) or a missing code or state ends there, in Portuguese.
 */
export function readCoraReturn(params: URLSearchParams): CoraReturn {
  const error = params.get('error');
  if (error)
    return { ok: false, message: error === 'access_denied' ? CORA_DENIED_MESSAGE : bankStatementMessages.coraRefused };
  const code = params.get('code')?.trim() ?? '';
  const state = params.get('state')?.trim() ?? '';
  if (!code) return { ok: false, message: bankStatementMessages.coraCodeRequired };
  if (!state) return { ok: false, message: bankStatementMessages.coraInvalidState };
  return { ok: true, code, state };
}
