/**
 * Public blog pages may be kept by a CDN for an hour (and by browsers for five minutes),
 * and served stale for a day while it asks again. A page whose loader set its own
 * Cache-Control (the list when the content source is down: no-store) keeps that one.
 * Errors (404, 503) are answered by root's boundary, without these headers.
 */
export { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders as blogPageHeaders } from '~/lib/public-cache';
