import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/** builds/latest.json: which build is deployed now. */
export interface LatestBuild {
  id: string;
  timestamp: number;
}

/**
 * builds/meta/<id>.json, in the shape the spec's build manifest has. This app has no
 * route rules, prerendered pages nor redirects, so those parts are empty.
 */
export interface BuildMeta extends LatestBuild {
  matcher: { static: Record<string, never>; wildcard: Record<string, never>; dynamic: Record<string, never> };
  prerendered: string[];
  redirects: Record<string, string>;
}

export function buildManifestFiles(id: string, timestamp: number): Record<string, string> {
  const latest: LatestBuild = { id, timestamp };
  const meta: BuildMeta = {
    id,
    timestamp,
    matcher: { static: {}, wildcard: {}, dynamic: {} },
    prerendered: [],
    redirects: {},
  };
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
  const files = buildManifestFiles(id, timestamp);

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
