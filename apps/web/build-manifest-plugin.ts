import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import routes from './app/routes';
import { checkRedirects, matcherFromRoutes, type BuildMeta, type RouteMatcher } from './app/platform/build-manifest';

/** builds/latest.json: which build is deployed now. */
interface LatestBuild {
  id: string;
  timestamp: number;
}

/** The site's old addresses and where they lead (a file in the repo, compiled into the manifest). */
const REDIRECTS_FILE = new URL('./content/redirects.json', import.meta.url);

/**
 * The files of one build: builds/latest.json and builds/meta/<id>.json, with the pages the
 * build serves (the matcher, from the route config) and the redirects (content/redirects.json,
 * checked against the matcher). This app prerenders nothing.
 */
export function buildManifestFiles(
  id: string,
  timestamp: number,
  site: { matcher: RouteMatcher; redirects: Record<string, string> },
): Record<string, string> {
  const latest: LatestBuild = { id, timestamp };
  const meta: BuildMeta = { id, timestamp, matcher: site.matcher, prerendered: [], redirects: site.redirects };
  return {
    'builds/latest.json': JSON.stringify(latest),
    [`builds/meta/${id}.json`]: JSON.stringify(meta),
  };
}

/**
 * Gives every build an id, compiles it into the browser code as __BUILD_ID__ and
 * publishes it as builds/latest.json (plus builds/meta/<id>.json) beside the client
 * assets, so a page left open can tell that a newer build was deployed
 * (features/platform/version-check.ts). The dev server answers the same paths from memory.
 */
export function buildManifestPlugin(): Plugin {
  const id = randomUUID();
  const timestamp = Date.now();
  const matcher = matcherFromRoutes(routes);
  const redirects = checkRedirects(JSON.parse(readFileSync(REDIRECTS_FILE, 'utf8')) as Record<string, string>, matcher);
  const files = buildManifestFiles(id, timestamp, { matcher, redirects });

  return {
    name: 'contabil:build-manifest',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0]!.replace(/^\/+/, '');
        const body = files[pathname];
        if (body === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
    generateBundle() {
      // The server build has no use for these files: only the browser asks for them.
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
