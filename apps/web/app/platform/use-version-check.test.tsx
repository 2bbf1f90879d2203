// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS } from './platform-constants';
import { toast } from './toast';
import { NEW_VERSION_ACTION, NEW_VERSION_MESSAGE, useVersionCheck } from './use-version-check';
import { CHECK_VERSION_EVENT, RELOAD_GUARD_KEY, type BuildInfo } from './version-check';

vi.mock('./toast', () => ({ toast: { message: vi.fn() } }));

const RUNNING = 'build-a';
const NEWER: BuildInfo = { id: 'build-b', timestamp: 1 };

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  vi.mocked(toast.message).mockClear();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

function setup(latest: BuildInfo | null = NEWER, runningBuildId: string | null = RUNNING) {
  const fetchLatest = vi.fn(async () => latest);
  const reload = vi.fn();
  renderHook(() => useVersionCheck(runningBuildId, { fetchLatest, reload }));
  const lastToast = () => vi.mocked(toast.message).mock.calls.at(-1);
  return { fetchLatest, reload, lastToast };
}

describe('useVersionCheck', () => {
  test('an hour later, a new build raises the toast whose "Atualizar" reloads the page', async () => {
    const { fetchLatest, reload, lastToast } = setup();
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(fetchLatest).toHaveBeenCalledTimes(1);

    const [message, options] = lastToast()!;
    expect(message).toBe(NEW_VERSION_MESSAGE);
    expect(message).toBe('Uma nova versão está disponível.');
    expect(options?.action?.label).toBe(NEW_VERSION_ACTION);
    expect(options?.action?.label).toBe('Atualizar');

    options!.action!.onClick();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe(String(Date.now()));
    options!.action!.onClick();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('the app:check-version event checks at once', async () => {
    const { fetchLatest, lastToast } = setup();
    await act(async () => {
      window.dispatchEvent(new Event(CHECK_VERSION_EVENT));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(lastToast()?.[0]).toBe(NEW_VERSION_MESSAGE);
  });

  test('no toast while the deployed build is the running one', async () => {
    const { fetchLatest } = setup({ id: RUNNING, timestamp: 1 });
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(toast.message).not.toHaveBeenCalled();
  });

  test('back on the tab after more than an hour away, checks at once', async () => {
    const { fetchLatest } = setup();
    setVisibility('hidden');
    // A hidden tab's timers may not run at all: move the clock without them.
    vi.setSystemTime(Date.now() + 30 * 60_000);
    await act(async () => setVisibility('visible'));
    expect(fetchLatest).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + 30 * 60_000);
    await act(async () => {
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  test('right after a reload for a new version (within 10 s), does not offer another one', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now() - RELOAD_GUARD_MS + 1000));
    setup();
    await act(async () => {
      window.dispatchEvent(new Event(CHECK_VERSION_EVENT));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.message).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + 1000);
    await act(async () => {
      window.dispatchEvent(new Event(CHECK_VERSION_EVENT));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.message).toHaveBeenCalledTimes(1);
  });

  test('does nothing without a build id, and stops on unmount', async () => {
    const { fetchLatest } = setup(NEWER, null);
    window.dispatchEvent(new Event(CHECK_VERSION_EVENT));
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(fetchLatest).not.toHaveBeenCalled();

    cleanup();
    const mounted = setup();
    cleanup();
    window.dispatchEvent(new Event(CHECK_VERSION_EVENT));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(mounted.fetchLatest).not.toHaveBeenCalled();
  });
});
