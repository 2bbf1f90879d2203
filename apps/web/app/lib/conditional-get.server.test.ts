import { describe, expect, test } from 'vitest';
import { PUBLIC_PAGE_CACHE_CONTROL } from './public-cache';
import { ifNoneMatchMatches, isPublicCacheControl, withConditionalGet } from './conditional-get.server';

const page = (body: string, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(body, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'text/html',
      'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      ...init.headers,
    },
  });
const get = (headers: Record<string, string> = {}) => new Request('http://site.test/blog', { headers });

describe('withConditionalGet', () => {
  test('a public 200 page gets a weak ETag from its body, and keeps its body and headers', async () => {
    const answer = await withConditionalGet(get(), page('<html>um</html>'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toMatch(/^W\/"[\w-]{32}"$/);
    expect(answer.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(answer.headers.get('Content-Type')).toBe('text/html');
    expect(await answer.text()).toBe('<html>um</html>');
  });

  test('the same body gives the same tag; a changed body another', async () => {
    const tag = async (body: string) => (await withConditionalGet(get(), page(body))).headers.get('ETag');
    expect(await tag('<html>um</html>')).toBe(await tag('<html>um</html>'));
    expect(await tag('<html>dois</html>')).not.toBe(await tag('<html>um</html>'));
  });

  test('If-None-Match with the tag: 304, no body, the cache headers kept', async () => {
    const etag = (await withConditionalGet(get(), page('<html>um</html>'))).headers.get('ETag')!;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"outro", ${etag}`, '*']) {
      const answer = await withConditionalGet(get({ 'If-None-Match': ifNoneMatch }), page('<html>um</html>'));
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(await answer.text()).toBe('');
      expect(answer.headers.get('ETag')).toBe(etag);
      expect(answer.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('Content-Type')).toBeNull();
    }
  });

  test('an old tag after the content changed: the new page, 200', async () => {
    const old = (await withConditionalGet(get(), page('<html>um</html>'))).headers.get('ETag')!;
    const answer = await withConditionalGet(get({ 'If-None-Match': old }), page('<html>dois</html>'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).not.toBe(old);
    expect(await answer.text()).toBe('<html>dois</html>');
  });

  test.each([
    ['no-store', page('x', { headers: { 'Cache-Control': 'no-store' } })],
    ['private', page('x', { headers: { 'Cache-Control': 'private, max-age=60' } })],
    ['no Cache-Control', new Response('x', { status: 200 })],
    ['a 404', page('x', { status: 404 })],
    ['a 503', page('x', { status: 503 })],
    ['a cookie', page('x', { headers: { 'Set-Cookie': 'a=1' } })],
    ['its own ETag', page('x', { headers: { ETag: '"mine"' } })],
  ])('%s: passed through untouched', async (_, response) => {
    const answer = await withConditionalGet(get({ 'If-None-Match': '*' }), response);
    expect(answer).toBe(response);
  });

  test('only GET: HEAD and POST pass through', async () => {
    for (const method of ['HEAD', 'POST']) {
      const response = page('x');
      const request = new Request('http://site.test/abrir-empresa', { method, headers: { 'If-None-Match': '*' } });
      expect(await withConditionalGet(request, response)).toBe(response);
    }
  });
});

describe('isPublicCacheControl', () => {
  test.each([
    [PUBLIC_PAGE_CACHE_CONTROL, true],
    ['public, max-age=3600', true],
    ['PUBLIC', true],
    ['max-age=300', false],
    ['no-store', false],
    ['public, no-cache', false],
    ['private, max-age=60', false],
    [null, false],
  ])('%s -> %s', (value, expected) => {
    expect(isPublicCacheControl(value)).toBe(expected);
  });
});

describe('ifNoneMatchMatches', () => {
  test('weak comparison over a list', () => {
    expect(ifNoneMatchMatches('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(ifNoneMatchMatches('"b"', 'W/"b"')).toBe(true);
    expect(ifNoneMatchMatches('W/"a"', 'W/"b"')).toBe(false);
    expect(ifNoneMatchMatches(null, 'W/"b"')).toBe(false);
  });
});
