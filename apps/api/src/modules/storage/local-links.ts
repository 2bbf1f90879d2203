import { createHmac, timingSafeEqual } from 'node:crypto';
import { asKeyring, LEGACY_KEY_ID, type Keyring } from '../../lib/keyring.js';
import { encodeKeyPath, isSafeKey } from './storage-keys.js';

/** A signing secret, or a keyring (FILE_LINK_KEYS): links then carry `kid`, the key's id. */
export type LinkSecret = string | Keyring<string>;

/**
 * The local driver's signed links: `{base}/storage/objects/{key}?expires=&...&signature=`.
 * The signature is HMAC-SHA256 (hex) over the method, the full key, the expiry (unix
 * seconds) and what the link allows (PUT: content type and byte limit; GET: content type,
 * disposition and file name), with a key derived from JWT_SECRET. Any changed byte in the
 * key, the expiry or those fields changes the signature.
 */

/** Where the API serves the local driver's links. */
export const LOCAL_OBJECTS_PATH = '/storage/objects';

/** A signing key of its own for the links, derived from JWT_SECRET (no new secret to manage). */
export function deriveStorageSigningSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('contabil-online/storage-links/v1').digest('base64url');
}

export interface UploadGrant {
  contentType: string;
  maxBytes: number;
}
export interface DownloadGrant {
  contentType: string;
  fileName: string;
  disposition: 'attachment' | 'inline';
}

type Signed =
  | { method: 'PUT'; key: string; expires: number; grant: UploadGrant }
  | { method: 'GET'; key: string; expires: number; grant: DownloadGrant };

function canonical(link: Signed): string {
  const fields =
    link.method === 'PUT'
      ? [link.grant.contentType, String(link.grant.maxBytes)]
      : [link.grant.contentType, link.grant.disposition, link.grant.fileName];
  // JSON keeps the fields apart whatever they contain.
  return JSON.stringify([link.method, link.key, String(link.expires), ...fields]);
}

function sign(secret: string, link: Signed): string {
  return createHmac('sha256', secret).update(canonical(link)).digest('hex');
}

/** The current key, and its id when it has one of its own (links signed with the legacy key carry none). */
function signingKey(secret: LinkSecret): { kid: Record<string, string>; secret: string } {
  const { current } = asKeyring(secret);
  return { kid: current.id === LEGACY_KEY_ID ? {} : { kid: current.id }, secret: current.key };
}

/** The key a link names (`kid`; none: the legacy key), or undefined when unknown. */
function verifyingKey(secret: LinkSecret, kid: unknown): string | undefined {
  return asKeyring(secret).byId.get(typeof kid === 'string' ? kid : LEGACY_KEY_ID);
}

export function signedUploadQuery(secret: LinkSecret, key: string, expires: number, grant: UploadGrant) {
  const signer = signingKey(secret);
  const signature = sign(signer.secret, { method: 'PUT', key, expires, grant });
  return new URLSearchParams({
    expires: String(expires),
    type: grant.contentType,
    max: String(grant.maxBytes),
    ...signer.kid,
    signature,
  });
}

export function signedDownloadQuery(secret: LinkSecret, key: string, expires: number, grant: DownloadGrant) {
  const signer = signingKey(secret);
  const signature = sign(signer.secret, { method: 'GET', key, expires, grant });
  return new URLSearchParams({
    expires: String(expires),
    type: grant.contentType,
    name: grant.fileName,
    disposition: grant.disposition,
    ...signer.kid,
    signature,
  });
}

export function localObjectUrl(baseUrl: string, key: string, query: URLSearchParams): string {
  return `${baseUrl}${LOCAL_OBJECTS_PATH}/${encodeKeyPath(key)}?${query.toString()}`;
}

export type LinkCheck<T> = { ok: true; grant: T } | { ok: false; reason: 'invalid' | 'expired' };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function signatureMatches(secret: string | undefined, link: Signed, given: string | undefined): boolean {
  if (!secret || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, link), 'hex'), Buffer.from(given, 'hex'));
}

function expiry(value: unknown): number | undefined {
  const raw = text(value);
  return raw !== undefined && /^[0-9]{1,12}$/.test(raw) ? Number(raw) : undefined;
}

/** The signature first (a tampered link is invalid whatever its expiry says), then the expiry. */
export function checkUploadLink(
  secret: LinkSecret,
  key: string,
  query: Record<string, unknown>,
  now: Date,
): LinkCheck<UploadGrant> {
  const expires = expiry(query.expires);
  const contentType = text(query.type);
  const max = text(query.max);
  if (!isSafeKey(key) || expires === undefined || !contentType || !max || !/^[0-9]{1,12}$/.test(max)) {
    return { ok: false, reason: 'invalid' };
  }
  const grant = { contentType, maxBytes: Number(max) };
  const linkKey = verifyingKey(secret, query.kid);
  if (!signatureMatches(linkKey, { method: 'PUT', key, expires, grant }, text(query.signature))) {
    return { ok: false, reason: 'invalid' };
  }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

export function checkDownloadLink(
  secret: LinkSecret,
  key: string,
  query: Record<string, unknown>,
  now: Date,
): LinkCheck<DownloadGrant> {
  const expires = expiry(query.expires);
  const contentType = text(query.type);
  const fileName = text(query.name);
  const disposition = text(query.disposition);
  if (
    !isSafeKey(key) ||
    expires === undefined ||
    !contentType ||
    !fileName ||
    (disposition !== 'attachment' && disposition !== 'inline')
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const grant: DownloadGrant = { contentType, fileName, disposition };
  const linkKey = verifyingKey(secret, query.kid);
  if (!signatureMatches(linkKey, { method: 'GET', key, expires, grant }, text(query.signature))) {
    return { ok: false, reason: 'invalid' };
  }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
