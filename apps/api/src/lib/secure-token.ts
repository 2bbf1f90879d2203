import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for a link or a refresh token: 256 bits, URL-safe. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not hand out live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
