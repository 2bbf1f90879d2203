/**
 * Public pages are the same for every visitor: browsers keep them 5 minutes, a CDN an
 * hour, and serves a stale copy for a day while it asks again.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

/** For a page whose answer must not be kept (the API was down: the next visitor should get the real page). */
export const NO_STORE = 'no-store';

/** A route's `headers` export that passes on its loader's (the loader picks the cache policy per answer). */
export function loaderCacheHeaders({
  loaderHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  errorHeaders?: Headers | undefined;
}) {
  const source = errorHeaders ?? loaderHeaders;
  const cacheControl = source.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
}
