import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { asKeyring, LEGACY_KEY_ID, type Keyring } from '../../../lib/keyring.js';

/** A key, or a keyring (BANK_TOKEN_KEYS / OAUTH_STATE_KEYS) whose first key seals and signs. */
export type CryptoKeys = Buffer | Keyring<Buffer>;

/** A dedicated key's 32 bytes (SHA-256 of the secret text). */
export const keyBytes = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/**
 * The 32-byte AES key for the banks' tokens: SHA-256 of BANK_TOKENS_KEY when set, else
 * derived from the JWT secret (HKDF, its own label) so no extra secret is needed.
 */
export function bankTokensKey(jwtSecret: string, dedicated: string | undefined): Buffer {
  if (dedicated) return createHash('sha256').update(dedicated).digest();
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'contabil-bank-tokens', 'aes-256-gcm', 32));
}

/** The key that signs the OAuth state (HMAC), derived from the JWT secret. */
export function oauthStateKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'contabil-oauth-state', 'hmac-sha256', 32));
}

/**
 * AES-256-GCM: `v1.iv.tag.ciphertext` in base64url with the legacy key, `v2.kid.iv.tag.ciphertext`
 * with a key of its own (the id says which key opens it after a rotation).
 */
export function encryptSecret(keys: CryptoKeys, plain: string): string {
  const { current } = asKeyring(keys);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const head = current.id === LEGACY_KEY_ID ? ['v1'] : ['v2', current.id];
  return [...head, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Whether `sealed` was sealed with another key than the current one (re-seal it). */
export function sealedWithOlderKey(keys: CryptoKeys, sealed: string): boolean {
  const { current } = asKeyring(keys);
  const [version, kid] = sealed.split('.');
  return (version === 'v2' ? kid : LEGACY_KEY_ID) !== current.id;
}

/** Throws when the text was changed or its key is not in the keyring. */
export function decryptSecret(keys: CryptoKeys, sealed: string): string {
  const parts = sealed.split('.');
  const kid = parts[0] === 'v2' ? parts[1] : parts[0] === 'v1' ? LEGACY_KEY_ID : undefined;
  const [iv, tag, body] = parts[0] === 'v2' ? parts.slice(2) : parts.slice(1);
  if (kid === undefined || !iv || !tag || body === undefined) throw new Error('sealed secret in an unknown format');
  const key = asKeyring(keys).byId.get(kid);
  if (!key) throw new Error(`sealed with key ${kid}, which is no longer configured`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** A state that names the company and the user, expires, and cannot be forged (HMAC). */
export function signOAuthState(keys: CryptoKeys, payload: { companyId: string; userId: string }, now: Date): string {
  const { current } = asKeyring(keys);
  const body = Buffer.from(
    JSON.stringify({
      c: payload.companyId,
      u: payload.userId,
      e: now.getTime() + OAUTH_STATE_TTL_MS,
      n: randomBytes(8).toString('hex'),
    }),
  ).toString('base64url');
  const signature = createHmac('sha256', current.key).update(body).digest('base64url');
  // `kid.body.signature`; the legacy key's states keep the older `body.signature`.
  return current.id === LEGACY_KEY_ID ? `${body}.${signature}` : `${current.id}.${body}.${signature}`;
}

/** The state's company and user, or null when it is forged, changed or expired. */
export function verifyOAuthState(
  keys: CryptoKeys,
  state: string,
  now: Date,
): { companyId: string; userId: string } | null {
  const parts = state.split('.');
  const [kid, body, signature] = parts.length === 3 ? parts : [LEGACY_KEY_ID, ...parts];
  if (!kid || !body || !signature || parts.length > 3) return null;
  const key = asKeyring(keys).byId.get(kid);
  if (!key) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      c?: unknown;
      u?: unknown;
      e?: unknown;
    };
    if (typeof parsed.c !== 'string' || typeof parsed.u !== 'string' || typeof parsed.e !== 'number') return null;
    if (parsed.e < now.getTime()) return null;
    return { companyId: parsed.c, userId: parsed.u };
  } catch {
    return null;
  }
}
