import { SignJWT, jwtVerify, errors as joseErrors, type JWTHeaderParameters } from 'jose';
import { asKeyring, LEGACY_KEY_ID, type Keyring } from '../../lib/keyring.js';
import { ACCESS_TOKEN_TTL_SECONDS, supportClaimSchema, type Claims } from '@contabil/contracts';

export interface AccessTokenPayload extends Claims {
  sub: string;
  email: string;
  /**
   * The refresh-token family (the sign-in session) the token was issued from: a revoked
   * family (sign-out, reuse detected, password reset) refuses its access tokens at once.
   * Support sessions have none (their session is checked by the support guard).
   */
  sid?: string;
}

const ISSUER = 'contabil-online';
/** Verified tokens kept per process (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;
const AUDIENCE = 'contabil-online-api';

/**
 * `secret`: JWT_SECRET, or the ACCESS_TOKEN_KEYS keyring: the first key signs (its id in
 * the header's `kid`), every key verifies; a token without `kid` is the legacy key's.
 */
export function createAccessTokens(secret: string | Keyring<string>) {
  const keyring = asKeyring(secret);
  // CryptoKeys imported once: given raw bytes or a KeyObject, jose (WebCrypto under
  // the hood) imports the key again on every sign and verify.
  const imported = new Map(
    [...keyring.byId].map(([id, text]) => [
      id,
      crypto.subtle.importKey('raw', new TextEncoder().encode(text), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]),
    ]),
  );
  const signingId = keyring.current.id;
  const key = imported.get(signingId)!;
  const header = signingId === LEGACY_KEY_ID ? {} : { kid: signingId };
  const verifyingKey = (protectedHeader: JWTHeaderParameters) => {
    const found = imported.get(protectedHeader.kid ?? LEGACY_KEY_ID);
    if (!found) throw new joseErrors.JWSSignatureVerificationFailed();
    return found;
  };

  /** `ttlSeconds`: a support session's token is shorter (and never outlives its grant). */
  async function sign(
    payload: AccessTokenPayload,
    nowSeconds = Math.floor(Date.now() / 1000),
    ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {
    const { sub, ...claims } = payload;
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ttlSeconds)
      .sign(await key);
  }

  /**
   * Tokens this process verified, until their expiry (decision 017): the signature check
   * (WebCrypto HMAC) was a few per cent of a list call's CPU, and the same token comes back
   * on every call of a session. Kept under the whole token text, so only the very bytes
   * verified before are answered from here; the expiry is checked on every use as jose
   * checks it; the keys do not change while the process runs. What can change (the account
   * deactivated, the session revoked) is not kept: the token holder's query reads it on
   * every request. Bounded: the oldest entry goes first.
   */
  const verified = new Map<string, { payload: AccessTokenPayload; exp: number }>();

  /** Returns null for any token that is forged, expired, malformed or not ours. */
  async function verify(token: string): Promise<AccessTokenPayload | null> {
    const kept = verified.get(token);
    if (kept) {
      if (kept.exp > Math.floor(Date.now() / 1000)) return kept.payload;
      verified.delete(token);
    }
    const payload = await verifySignedToken(token);
    if (payload) {
      verified.set(token, payload);
      if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value ?? '');
    }
    return payload?.payload ?? null;
  }

  /** The full check (signature, claims, expiry) and the token's expiry; null when it fails. */
  async function verifySignedToken(token: string): Promise<{ payload: AccessTokenPayload; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, verifyingKey, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        // A token without an expiry would live for ever: exp, iat and sub are required
        // (issuer and audience are required by the options above).
        requiredClaims: ['exp', 'iat', 'sub', 'iss', 'aud'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      const support = payload.support === undefined ? undefined : supportClaimSchema.safeParse(payload.support);
      if (support && !support.success) return null;
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
      // Refused: a token without an expiry or with a not-before date (the tokens signed here
      // always carry an expiry and never a not-before date, and a kept token is checked by its expiry only).
      if (payload.exp === undefined || payload.nbf !== undefined) return null;
      // Frozen (the arrays too): the same object answers every call with this token.
      const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
      const companies = Array.isArray(payload.companies)
        ? payload.companies.filter((c): c is string => typeof c === 'string')
        : [];
      return {
        exp: payload.exp,
        payload: Object.freeze({
          ...(support ? { support: Object.freeze(support.data) } : {}),
          ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
          sub: payload.sub,
          email: payload.email,
          roles: Object.freeze(roles) as string[],
          companies: Object.freeze(companies) as string[],
          companyId: typeof payload.companyId === 'string' ? payload.companyId : null,
        }),
      };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
