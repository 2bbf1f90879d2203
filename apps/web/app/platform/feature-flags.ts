import { hashKey, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { featureFlagsSchema, type FeatureFlagName, type FeatureFlags } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { FLAGS_MIN_FETCH_INTERVAL_MS } from './platform-constants';

/** What a user sees when the flags could never be loaded: every feature off. */
export const FEATURE_FLAGS_OFF: FeatureFlags = { panel: false, cora: false };

export const featureFlagsQueryKey = ['config', 'feature-flags'] as const;

export interface FeatureFlagsClient {
  /** The flags, fetched at most once per FLAGS_MIN_FETCH_INTERVAL_MS; never rejects. */
  get(): Promise<FeatureFlags>;
  /** Forgets the cached flags, e.g. when another user signs in. */
  clear(): void;
}

/**
 * Remote config with a minimum fetch interval (spec section 9): within the interval
 * the last answer is reused, and calls made while a fetch is on its way share it.
 * A failed fetch keeps the last known flags, or all off if there are none, and also
 * counts for the interval, so an unreachable API is not asked again at every render.
 */
export function createFeatureFlagsClient(
  fetchFlags: () => Promise<FeatureFlags>,
  now: () => number = Date.now,
): FeatureFlagsClient {
  let cached: { flags: FeatureFlags; fetchedAt: number } | null = null;
  let inFlight: Promise<FeatureFlags> | null = null;
  let generation = 0;

  function get(): Promise<FeatureFlags> {
    if (cached && now() - cached.fetchedAt < FLAGS_MIN_FETCH_INTERVAL_MS) return Promise.resolve(cached.flags);
    if (inFlight) return inFlight;

    const startedIn = generation;
    const fallback = cached?.flags ?? FEATURE_FLAGS_OFF;
    const request = fetchFlags().then(
      (flags) => flags,
      (error: unknown) => {
        console.error('Não foi possível carregar as feature flags', error);
        return fallback;
      },
    );
    inFlight = request.then((flags) => {
      // A clear() while this fetch was out means it may belong to the previous user.
      if (startedIn === generation) {
        cached = { flags, fetchedAt: now() };
        inFlight = null;
      }
      return flags;
    });
    return inFlight;
  }

  function clear() {
    generation += 1;
    cached = null;
    inFlight = null;
  }

  return { get, clear };
}

export function fetchFeatureFlags(client: ApiClient, signal?: AbortSignal): Promise<FeatureFlags> {
  return client.request('/config/feature-flags', { schema: featureFlagsSchema, ...(signal ? { signal } : {}) });
}

const clientsByApiClient = new WeakMap<ApiClient, FeatureFlagsClient>();

/**
 * One throttled flags client per API client (one per app layout). It is cleared
 * when the query cache drops the flags query, which sign-out and session expiry do
 * with queryClient.clear(), so the next user never gets the previous one's flags.
 */
function featureFlagsClientFor(apiClient: ApiClient, queryClient: QueryClient): FeatureFlagsClient {
  let flagsClient = clientsByApiClient.get(apiClient);
  if (!flagsClient) {
    const created = createFeatureFlagsClient(() => fetchFeatureFlags(apiClient));
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'removed' && event.query.queryHash === hashKey(featureFlagsQueryKey)) created.clear();
    });
    clientsByApiClient.set(apiClient, created);
    flagsClient = created;
  }
  return flagsClient;
}

/** Whether a feature is on for the signed-in user; false while loading and when the flags cannot be loaded. */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const flagsClient = featureFlagsClientFor(apiClient, queryClient);
  const { data } = useQuery({
    queryKey: featureFlagsQueryKey,
    queryFn: () => flagsClient.get(),
    staleTime: FLAGS_MIN_FETCH_INTERVAL_MS,
  });
  return data?.[name] ?? false;
}
