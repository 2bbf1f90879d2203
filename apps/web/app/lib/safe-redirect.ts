/**
 * Accepts `next` only when it is a path on this site. Rejects protocol-relative
 * forms ('//host', '/\host', which browsers treat like '//') and control characters,
 * because URL parsers drop tabs and newlines and '/\t/host' would become '//host'.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw[0] !== '/') return null;
  if (raw[1] === '/' || raw[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return null;
  const base = 'http://same-site.invalid';
  const url = new URL(raw, base);
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const LOGIN_PATH = '/app/login';

/** The login URL that brings the user back to `path` after signing in. */
export function loginPathWithNext(path: string): string {
  const next = safeNextPath(path);
  return next ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH;
}

/**
 * Where a failed token refresh sends the person (spec section 9: to /app/login with `next`,
 * unless already on login): null on the login page itself, which stays as it is.
 */
export function expiredSessionRedirect(pathname: string, search: string): string | null {
  if (pathname === LOGIN_PATH) return null;
  return loginPathWithNext(`${pathname}${search}`);
}
