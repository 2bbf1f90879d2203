import { redirect } from 'react-router';
import { loginPathWithNext } from '~/lib/safe-redirect';
import { readSession } from '~/lib/session-cookies';

/**
 * For loaders of signed-in pages: sends visitors without a session to the login
 * page, with the page they asked for in `next`. The token itself is checked by
 * the API on the first call; here it only has to exist.
 */
export function requireAccessToken(request: Request): string {
  const { accessToken } = readSession(request.headers.get('cookie'));
  if (accessToken) return accessToken;
  const url = new URL(request.url);
  throw redirect(loginPathWithNext(`${url.pathname}${url.search}`));
}
