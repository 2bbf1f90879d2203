// The build manifest (spec sections 2 and 9): builds/meta/<id>.json says which pages a
// build serves (`matcher`) and which old addresses lead where (`redirects`). The client
// router checks both on start and on every navigation (use-manifest-routing.ts); the web
// server answers the redirects with 301 (server.mjs). Written by build-manifest-plugin.ts.

export interface RouteMatcher {
  /** Paths without parameters, e.g. `/abrir-empresa`. */
  static: Record<string, Record<string, never>>;
  /** Splat patterns (`/x/*`); this app has none but its catch-all, which is left out. */
  wildcard: Record<string, Record<string, never>>;
  /** Patterns with `:param` segments, e.g. `/blog/posts/:slug`. */
  dynamic: Record<string, Record<string, never>>;
}

export interface BuildMeta {
  id: string;
  timestamp: number;
  matcher: RouteMatcher;
  prerendered: string[];
  /** Old path -> new path (both on this site). */
  redirects: Record<string, string>;
}

export const buildMetaPath = (id: string) => `/builds/meta/${id}.json`;

/** `/a/b/` and `/a/b` are one page. */
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/** Whether the build serves a page at `pathname` (its catch-all 404 does not count). */
export function isKnownPath(matcher: RouteMatcher, pathname: string): boolean {
  const path = normalise(pathname);
  if (path in matcher.static) return true;
  if (Object.keys(matcher.dynamic).some((pattern) => matchesPattern(pattern, path))) return true;
  return Object.keys(matcher.wildcard).some((pattern) => path.startsWith(pattern.replace(/\*$/, '')));
}

/** Where an old address leads, or null. */
export function redirectFor(meta: Pick<BuildMeta, 'redirects'>, pathname: string): string | null {
  return meta.redirects[normalise(pathname)] ?? null;
}

/** Reads a manifest; null when it is missing or not one (offline, mid-deploy). */
export function parseBuildMeta(value: unknown): BuildMeta | null {
  if (typeof value !== 'object' || value === null) return null;
  const meta = value as Partial<BuildMeta>;
  if (typeof meta.id !== 'string' || typeof meta.redirects !== 'object' || meta.redirects === null) return null;
  const matcher = meta.matcher;
  if (!matcher || typeof matcher.static !== 'object' || typeof matcher.dynamic !== 'object') return null;
  return {
    id: meta.id,
    timestamp: Number(meta.timestamp ?? 0),
    matcher: { static: matcher.static, dynamic: matcher.dynamic, wildcard: matcher.wildcard ?? {} },
    prerendered: Array.isArray(meta.prerendered) ? meta.prerendered : [],
    redirects: meta.redirects,
  };
}

/** A route of the app's route config, as @react-router/dev/routes builds it. */
export interface RouteConfigEntry {
  path?: string;
  index?: boolean;
  children?: RouteConfigEntry[];
}

/** The matcher of a route config: every page path, with and without parameters. */
export function matcherFromRoutes(routes: readonly RouteConfigEntry[]): RouteMatcher {
  const matcher: RouteMatcher = { static: {}, wildcard: {}, dynamic: {} };
  const walk = (entries: readonly RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? prefix : normalise(`${prefix}/${entry.path}`.replace(/\/+/g, '/'));
      if (entry.path === '*') {
        // The catch-all (404): every path would be "known".
      } else if (entry.path?.endsWith('*')) {
        matcher.wildcard[path] = {};
      } else if (entry.path !== undefined || entry.index) {
        (path.includes('/:') ? matcher.dynamic : matcher.static)[path || '/'] = {};
      }
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes, '');
  return matcher;
}

/**
 * The redirects file, checked: both sides are paths on this site, no old path is a page of
 * the build (it would never be reached), every target is (no redirect to a 404), no chains.
 */
export function checkRedirects(redirects: Record<string, string>, matcher: RouteMatcher): Record<string, string> {
  const problems: string[] = [];
  for (const [from, to] of Object.entries(redirects)) {
    if (!/^\/[\w\-/]*$/.test(from) || !/^\/[\w\-/]*$/.test(to)) problems.push(`${from} -> ${to}: not a path`);
    else if (isKnownPath(matcher, from)) problems.push(`${from} is a page of this build`);
    else if (!isKnownPath(matcher, to)) problems.push(`${from} -> ${to}: the target is not a page`);
    else if (to in redirects) problems.push(`${from} -> ${to}: a chain`);
  }
  if (problems.length > 0) throw new Error(`content/redirects.json:\n${problems.join('\n')}`);
  return redirects;
}
