import { createHash } from 'node:crypto';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { cspNonceContext } from './security-headers.server';

/**
 * ETags and `304 Not Modified` for the answers a CDN or a browser may keep: GET answers
 * with status 200 whose Cache-Control says `public` (the public pages, the sitemaps and
 * robots.txt), and that set no cookie. Everything else (the signed-in app, `no-store`,
 * `private`, errors, redirects, HEAD and POST) passes through untouched.
 *
 * The tag is weak (`W/"…"`): a hash of the body as rendered, which stays the same after a
 * proxy compresses it. A request whose `If-None-Match` names it gets a 304 with no body.
 */
export async function withConditionalGet(
  request: Request,
  response: Response,
  nonce?: string | null,
): Promise<Response> {
  if (!isEtagCandidate(request, response)) return response;

  const body = new Uint8Array(await response.arrayBuffer());
  // The page's CSP nonce changes on every request: the tag is of the content without it.
  const etag = bodyEtag(nonce ? new TextEncoder().encode(new TextDecoder().decode(body).replaceAll(nonce, '')) : body);
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);

  if (ifNoneMatchMatches(request.headers.get('If-None-Match'), etag)) {
    // RFC 9110 §15.4.5: a 304 repeats what a cache needs to refresh its copy, and has no body.
    const notModified = new Headers();
    for (const name of ['Cache-Control', 'Content-Location', 'Date', 'ETag', 'Expires', 'Vary']) {
      const value = headers.get(name);
      if (value !== null) notModified.set(name, value);
    }
    return new Response(null, { status: 304, headers: notModified });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Root's server middleware: every document, data and resource answer passes through here. */
export const conditionalGetMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) =>
  withConditionalGet(request, await next(), (context as RouterContextProvider).get(cspNonceContext));

function isEtagCandidate(request: Request, response: Response): boolean {
  if (request.method !== 'GET' || response.status !== 200 || response.body === null) return false;
  if (response.headers.has('ETag') || response.headers.has('Set-Cookie')) return false;
  return isPublicCacheControl(response.headers.get('Cache-Control'));
}

/** `public` and none of `no-store`, `no-cache`, `private`. */
export function isPublicCacheControl(value: string | null): boolean {
  if (!value) return false;
  const directives = value.split(',').map((d) => d.trim().split('=')[0]?.toLowerCase());
  if (directives.some((d) => d === 'no-store' || d === 'no-cache' || d === 'private')) return false;
  return directives.includes('public');
}

export function bodyEtag(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** The weak comparison of RFC 9110 §13.1.2: `*`, or any listed tag equal to ours, `W/` ignored. */
export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
