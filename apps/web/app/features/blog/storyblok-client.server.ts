import { ContentUnavailableError } from './content-source';
import { createRateLimiter, sleep, type RateLimiter } from './rate-limiter';

/**
 * The spec's limits for the content service (section 9). The spec's third, 3 per second
 * for the Management API, applies only if management calls are made: the product makes
 * none, so it has no constant here (issue 26, item 5).
 */
export const STORYBLOK_LIMITS = {
  /** Content Delivery API requests per second, per process. */
  deliveryRequestsPerSecond: 5,
  /** Retries of one request answered 429, after its first try. */
  maxRetriesOn429: 5,
  /** uuids per `by_uuids` lookup. */
  relatedBatchSize: 50,
} as const;

export interface StoryblokClientOptions {
  /** e.g. `https://api.storyblok.com/v2`, without a trailing slash. */
  baseUrl: string;
  /** The space's public (or preview) access token. */
  token: string;
  fetchImpl?: typeof fetch;
  limiter?: RateLimiter;
  /** First wait of the exponential backoff when a 429 has no Retry-After; doubles each retry. */
  backoffBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the request fails (503) instead. */
  maxRetryDelayMs?: number;
  timeoutMs?: number;
}

export interface StoryblokAnswer<T> {
  body: T;
  headers: Headers;
}

export interface StoryblokClient {
  /**
   * `GET {baseUrl}/{path}?{params}&token=…`: the JSON answer, or null on 404. Throws
   * ContentUnavailableError on anything else that is not a 2xx, after the retries.
   */
  get<T>(path: string, params?: Record<string, string>, signal?: AbortSignal): Promise<StoryblokAnswer<T> | null>;
}

/**
 * The Content Delivery API v2 client. Every request, retries included, passes one
 * per-process limiter (5 per second); a 429 is retried at most 5 times, after the
 * Retry-After the API sent, else after an exponential backoff.
 */
export function createStoryblokClient({
  baseUrl,
  token,
  fetchImpl = globalThis.fetch,
  // A 50 ms margin on the second: requests that start exactly a second apart can reach
  // the API closer together than that.
  limiter = createRateLimiter({ limit: STORYBLOK_LIMITS.deliveryRequestsPerSecond, windowMs: 1_050 }),
  backoffBaseMs = 250,
  maxRetryDelayMs = 10_000,
  timeoutMs = 5_000,
}: StoryblokClientOptions): StoryblokClient {
  return {
    async get<T>(path: string, params: Record<string, string> = {}, signal?: AbortSignal) {
      const url = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      url.searchParams.set('token', token);
      // The token never reaches a log or an error message.
      const label = `GET ${url.pathname}`;

      for (let retry = 0; ; retry++) {
        let res: Response;
        try {
          res = await limiter.schedule(() =>
            fetchImpl(url, {
              headers: { accept: 'application/json' },
              signal: signal
                ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
                : AbortSignal.timeout(timeoutMs),
            }),
          );
        } catch (err) {
          throw new ContentUnavailableError(`${label}: ${err instanceof Error ? err.message : String(err)}`);
        }
        if (res.status === 429) {
          await res.body?.cancel();
          if (retry >= STORYBLOK_LIMITS.maxRetriesOn429) {
            throw new ContentUnavailableError(`${label}: still 429 after ${retry} retries`);
          }
          const delay = retryAfterMs(res.headers.get('retry-after')) ?? backoffBaseMs * 2 ** retry;
          if (delay > maxRetryDelayMs) {
            throw new ContentUnavailableError(`${label}: 429 asking to wait ${delay} ms`);
          }
          await sleep(delay);
          continue;
        }
        if (res.status === 404) {
          await res.body?.cancel();
          return null;
        }
        if (!res.ok) {
          await res.body?.cancel();
          throw new ContentUnavailableError(`${label}: answered ${res.status}`);
        }
        let body: T;
        try {
          body = (await res.json()) as T;
        } catch {
          throw new ContentUnavailableError(`${label}: the answer is not JSON`);
        }
        return { body, headers: res.headers };
      }
    },
  };
}

/** Retry-After in seconds ("2") or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1_000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Splits `items` into runs of `size` (the related lookups: 50 uuids a request). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
