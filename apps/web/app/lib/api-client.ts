import type { z } from 'zod';
import { errorEnvelopeSchema, type ErrorCode } from '@contabil/contracts';

/** Statuses worth another try for a request that can safely run twice (spec section 9). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** POST and PATCH are absent on purpose: repeating them could create or change a record twice. */
export const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiErrorCode = ErrorCode | 'network_error' | 'unexpected_response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** 0 when the server could not be reached. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field name -> message, as the API's validation errors send them. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 300, maxDelayMs: 5_000 };

export interface ApiClientOptions {
  baseUrl: string;
  getAccessToken?: () => string | null | undefined;
  /**
   * Runs when a request sent with `rejectedToken` gets 401. Resolve true once a new
   * token is stored: the request is then sent again, once. false lets the 401 reach
   * the caller.
   */
  onUnauthorized?: (rejectedToken: string) => Promise<boolean>;
  retry?: Partial<RetryPolicy>;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls that must not carry the bearer token nor trigger a token refresh (sign-in, refresh). */
  auth?: boolean;
  /** true: the schema reads the whole body (a list's `{ data, total, limit, offset }`), not just `data`. */
  envelope?: boolean;
  /**
   * false: no retries even for an idempotent method. For state-machine moves (PUT
   * .../status/{status}), where a 409 means "not from this state" and asking again only
   * delays the answer the person needs to see.
   */
  retry?: boolean;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions & { schema: z.ZodType<T> }): Promise<T>;
  request(path: string, options?: RequestOptions): Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? abortableSleep;

  async function request<T>(path: string, requestOptions: RequestOptions & { schema?: z.ZodType<T> } = {}) {
    const method = requestOptions.method ?? 'GET';
    const { body, signal, schema, envelope = false } = requestOptions;
    const usesAuth = requestOptions.auth !== false;
    let retriesLeft = IDEMPOTENT_METHODS.has(method) && requestOptions.retry !== false ? policy.retries : 0;
    let attempt = 0;
    let hasRenewedToken = false;

    for (;;) {
      const token = usesAuth ? options.getAccessToken?.() : null;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      // Only with a body: Fastify rejects an empty body declared as JSON.
      if (body !== undefined) headers['content-type'] = 'application/json';

      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? null : JSON.stringify(body),
          credentials: 'include',
          signal: signal ?? null,
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, {}, { cause: error });
      }

      if (response.ok) return readData(response, schema, envelope);

      if (response.status === 401 && token && !hasRenewedToken && options.onUnauthorized) {
        hasRenewedToken = true;
        if (await options.onUnauthorized(token)) continue;
      }

      if (retriesLeft > 0 && RETRYABLE_STATUSES.has(response.status)) {
        retriesLeft -= 1;
        const delay = retryDelayMs(attempt, response.headers.get('retry-after'), policy);
        attempt += 1;
        await response.body?.cancel().catch(() => undefined);
        await sleep(delay, signal);
        continue;
      }

      throw await readError(response);
    }
  }

  return { request } as ApiClient;
}

/**
 * Exponential backoff (base, 2x base, 4x base...) with jitter so that many clients
 * hit by the same outage do not come back in lockstep. A Retry-After from the server
 * wins over the formula. Both are capped so a page never hangs on one call.
 */
export function retryDelayMs(
  attempt: number,
  retryAfter: string | null,
  policy: RetryPolicy,
  random: () => number = Math.random,
  now: number = Date.now(),
): number {
  const fromHeader = parseRetryAfterMs(retryAfter, now);
  if (fromHeader !== null) return Math.min(fromHeader, policy.maxDelayMs);
  const exponential = policy.baseDelayMs * 2 ** attempt;
  const jittered = exponential / 2 + (random() * exponential) / 2;
  return Math.min(Math.round(jittered), policy.maxDelayMs);
}

function parseRetryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function readData<T>(
  response: Response,
  schema: z.ZodType<T> | undefined,
  envelope: boolean,
): Promise<T | undefined> {
  if (!schema) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const payload = await readJson(response);
  const parsed = schema.safeParse(envelope ? payload : isRecord(payload) ? payload.data : undefined);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'unexpected_response',
      UNEXPECTED_RESPONSE_MESSAGE,
      {},
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

async function readError(response: Response): Promise<ApiError> {
  const parsed = errorEnvelopeSchema.safeParse(await readJson(response));
  if (!parsed.success) return new ApiError(response.status, 'unexpected_response', UNEXPECTED_RESPONSE_MESSAGE);
  const { code, message, fields } = parsed.data.error;
  return new ApiError(response.status, code, message, fields ?? {});
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
