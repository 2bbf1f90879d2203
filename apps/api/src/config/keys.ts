import { keyringFrom, type Keyring } from '../lib/keyring.js';
import { bankTokensKey, keyBytes, oauthStateKey } from '../modules/bank-statements/cora/token-crypto.js';
import { deriveStorageSigningSecret } from '../modules/storage/local-links.js';

/**
 * The API's four keys, apart (issue 18): each from its own `*_KEYS` variable
 * (`id:secret,...`, the first signs), else derived from JWT_SECRET as before. Rotating one
 * leaves the others alone; docs/operations.md has the steps.
 */
export interface AppKeys {
  /** ACCESS_TOKEN_KEYS: the access tokens' HMAC (JWT `kid`). */
  accessTokens: Keyring<string>;
  /** FILE_LINK_KEYS: the local storage's signed links (`kid` in the query). */
  fileLinks: Keyring<string>;
  /** OAUTH_STATE_KEYS: the bank sign-in's state (`kid.` prefix). */
  oauthState: Keyring<Buffer>;
  /** BANK_TOKEN_KEYS: the banks' tokens at rest (`v2.kid.` prefix). */
  bankTokens: Keyring<Buffer>;
}

export type KeyVariables = Partial<
  Record<'ACCESS_TOKEN_KEYS' | 'FILE_LINK_KEYS' | 'OAUTH_STATE_KEYS' | 'BANK_TOKEN_KEYS', string>
>;

export function appKeys(vars: KeyVariables, jwtSecret: string, legacyBankTokensKey?: string): AppKeys {
  return {
    accessTokens: keyringFrom(vars.ACCESS_TOKEN_KEYS, (s) => s, jwtSecret),
    fileLinks: keyringFrom(vars.FILE_LINK_KEYS, (s) => s, deriveStorageSigningSecret(jwtSecret)),
    oauthState: keyringFrom(vars.OAUTH_STATE_KEYS, keyBytes, oauthStateKey(jwtSecret)),
    bankTokens: keyringFrom(vars.BANK_TOKEN_KEYS, keyBytes, bankTokensKey(jwtSecret, legacyBankTokensKey)),
  };
}
