import { afterEach, describe, expect, test } from 'vitest';
import type { Server } from 'node:http';
// @ts-expect-error express ships no types and this workspace has no @types/express (server.mjs is plain JS)
import express from 'express';
import { createPageCache } from '../../page-cache.mjs';
import { PUBLIC_PAGE_CACHE_CONTROL } from './public-cache';

// The public pages' cache of the web server: served again while fresh and of the current
// data version, re-rendered within a minute of a data change, never for answers that are
// not public or set a cookie, and rendered once for many requests at the same time.

let server: Server | undefined;
let nextPort = 0;
async function stop() {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
}
afterEach(stop);

interface Fixture {
  base: string;
  renders: string[];
  setPrice(price: string): void;
  setVersion(version: string): void;
  advance(ms: number): void;
}

/** A server with the cache before a fake React Router handler whose pages show a plan price. */
async function start(options: { status?: number; cacheControl?: string; setCookie?: boolean } = {}): Promise<Fixture> {
  let price = 'R$ 99,00';
  let version = 'v1';
  let clock = 1_000_000;
  const renders: string[] = [];
  const app = express();
  app.use(
    createPageCache({
      now: () => clock,
      version: async () => version,
      handle: async (request) => {
        renders.push(`${new URL(request.url).pathname} cookie=${request.headers.get('cookie') ?? '-'}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const headers = new Headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': options.cacheControl ?? PUBLIC_PAGE_CACHE_CONTROL,
          etag: `W/"${price}"`,
        });
        if (options.setCookie) headers.set('set-cookie', 'a=b');
        return new Response(`<h1>Plano Essencial ${price}</h1>`, { status: options.status ?? 200, headers });
      },
    }),
  );
  app.use((_req: unknown, res: { status(code: number): { send(body: string): void } }) =>
    res.status(418).send('not a cached page'),
  );
  // A port of its own per server (3332-3337): a kept-alive socket to a closed one is not reused.
  const port = 3332 + (nextPort++ % 6);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    renders,
    setPrice: (next) => (price = next),
    setVersion: (next) => (version = next),
    advance: (ms) => (clock += ms),
  };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-page-cache'), headers: res.headers };
}

describe('page cache', () => {
  test('a city page is rendered once, then served from memory with its CDN headers, without the visitor cookie', async () => {
    const site = await start();
    const first = await get(`${site.base}/contabilidade-em/sao-paulo-sp`, { cookie: 'session=abc' });
    const second = await get(`${site.base}/contabilidade-em/sao-paulo-sp`);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.text).toBe('<h1>Plano Essencial R$ 99,00</h1>');
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    );
    expect(site.renders).toEqual(['/contabilidade-em/sao-paulo-sp cookie=-']);
    // Conditional GET against the kept ETag.
    const notModified = await fetch(`${site.base}/contabilidade-em/sao-paulo-sp`, {
      headers: { 'if-none-match': 'W/"R$ 99,00"' },
    });
    expect(notModified.status).toBe(304);
    // Another URL is another entry; a page that is not public goes on to the next handler.
    expect((await get(`${site.base}/contador-em/sao-paulo-sp`)).cache).toBe('miss');
    expect((await get(`${site.base}/app/dashboard`)).status).toBe(418);
  });

  test('a plan price change shows at the next version check (10 s), a change without version within 60 s', async () => {
    const site = await start();
    const url = `${site.base}/tools/cnae/6201501`;
    expect((await get(url)).text).toContain('R$ 99,00');

    // The API's plans change: the version moves; within 10 s the old page may still be served.
    site.setPrice('R$ 129,00');
    site.setVersion('v2');
    site.advance(5_000);
    expect((await get(url)).text).toContain('R$ 99,00');
    site.advance(5_000);
    const afterVersion = await get(url);
    expect(afterVersion.text).toContain('R$ 129,00');
    expect(afterVersion.cache).toBe('miss');

    // A blog post edited in the CMS changes no version: the page is fresh for 60 s at most.
    site.setPrice('R$ 149,00');
    site.advance(59_000);
    expect((await get(url)).text).toContain('R$ 129,00');
    site.advance(1_000);
    expect((await get(url)).text).toContain('R$ 149,00');
  });

  test('twenty requests at once for a cold page render it once', async () => {
    const site = await start();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${site.base}/blog/posts/abrir-empresa`)));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(site.renders).toHaveLength(1);
  });

  test('answers that are not public, set a cookie or are not 200 are never kept', async () => {
    for (const options of [{ cacheControl: 'no-store' }, { setCookie: true }, { status: 404 }]) {
      const site = await start(options);
      await get(`${site.base}/areas/saude`);
      const again = await get(`${site.base}/areas/saude`);
      expect(again.cache, JSON.stringify(options)).toBe('bypass');
      expect(site.renders).toHaveLength(2);
      await stop();
    }
  });
});
