import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  NETWORK_ERROR_MESSAGE,
  retryDelayMs,
  UNEXPECTED_RESPONSE_MESSAGE,
  type ApiClientOptions,
} from './api-client';

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];
const itemSchema = z.object({ id: z.number() });

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function errorResponse(
  status: number,
  code = 'internal_error',
  message = 'Erro interno. Tente novamente em instantes.',
) {
  return json(status, { error: { code, message } });
}

function setup(responses: Array<Response | Error>, options: Partial<ApiClientOptions> = {}) {
  const queue = [...responses];
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const next = queue.shift();
    if (!next) throw new Error('fetch called more times than the test expected');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = vi.fn(async (_ms: number) => undefined);
  const client = createApiClient({ baseUrl: 'http://api.test/', fetch, sleep, ...options });
  return { client, fetch, sleep };
}

describe('successful calls', () => {
  test('with envelope: true the schema reads the whole body (a list with its total)', async () => {
    const page = { data: [{ id: 1 }], total: 37, limit: 10, offset: 0 };
    const { client } = setup([json(200, page)]);
    const listSchema = z.object({
      data: z.array(itemSchema),
      total: z.number(),
      limit: z.number(),
      offset: z.number(),
    });
    await expect(client.request('/leads', { schema: listSchema, envelope: true })).resolves.toEqual(page);
  });

  test('joins the base URL, sends credentials and unwraps the data envelope through the schema', async () => {
    const { client, fetch } = setup([json(200, { data: { id: 7 } })]);
    await expect(client.request('/items/7', { schema: itemSchema })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/items/7');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: null });
  });

  test('sends the bearer token when there is one, and JSON bodies with their content type', async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })], { getAccessToken: () => 'tok' });
    await client.request('/items', { method: 'POST', body: { name: 'x' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init.body).toBe('{"name":"x"}');
  });

  test('leaves the token out of calls marked auth: false, and the content type out of calls without a body', async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })], { getAccessToken: () => 'tok' });
    await client.request('/auth/sign-out', { method: 'POST', auth: false });
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
  });

  test('a body that does not match the schema is an unexpected response', async () => {
    const { client } = setup([json(200, { data: { id: 'seven' } })]);
    await expect(client.request('/items/7', { schema: itemSchema })).rejects.toMatchObject({
      status: 200,
      code: 'unexpected_response',
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
  });
});

describe('errors', () => {
  test('throws an ApiError built from the error envelope', async () => {
    const { client } = setup([
      json(400, {
        error: { code: 'validation_error', message: 'E-mail inválido', fields: { email: 'E-mail inválido' } },
      }),
    ]);
    const error = await client.request('/users', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'E-mail inválido',
      fields: { email: 'E-mail inválido' },
    });
  });

  test('a body that is not an envelope still becomes an ApiError with the status', async () => {
    const { client } = setup([new Response('<html>Bad gateway</html>', { status: 418 })]);
    await expect(client.request('/x')).rejects.toMatchObject({ status: 418, code: 'unexpected_response' });
  });

  test('a network failure says so in Portuguese', async () => {
    const { client } = setup([new TypeError('fetch failed')]);
    await expect(client.request('/x')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  test('an aborted request rejects with the abort reason, not a network error', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('cancelado', 'AbortError'));
    const { client } = setup([new TypeError('aborted')]);
    await expect(client.request('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('retries', () => {
  test.each(RETRYABLE)('retries a GET answered %i and returns the later success', async (status) => {
    const { client, fetch, sleep } = setup([errorResponse(status), json(200, { data: { id: 1 } })]);
    await expect(client.request('/items/1', { schema: itemSchema })).resolves.toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  test.each(['HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const)('retries the idempotent %s as well', async (method) => {
    const { client, fetch } = setup([errorResponse(503), new Response(null, { status: 204 })]);
    await client.request('/items/1', { method });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test.each(['POST', 'PATCH'] as const)('never retries %s, even on a retryable status', async (method) => {
    for (const status of RETRYABLE) {
      const { client, fetch } = setup([errorResponse(status), json(200, { data: { id: 1 } })]);
      await expect(client.request('/items', { method, body: {} })).rejects.toMatchObject({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  test.each([400, 401, 403, 404, 422])('does not retry a GET answered %i', async (status) => {
    const { client, fetch, sleep } = setup([
      errorResponse(status, 'bad_request', 'Não'),
      json(200, { data: { id: 1 } }),
    ]);
    await expect(client.request('/items/1', { schema: itemSchema })).rejects.toMatchObject({ status, message: 'Não' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  test('gives up after three retries and throws the last error', async () => {
    const { client, fetch, sleep } = setup([
      errorResponse(503),
      errorResponse(503),
      errorResponse(503),
      errorResponse(503, 'internal_error', 'Ainda fora do ar'),
    ]);
    await expect(client.request('/items/1')).rejects.toMatchObject({ status: 503, message: 'Ainda fora do ar' });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledTimes(3);
  });

  test('waits longer before each retry', async () => {
    const { client, sleep } = setup([errorResponse(500), errorResponse(500), errorResponse(500), errorResponse(500)]);
    await client.request('/x').catch(() => undefined);
    const delays = sleep.mock.calls.map(([ms]) => ms);
    expect(delays).toHaveLength(3);
    expect(delays[0]!).toBeGreaterThanOrEqual(150);
    expect(delays[0]!).toBeLessThanOrEqual(300);
    expect(delays[2]!).toBeGreaterThanOrEqual(600);
    expect(delays[2]!).toBeLessThanOrEqual(1200);
  });

  test('honours Retry-After from the server', async () => {
    const { client, sleep } = setup([
      json(429, { error: { code: 'rate_limited', message: 'Muitas tentativas.' } }, { 'retry-after': '2' }),
      new Response(null, { status: 204 }),
    ]);
    await client.request('/x');
    expect(sleep).toHaveBeenCalledWith(2000, undefined);
  });

  test('retry: false answers the first 409 of a status change at once', async () => {
    const { client, fetch, sleep } = setup([
      errorResponse(409, 'conflict', 'Esta mudança de status não é permitida'),
      json(200, { data: { id: 1 } }),
    ]);
    await expect(client.request('/items/1/status/done', { method: 'PUT', retry: false })).rejects.toMatchObject({
      status: 409,
      message: 'Esta mudança de status não é permitida',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  test('the retry count can be configured', async () => {
    const { client, fetch } = setup([errorResponse(502), errorResponse(502)], { retry: { retries: 1 } });
    await expect(client.request('/x')).rejects.toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('retryDelayMs', () => {
  const policy = { retries: 3, baseDelayMs: 300, maxDelayMs: 5000 };

  test('doubles per attempt, with jitter between half and the full step', () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(attempt, null, policy, () => 1))).toEqual([300, 600, 1200]);
    expect([0, 1, 2].map((attempt) => retryDelayMs(attempt, null, policy, () => 0))).toEqual([150, 300, 600]);
  });

  test('caps the delay', () => {
    expect(retryDelayMs(10, null, policy, () => 1)).toBe(5000);
    expect(retryDelayMs(0, '120', policy)).toBe(5000);
  });

  test('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(retryDelayMs(0, '3', policy, Math.random, now)).toBe(3000);
    expect(retryDelayMs(0, 'Sun, 01 Mar 2026 12:00:01 GMT', policy, Math.random, now)).toBe(1000);
    expect(retryDelayMs(0, 'soon', policy, () => 1, now)).toBe(300);
  });
});

describe('expired token', () => {
  test('renews the token once on 401 and repeats the call with the new one', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn(async (_rejected: string) => {
      token = 'new';
      return true;
    });
    const { client, fetch } = setup(
      [errorResponse(401, 'unauthorized', 'Token inválido ou expirado'), json(200, { data: { id: 1 } })],
      { getAccessToken: () => token, onUnauthorized },
    );
    await expect(client.request('/auth/me', { schema: itemSchema })).resolves.toEqual({ id: 1 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('old');
    expect((fetch.mock.calls[1]![1]!.headers as Record<string, string>).authorization).toBe('Bearer new');
  });

  test('lets the 401 through when the renewal fails or the second try is refused too', async () => {
    const onUnauthorized = vi.fn(async (_rejected: string) => true);
    const { client } = setup(
      [
        errorResponse(401, 'unauthorized', 'Token inválido ou expirado'),
        errorResponse(401, 'unauthorized', 'Token inválido ou expirado'),
      ],
      { getAccessToken: () => 'tok', onUnauthorized },
    );
    await expect(client.request('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('does not try to renew when the call carried no token', async () => {
    const onUnauthorized = vi.fn(async (_rejected: string) => true);
    const { client } = setup([errorResponse(401, 'unauthorized', 'E-mail ou senha incorretos')], {
      getAccessToken: () => 'stale',
      onUnauthorized,
    });
    await expect(client.request('/auth/sign-in', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'E-mail ou senha incorretos',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
