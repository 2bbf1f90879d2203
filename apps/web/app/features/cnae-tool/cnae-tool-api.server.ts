import {
  cnaeDetailResponseSchema,
  cnaesResponseSchema,
  type CnaeDetail,
  type CnaesResponse,
} from '@contabil/contracts';
import { getPublicJson, PublicApiUnavailableError } from '~/lib/public-api.server';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { CNAE_PAGE_SIZE } from './cnae-tool-paths';

/** The API could not answer: the page says so instead of showing wrong data. */
export { PublicApiUnavailableError as CnaeApiUnavailableError };

const getJson = <T extends Parameters<typeof getPublicJson>[1]>(
  path: string,
  schema: T,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
) => getPublicJson(`${publicRuntimeConfig.apiBaseUrl}${path}`, schema, signal, fetchImpl);

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
  if (!answer) throw new PublicApiUnavailableError('GET /cnaes: 404');
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
