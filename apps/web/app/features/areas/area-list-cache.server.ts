import type { AreaSummary } from '@contabil/contracts';
import { fetchAreaList } from './areas-api.server';

/** The list changes with a deploy of the API: asked again every 10 minutes, or after 1 when the API failed. */
const FRESH_MS = 10 * 60_000;
const RETRY_AFTER_FAILURE_MS = 60_000;

let cached: { areas: AreaSummary[]; until: number } | null = null;

/**
 * Every area (slug, name, headline) for the footer and the "other areas" links. A cache in
 * this process, not a source of truth: each replica asks the API on its own, and a failure
 * leaves the last list it had (or none) instead of failing the page.
 */
export async function cachedAreaList(
  signal: AbortSignal,
  now: () => number = Date.now,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<AreaSummary[]> {
  if (cached && now() < cached.until) return cached.areas;
  try {
    cached = { areas: await fetchAreaList(signal, fetchImpl), until: now() + FRESH_MS };
  } catch (err) {
    if (signal.aborted) return cached?.areas ?? [];
    console.warn(`areas list: ${err instanceof Error ? err.message : String(err)}`);
    cached = { areas: cached?.areas ?? [], until: now() + RETRY_AFTER_FAILURE_MS };
  }
  return cached.areas;
}

/** Tests start from an empty cache. */
export function forgetCachedAreaList(): void {
  cached = null;
}
