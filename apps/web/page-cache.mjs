// The public pages' cache in the web server (decision 017): the city, CNAE, area and blog
// pages are the same for every visitor, so a rendered answer is kept in memory, keyed by
// host + URL, and served again while it is fresh (PAGE_CACHE_FRESH_SECONDS, 60 by default)
// and the public data's version is the one it was rendered at. The version is a digest of
// the API's public plans (a price change shows within PAGE_CACHE_VERSION_SECONDS, 10 by
// default); content without a version (a blog post in the CMS) shows within the freshness.
// One render per key at a time: the other requests for it wait for that render.
/* global Request, Headers, fetch, AbortSignal */
import { createHash } from 'node:crypto';

/** The pages kept: public, the same for everyone (decision 010: no visitor-dependent loader). */
export const CACHED_PAGES = [
  /^\/contabilidade-em\/[^/]+\/?$/,
  /^\/contador-em\/[^/]+\/?$/,
  /^\/tools\/cnae(\/[^/]+)?\/?$/,
  /^\/areas(\/[^/]+)?\/?$/,
  /^\/blog(\/posts\/[^/]+)?\/?$/,
];

/** Request headers a render must not see: the cached answer serves every visitor. */
const VISITOR_HEADERS = new Set(['cookie', 'authorization', 'if-none-match', 'if-modified-since']);
/** Answer headers not replayed (the server recomputes them). */
const HOP_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding', 'keep-alive', 'date']);

/**
 * @param {{
 *   handle: (request: Request) => Promise<Response>,
 *   version: () => Promise<string>,
 *   freshMs?: number,
 *   versionEveryMs?: number,
 *   maxEntries?: number,
 *   now?: () => number,
 *   pages?: RegExp[],
 * }} options
 */
export function createPageCache(options) {
  const { handle, version } = options;
  const freshMs = options.freshMs ?? 60_000;
  const versionEveryMs = options.versionEveryMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const pages = options.pages ?? CACHED_PAGES;
  /** @type {Map<string, { at: number, version: string, status: number, headers: [string, string][], body: Buffer, cacheable: boolean }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<any>>} */
  const rendering = new Map();
  let known = { value: '', at: -Infinity };
  /** @type {Promise<string> | null} */
  let asking = null;

  /** The data version, asked at most every versionEveryMs; the last one known when the API does not answer. */
  async function currentVersion() {
    if (now() - known.at < versionEveryMs) return known.value;
    asking ??= version()
      .then((value) => {
        known = { value, at: now() };
        return value;
      })
      .catch(() => {
        known = { value: known.value, at: now() };
        return known.value;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  }

  async function render(key, url, headers, dataVersion) {
    const response = await handle(new Request(url, { method: 'GET', headers }));
    const body = Buffer.from(await response.arrayBuffer());
    const cacheControl = response.headers.get('cache-control') ?? '';
    const cacheable = response.status === 200 && /\bpublic\b/.test(cacheControl) && !response.headers.has('set-cookie');
    /** @type {[string, string][]} */
    const kept = [];
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) kept.push([name, value]);
    });
    const entry = { at: now(), version: dataVersion, status: response.status, headers: kept, body, cacheable };
    if (cacheable) {
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    }
    return entry;
  }

  return async function pageCache(req, res, next) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !pages.some((page) => page.test(req.path))) return next();
    try {
      const key = `${req.headers.host ?? ''}${req.originalUrl}`;
      const dataVersion = await currentVersion();
      let entry = entries.get(key);
      let state = 'hit';
      if (!entry || entry.version !== dataVersion || now() - entry.at >= freshMs) {
        state = 'miss';
        let pending = rendering.get(key);
        if (!pending) {
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers)) {
            if (VISITOR_HEADERS.has(name) || value === undefined) continue;
            headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const url = new URL(req.originalUrl, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
          pending = render(key, url, headers, dataVersion).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        entry = await pending;
      }
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.setHeader('x-page-cache', entry.cacheable ? state : 'bypass');
      const etag = entry.headers.find(([name]) => name === 'etag')?.[1];
      if (entry.status === 200 && etag && req.headers['if-none-match'] === etag) return void res.status(304).end();
      res.status(entry.status).end(req.method === 'HEAD' ? undefined : entry.body);
    } catch (err) {
      next(err);
    }
  };
}

/**
 * The cache as server.mjs mounts it: React Router's fetch handler for the build, the
 * version from the API's public plans. PAGE_CACHE=off leaves every page to the handler.
 * @param {import('react-router').ServerBuild} build
 * @param {NodeJS.ProcessEnv} env
 */
export async function pageCacheFor(build, env) {
  if (env.PAGE_CACHE === 'off') return (_req, _res, next) => next();
  const { createRequestHandler } = await import('react-router');
  const handler = createRequestHandler(build, env.NODE_ENV);
  const api = (env.API_PUBLIC_URL || 'http://localhost:3001').replace(/\/+$/, '');
  return createPageCache({
    handle: (request) => handler(request),
    version: async () => {
      const res = await fetch(`${api}/plans`, { signal: AbortSignal.timeout(2_000) });
      if (!res.ok) throw new Error(`GET /plans answered ${res.status}`);
      return createHash('sha256')
        .update(await res.text())
        .digest('hex');
    },
    freshMs: Number(env.PAGE_CACHE_FRESH_SECONDS || 60) * 1000,
    versionEveryMs: Number(env.PAGE_CACHE_VERSION_SECONDS || 10) * 1000,
  });
}
