import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS } from './platform-constants';
import {
  createVersionChecker,
  fetchLatestBuild,
  isNewerBuild,
  isReloadGuarded,
  parseBuildInfo,
  RELOAD_GUARD_KEY,
  reloadWithGuard,
  type BuildInfo,
} from './version-check';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const RUNNING = 'build-a';
const NEWER: BuildInfo = { id: 'build-b', timestamp: 1_700_000_000_000 };

describe('fetchLatestBuild', () => {
  test('asks for /builds/latest.json past any cache and reads id and timestamp', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(NEWER));
    await expect(fetchLatestBuild(fetch, () => 1234)).resolves.toEqual(NEWER);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/builds/latest.json?t=1234');
    expect(init).toMatchObject({ cache: 'no-store' });
  });

  test('null when the file is missing, malformed or unreachable', async () => {
    await expect(fetchLatestBuild(async () => new Response('nope', { status: 404 }))).resolves.toBeNull();
    await expect(fetchLatestBuild(async () => new Response('<html>'))).resolves.toBeNull();
    await expect(fetchLatestBuild(async () => Response.json({ id: 7 }))).resolves.toBeNull();
    await expect(
      fetchLatestBuild(async () => {
        throw new TypeError('offline');
      }),
    ).resolves.toBeNull();
  });
});

describe('build comparison', () => {
  test('a different id is a newer build; the same id or nothing is not', () => {
    expect(isNewerBuild(RUNNING, NEWER)).toBe(true);
    expect(isNewerBuild(RUNNING, { id: RUNNING, timestamp: 1 })).toBe(false);
    expect(isNewerBuild(RUNNING, null)).toBe(false);
  });

  test('parseBuildInfo keeps only a non-empty id and a numeric timestamp', () => {
    expect(parseBuildInfo({ id: 'x', timestamp: 1, extra: true })).toEqual({ id: 'x', timestamp: 1 });
    expect(parseBuildInfo({ id: '', timestamp: 1 })).toBeNull();
    expect(parseBuildInfo({ id: 'x', timestamp: '1' })).toBeNull();
    expect(parseBuildInfo(null)).toBeNull();
  });
});

describe('reload guard', () => {
  test('reloads and records the time; refuses a second reload within 10 s; allows it after', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    const storage = new MemoryStorage();
    const reload = vi.fn();

    expect(reloadWithGuard(storage, 50_000, reload)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('50000');
    expect(reloadWithGuard(storage, 50_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadWithGuard(storage, 50_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('ignores state older than 10 s, from the future, or unreadable', () => {
    const storage = new MemoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, '1000');
    expect(isReloadGuarded(storage, 1000 + RELOAD_GUARD_MS + 1)).toBe(false);
    expect(isReloadGuarded(storage, 999)).toBe(false);
    storage.setItem(RELOAD_GUARD_KEY, 'garbage');
    expect(isReloadGuarded(storage, 1000)).toBe(false);
    expect(isReloadGuarded(undefined, 1000)).toBe(false);
  });

  test('still reloads once when storage throws', () => {
    const storage = new MemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const reload = vi.fn();
    expect(reloadWithGuard(storage, 1, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('createVersionChecker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(latest: BuildInfo | null = NEWER) {
    const fetchLatest = vi.fn(async () => latest);
    const onNewVersion = vi.fn();
    const checker = createVersionChecker({ runningBuildId: RUNNING, fetchLatest, onNewVersion });
    return { checker, fetchLatest, onNewVersion };
  }

  test('checks every 60 minutes once started, and stops when told', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const { checker, fetchLatest, onNewVersion } = setup();
    checker.start();

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith(NEWER);

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);

    checker.stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  test('says nothing while the deployed build is the running one', async () => {
    const { checker, fetchLatest, onNewVersion } = setup({ id: RUNNING, timestamp: 1 });
    await checker.check();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  test('on return to the tab, checks only when the last check is over 60 minutes old', async () => {
    const { checker, fetchLatest } = setup();

    vi.setSystemTime(BUILD_CHECK_INTERVAL_MS - 1);
    await checker.checkIfDue();
    expect(fetchLatest).not.toHaveBeenCalled();

    vi.setSystemTime(BUILD_CHECK_INTERVAL_MS);
    await checker.checkIfDue();
    expect(fetchLatest).toHaveBeenCalledTimes(1);

    vi.setSystemTime(BUILD_CHECK_INTERVAL_MS + 60_000);
    await checker.checkIfDue();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  test('a check asked for while one is running shares it', async () => {
    const { checker, fetchLatest } = setup();
    await Promise.all([checker.check(), checker.check()]);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });
});
