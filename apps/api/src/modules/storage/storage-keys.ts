import { randomUUID } from 'node:crypto';
import { safeFileName } from '../../lib/file-names.js';

/** Longest file-name segment of a key, in UTF-8 bytes (file systems stop at 255). */
const NAME_MAX_BYTES = 120;
const KEY_MAX_LENGTH = 512;

/**
 * A key the storage accepts: relative, `/`-separated, no empty segment, no segment that
 * starts with a dot (so no `.` or `..`), no backslash or control character. Checked by
 * both drivers and by every route that takes a key, so a key never leaves its folder.
 */
export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_MAX_LENGTH) return false;
  if (/[\\\p{Cc}\p{Cf}]/u.test(key)) return false;
  return key
    .split('/')
    .every((segment) => segment.length > 0 && !segment.startsWith('.') && segment.trim() === segment);
}

/** The file name as the last segment of a key: safe, no leading dots, at most NAME_MAX_BYTES. */
function keyName(name: string): string {
  let safe = safeFileName(name, 'application/octet-stream')
    .replace(/^[.\s]+/, '')
    .trim();
  // Keep the end (where the extension is) when it is too long.
  while (Buffer.byteLength(safe, 'utf8') > NAME_MAX_BYTES) safe = safe.slice(1);
  safe = safe.replace(/^[.\s]+/, '');
  return safe === '' ? 'arquivo' : safe;
}

/** A fresh full key for a company's upload: `{companyId}/uploads/{uuid}/{safe name}`. */
export function companyKey(companyId: string, name: string): string {
  return `${companyId}/uploads/${randomUUID()}/${keyName(name)}`;
}

/** Whether a full key is safe and under the company's prefix. */
export function keyBelongsTo(companyId: string, key: string): boolean {
  return isSafeKey(key) && key.startsWith(`${companyId}/`) && key.length > companyId.length + 1;
}

/** The full key of a key relative to the company (as links and clients carry it); undefined when unsafe. */
export function fullCompanyKey(companyId: string, relativeKey: string): string | undefined {
  const key = `${companyId}/${relativeKey}`;
  return isSafeKey(relativeKey) && keyBelongsTo(companyId, key) ? key : undefined;
}

/** The key relative to the company (without `{companyId}/`), as `SignedLink.key` carries it. */
export function relativeCompanyKey(companyId: string, key: string): string {
  if (!keyBelongsTo(companyId, key)) throw new Error('key outside the company prefix');
  return key.slice(companyId.length + 1);
}

/** A key as a URL path: every segment percent-encoded. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
