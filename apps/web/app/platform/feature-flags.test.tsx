// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FeatureFlags } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createFeatureFlagsClient, FEATURE_FLAGS_OFF, useFeatureFlag } from './feature-flags';
import { FLAGS_MIN_FETCH_INTERVAL_MS } from './platform-constants';

afterEach(() => {
  cleanup();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(answers: Array<FeatureFlags | Error>) {
  let clock = 1_000_000;
  const fetchFlags = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('fetchFlags called more times than the test expected');
    if (next instanceof Error) throw next;
    return next;
  });
  const client = createFeatureFlagsClient(fetchFlags, () => clock);
  return { client, fetchFlags, advance: (ms: number) => (clock += ms) };
}

const ON: FeatureFlags = { panel: true, cora: true };
const PANEL_ONLY: FeatureFlags = { panel: true, cora: false };

describe('createFeatureFlagsClient', () => {
  test('fetches at most once per 5000 ms and answers from the cache in between', async () => {
    expect(FLAGS_MIN_FETCH_INTERVAL_MS).toBe(5000);
    const { client, fetchFlags, advance } = setup([ON, PANEL_ONLY]);

    await expect(client.get()).resolves.toEqual(ON);
    advance(4999);
    await expect(client.get()).resolves.toEqual(ON);
    expect(fetchFlags).toHaveBeenCalledTimes(1);

    advance(1);
    await expect(client.get()).resolves.toEqual(PANEL_ONLY);
    expect(fetchFlags).toHaveBeenCalledTimes(2);
  });

  test('concurrent calls share one fetch', async () => {
    const pending = deferred<FeatureFlags>();
    const fetchFlags = vi.fn(() => pending.promise);
    const client = createFeatureFlagsClient(fetchFlags, () => 0);

    const calls = [client.get(), client.get(), client.get()];
    expect(fetchFlags).toHaveBeenCalledTimes(1);
    pending.resolve(ON);
    await expect(Promise.all(calls)).resolves.toEqual([ON, ON, ON]);
    expect(fetchFlags).toHaveBeenCalledTimes(1);
  });

  test('the interval counts from the answer, so a slow fetch does not expire at once', async () => {
    let clock = 0;
    const pending = deferred<FeatureFlags>();
    const fetchFlags = vi.fn(() => pending.promise);
    const client = createFeatureFlagsClient(fetchFlags, () => clock);

    const first = client.get();
    clock = 6000;
    pending.resolve(ON);
    await first;
    clock = 10_999;
    await expect(client.get()).resolves.toEqual(ON);
    expect(fetchFlags).toHaveBeenCalledTimes(1);
  });

  test('all flags are off when the first fetch fails, and the failure also waits out the interval', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, fetchFlags, advance } = setup([new Error('offline'), ON]);

    await expect(client.get()).resolves.toEqual(FEATURE_FLAGS_OFF);
    expect(consoleError).toHaveBeenCalledTimes(1);
    advance(4999);
    await expect(client.get()).resolves.toEqual(FEATURE_FLAGS_OFF);
    expect(fetchFlags).toHaveBeenCalledTimes(1);

    advance(1);
    await expect(client.get()).resolves.toEqual(ON);
  });

  test('a failed refresh keeps the last known flags', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, advance } = setup([PANEL_ONLY, new Error('503')]);
    await client.get();
    advance(5000);
    await expect(client.get()).resolves.toEqual(PANEL_ONLY);
  });

  test('clear() forgets the cache and ignores a fetch started before it', async () => {
    const first = deferred<FeatureFlags>();
    const fetchFlags = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(PANEL_ONLY);
    const client = createFeatureFlagsClient(fetchFlags, () => 0);

    const before = client.get();
    client.clear();
    const after = client.get();
    first.resolve(ON);
    await expect(before).resolves.toEqual(ON);
    await expect(after).resolves.toEqual(PANEL_ONLY);
    await expect(client.get()).resolves.toEqual(PANEL_ONLY);
    expect(fetchFlags).toHaveBeenCalledTimes(2);
  });
});

describe('useFeatureFlag', () => {
  function renderFlag(name: 'panel' | 'cora', fetch: typeof globalThis.fetch) {
    const apiClient = createApiClient({ baseUrl: 'http://api.test', fetch, getAccessToken: () => 'tok' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    return { ...renderHook(() => useFeatureFlag(name), { wrapper }), queryClient };
  }

  test('is false while loading, then the signed-in user’s flag from GET /config/feature-flags', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { panel: true, cora: false } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { result } = renderFlag('panel', fetch);
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/config/feature-flags');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  test('is false when the flags cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ error: { code: 'forbidden', message: 'Não' } }), { status: 403 }),
    );
    const { result } = renderFlag('cora', fetch);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(result.current).toBe(false);
  });

  test('queryClient.clear() (sign-out) drops the cached flags, so the next user gets their own', async () => {
    const answers = [
      { panel: true, cora: true },
      { panel: false, cora: false },
    ];
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: answers.shift() }), { headers: { 'content-type': 'application/json' } }),
    );
    const { result, queryClient, rerender } = renderFlag('cora', fetch);
    await waitFor(() => expect(result.current).toBe(true));

    queryClient.clear();
    rerender();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current).toBe(false));
  });
});
