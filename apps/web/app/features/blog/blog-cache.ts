import type { HeadersArgs } from 'react-router';

/**
 * Public blog pages may be kept by a CDN for an hour (and by browsers for five minutes),
 * and served stale for a day while it asks again. A page whose loader set its own
 * Cache-Control (the list when the content source is down: no-store) keeps that one.
 * Errors (404, 503) are answered by root's boundary, without these headers.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
export const NO_STORE = 'no-store';

export function blogPageHeaders({ loaderHeaders }: HeadersArgs): HeadersInit {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE_CONTROL };
}
