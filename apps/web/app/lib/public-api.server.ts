import { data } from 'react-router';
import type { z } from 'zod';
import { NO_STORE } from './public-cache';

const API_TIMEOUT_MS = 5_000;

/** The API could not answer: a public page says so instead of showing wrong data. */
export class PublicApiUnavailableError extends Error {
  override readonly name = 'PublicApiUnavailableError';
}

/**
 * A public API call of a server-rendered page (no token): the answer checked against
 * `schema`, null on 404. Network failures, timeouts (5 s), other statuses and unexpected
 * answers throw PublicApiUnavailableError.
 */
export async function getPublicJson<T extends z.ZodType>(
  url: string,
  schema: T,
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<z.infer<T> | null> {
  const what = `GET ${new URL(url).pathname}`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch (err) {
    throw new PublicApiUnavailableError(`${what}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new PublicApiUnavailableError(`${what}: API answered ${res.status}`);
  const answer = schema.safeParse(await res.json().catch(() => undefined));
  if (!answer.success) throw new PublicApiUnavailableError(`${what}: unexpected answer`);
  return answer.data;
}

export const PUBLIC_PAGE_UNAVAILABLE_MESSAGE =
  'Não foi possível carregar esta página agora. Tente novamente em instantes.';

/**
 * What a public page's loader throws when the API could not answer: a 503 with the
 * Portuguese message, never cached, drawn by `PublicPageUnavailableBoundary`.
 */
export function publicPageUnavailable(page: string, err: PublicApiUnavailableError): never {
  console.error(`${page}: ${err.message}`);
  throw data(PUBLIC_PAGE_UNAVAILABLE_MESSAGE, { status: 503, headers: { 'Cache-Control': NO_STORE } });
}
