import {
  cnaeDetailResponseSchema,
  cnaesResponseSchema,
  type CnaeDetail,
  type CnaesResponse,
} from '@contabil/contracts';
import type { z } from 'zod';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { CNAE_PAGE_SIZE } from './cnae-tool-paths';

const API_TIMEOUT_MS = 5_000;

/** The API could not answer: the page says so instead of showing wrong data. */
export class CnaeApiUnavailableError extends Error {
  override readonly name = 'CnaeApiUnavailableError';
}

async function getJson<T extends z.ZodType>(
  path: string,
  schema: T,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<z.infer<T> | null> {
  let res: Response;
  try {
    res = await fetchImpl(`${publicRuntimeConfig.apiBaseUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch (err) {
    throw new CnaeApiUnavailableError(`GET ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new CnaeApiUnavailableError(`GET ${path}: API answered ${res.status}`);
  const answer = schema.safeParse(await res.json().catch(() => undefined));
  if (!answer.success) throw new CnaeApiUnavailableError(`GET ${path}: unexpected answer`);
  return answer.data;
}

/** `GET /cnaes?search=&limit=10&offset=`: one page of the search (accent-insensitive, by code or words). */
export async function fetchCnaeSearch(
  search: { q: string; page: number },
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<CnaesResponse> {
  const params = new URLSearchParams({
    search: search.q,
    limit: String(CNAE_PAGE_SIZE),
    offset: String((search.page - 1) * CNAE_PAGE_SIZE),
  });
  const answer = await getJson(`/cnaes?${params}`, cnaesResponseSchema, signal, fetchImpl);
  if (!answer) throw new CnaeApiUnavailableError('GET /cnaes: 404');
  return answer;
}

/** `GET /cnaes/{code}`: the subclass and all its page shows; null when the table has no such code. */
export async function fetchCnaeDetail(
  code: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<CnaeDetail | null> {
  const answer = await getJson(`/cnaes/${encodeURIComponent(code)}`, cnaeDetailResponseSchema, signal, fetchImpl);
  return answer?.data ?? null;
}
