import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

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

/** AES-256-GCM: `v1.iv.tag.ciphertext` in base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the text was changed or the key is another. */
export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('sealed secret in an unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** A state that names the company and the user, expires, and cannot be forged (HMAC). */
export function signOAuthState(key: Buffer, payload: { companyId: string; userId: string }, now: Date): string {
  const body = Buffer.from(
    JSON.stringify({
      c: payload.companyId,
      u: payload.userId,
      e: now.getTime() + OAUTH_STATE_TTL_MS,
      n: randomBytes(8).toString('hex'),
    }),
  ).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The state's company and user, or null when it is forged, changed or expired. */
export function verifyOAuthState(key: Buffer, state: string, now: Date): { companyId: string; userId: string } | null {
  const [body, signature] = state.split('.');
  if (!body || !signature) return null;
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
