import { BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS } from './platform-constants';

/** What /builds/latest.json holds (written by build-manifest-plugin.ts). */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

export const LATEST_BUILD_PATH = '/builds/latest.json';
export const RELOAD_GUARD_KEY = 'reload-guard';
/** Dispatch on window to run the check at once (used by the e2e tests; harmless otherwise). */
export const CHECK_VERSION_EVENT = 'app:check-version';

/**
 * The newest deployed build, or null when it cannot be read. The query string and
 * no-store keep any HTTP cache between us and the file from answering with an old one.
 */
export async function fetchLatestBuild(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  now: () => number = Date.now,
): Promise<BuildInfo | null> {
  try {
    const response = await fetchImpl(`${LATEST_BUILD_PATH}?t=${now()}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return parseBuildInfo(await response.json());
  } catch {
    // Offline or mid-deploy: the next check will tell.
    return null;
  }
}

export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof timestamp !== 'number') return null;
  return { id, timestamp };
}

export function isNewerBuild(runningId: string, latest: BuildInfo | null): latest is BuildInfo {
  return latest !== null && latest.id !== runningId;
}

/**
 * True while a reload made within the last RELOAD_GUARD_MS is recorded. Older state,
 * unreadable state and a clock that went backwards count as no reload.
 */
export function isReloadGuarded(storage: Storage | undefined, now: number): boolean {
  let raw: string | null;
  try {
    raw = storage?.getItem(RELOAD_GUARD_KEY) ?? null;
  } catch {
    return false;
  }
  const reloadedAt = Number(raw);
  if (raw === null || !Number.isFinite(reloadedAt)) return false;
  const elapsed = now - reloadedAt;
  return elapsed >= 0 && elapsed < RELOAD_GUARD_MS;
}

/**
 * Reloads unless a reload already happened in the last RELOAD_GUARD_MS, so a page
 * whose HTML is still the old build after reloading cannot be reloaded in a loop.
 * Returns whether it reloaded.
 */
export function reloadWithGuard(storage: Storage | undefined, now: number, reload: () => void): boolean {
  if (isReloadGuarded(storage, now)) return false;
  try {
    storage?.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Storage full or blocked: reloading once is still right, the guard is best effort.
  }
  reload();
  return true;
}

export interface VersionCheckerOptions {
  runningBuildId: string;
  fetchLatest: () => Promise<BuildInfo | null>;
  onNewVersion: (latest: BuildInfo) => void;
  now?: () => number;
  intervalMs?: number;
}

export interface VersionChecker {
  /** Checks now unless a check is already on its way. */
  check(): Promise<void>;
  /** Call when the tab becomes visible: checks if the last check is older than the interval. */
  checkIfDue(): Promise<void>;
  start(): void;
  stop(): void;
}

/** Compares the running build with the deployed one every hour (spec section 9). */
export function createVersionChecker({
  runningBuildId,
  fetchLatest,
  onNewVersion,
  now = Date.now,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
}: VersionCheckerOptions): VersionChecker {
  let lastCheckAt = now();
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  function check(): Promise<void> {
    if (inFlight) return inFlight;
    lastCheckAt = now();
    inFlight = fetchLatest()
      .then((latest) => {
        if (isNewerBuild(runningBuildId, latest)) onNewVersion(latest);
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    check,
    checkIfDue: () => (now() - lastCheckAt >= intervalMs ? check() : Promise.resolve()),
    start() {
      if (timer === null) timer = setInterval(() => void check(), intervalMs);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
