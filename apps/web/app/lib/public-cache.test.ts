import { describe, expect, test } from 'vitest';
import { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from './public-cache';

describe('publicPageHeaders', () => {
  test('a page whose loader says nothing is public, kept 5 minutes by browsers and an hour by CDNs', () => {
    expect(publicPageHeaders({ loaderHeaders: new Headers() })).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
    expect(PUBLIC_PAGE_CACHE_CONTROL).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
  });

  test("the loader's choice wins (no-store when a source was down), and an error's over the loader's", () => {
    const loaderHeaders = new Headers({ 'Cache-Control': NO_STORE });
    expect(publicPageHeaders({ loaderHeaders })).toEqual({ 'Cache-Control': NO_STORE });
    const errorHeaders = new Headers({ 'Cache-Control': 'no-store, max-age=0' });
    expect(publicPageHeaders({ loaderHeaders: new Headers(), errorHeaders })).toEqual({
      'Cache-Control': 'no-store, max-age=0',
    });
  });
});
