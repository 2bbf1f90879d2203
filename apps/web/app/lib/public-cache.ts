/**
 * Public pages are the same for every visitor: browsers keep them 5 minutes, a CDN an
 * hour, and serves a stale copy for a day while it asks again.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

/** For a page whose answer must not be kept (the API was down: the next visitor should get the real page). */
export const NO_STORE = 'no-store';

interface CacheHeadersArgs {
  loaderHeaders: Headers;
  errorHeaders?: Headers | undefined;
}

/** A route's `headers` export that passes on its loader's (the loader picks the cache policy per answer). */
export function loaderCacheHeaders({ loaderHeaders, errorHeaders }: CacheHeadersArgs) {
  const source = errorHeaders ?? loaderHeaders;
  const cacheControl = source.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
}

/**
 * A public page's `headers` export: the Cache-Control its loader set (`no-store` when a
 * source was down), else PUBLIC_PAGE_CACHE_CONTROL. The institutional layout exports it,
 * so every public page is kept by browsers and CDNs unless it exports its own `headers`;
 * a page whose loader decides per answer exports this itself (the layout only sees the
 * layout's loader). Errors thrown to root's boundary get no Cache-Control at all.
 */
export function publicPageHeaders({ loaderHeaders, errorHeaders }: CacheHeadersArgs): HeadersInit {
  const source = errorHeaders ?? loaderHeaders;
  return { 'Cache-Control': source.get('Cache-Control') ?? PUBLIC_PAGE_CACHE_CONTROL };
}
