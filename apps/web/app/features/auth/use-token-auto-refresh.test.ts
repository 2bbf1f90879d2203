// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TOKEN_FORCE_REFRESH_MS } from '@contabil/contracts';
import { clearStoredSession, storeSession } from '~/lib/session-cookies';
import { useTokenAutoRefresh } from './use-token-auto-refresh';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  clearStoredSession();
  vi.useRealTimers();
});

/** The spec's figure (sections 4 and 9), written out: not the constant compared with itself. */
const FIFTY_MINUTES = 50 * 60 * 1000;

describe('useTokenAutoRefresh', () => {
  test('renews the stored token every 50 minutes', async () => {
    storeSession({ accessToken: 'first' });
    const renew = vi.fn(async (_stale: string) => true);
    renderHook(() => useTokenAutoRefresh(renew));

    await act(() => vi.advanceTimersByTimeAsync(FIFTY_MINUTES - 1));
    expect(renew).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(renew).toHaveBeenCalledExactlyOnceWith('first');
    storeSession({ accessToken: 'second' });
    await act(() => vi.advanceTimersByTimeAsync(FIFTY_MINUTES - 1));
    expect(renew).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(renew).toHaveBeenCalledTimes(2);
    expect(renew).toHaveBeenLastCalledWith('second');
  });

  test('does nothing while signed out', async () => {
    const renew = vi.fn(async (_stale: string) => true);
    renderHook(() => useTokenAutoRefresh(renew));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_FORCE_REFRESH_MS * 2));
    expect(renew).not.toHaveBeenCalled();
  });

  test('stops after a failed renewal', async () => {
    storeSession({ accessToken: 'first' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renew = vi.fn(async (_stale: string) => false);
    renderHook(() => useTokenAutoRefresh(renew));

    await act(() => vi.advanceTimersByTimeAsync(TOKEN_FORCE_REFRESH_MS * 3));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
