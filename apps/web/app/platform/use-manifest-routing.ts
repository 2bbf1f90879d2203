import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RUNNING_BUILD_ID } from './build-id';
import { buildMetaPath, isKnownPath, parseBuildMeta, redirectFor, type BuildMeta } from './build-manifest';
import { fetchLatestBuild, isNewerBuild, reloadWithGuard, type BuildInfo } from './version-check';

/** The manifest of build `id`, or null when it cannot be read (offline, mid-deploy). */
export async function fetchBuildMeta(
  id: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<BuildMeta | null> {
  try {
    const response = await fetchImpl(buildMetaPath(id), { headers: { accept: 'application/json' } });
    return response.ok ? parseBuildMeta(await response.json()) : null;
  } catch {
    return null;
  }
}

export interface ManifestRoutingOptions {
  fetchMeta?: (id: string) => Promise<BuildMeta | null>;
  fetchLatest?: () => Promise<BuildInfo | null>;
  /** A full page load (the new build's server answers it). */
  loadPage?: (to: string) => void;
}

const assignLocation = (to: string) => window.location.assign(to);

const sessionStorageOrUndefined = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The client router's manifest checks (spec section 2), on start and on every navigation:
 * an old address of the build's redirects is replaced by the new one; a path this build
 * does not serve (a stale tab after a deploy) is looked up in the newest build's manifest,
 * and when that build serves or redirects it, the page is loaded from the server (once: the
 * reload guard stops a loop when a cache still answers with the old build).
 */
export function useManifestRouting(
  runningBuildId: string | null = RUNNING_BUILD_ID,
  {
    fetchMeta = fetchBuildMeta,
    fetchLatest = fetchLatestBuild,
    loadPage = assignLocation,
  }: ManifestRoutingOptions = {},
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [meta, setMeta] = useState<BuildMeta | null>(null);

  useEffect(() => {
    if (!runningBuildId) return;
    let live = true;
    void fetchMeta(runningBuildId).then((found) => {
      if (live) setMeta(found);
    });
    return () => {
      live = false;
    };
  }, [runningBuildId, fetchMeta]);

  const { pathname, search, hash } = location;
  useEffect(() => {
    if (!meta || !runningBuildId) return;
    const target = redirectFor(meta, pathname);
    if (target) {
      void navigate(`${target}${search}${hash}`, { replace: true });
      return;
    }
    if (isKnownPath(meta.matcher, pathname)) return;
    let live = true;
    void (async () => {
      const latest = await fetchLatest();
      if (!live || !isNewerBuild(runningBuildId, latest)) return;
      const newest = await fetchMeta(latest.id);
      if (!live || !newest) return;
      const to = redirectFor(newest, pathname) ?? (isKnownPath(newest.matcher, pathname) ? pathname : null);
      if (to) reloadWithGuard(sessionStorageOrUndefined(), Date.now(), () => loadPage(`${to}${search}${hash}`));
    })();
    return () => {
      live = false;
    };
  }, [meta, runningBuildId, pathname, search, hash, navigate, fetchLatest, fetchMeta, loadPage]);
}
