import {
  areaDetailResponseSchema,
  areaListResponseSchema,
  type AreaDetail,
  type AreaSummary,
} from '@contabil/contracts';
import { getPublicJson, PublicApiUnavailableError } from '~/lib/public-api.server';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';

/** `GET {functions}/areas/{slug}`: the area with its guidance and CNAEs; null when the catalog has no such slug. */
export async function fetchArea(
  slug: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<AreaDetail | null> {
  const url = `${publicRuntimeConfig.functionsBaseUrl}/areas/${encodeURIComponent(slug)}`;
  return (await getPublicJson(url, areaDetailResponseSchema, signal, fetchImpl))?.data ?? null;
}

/** `GET {functions}/areas`: every area's slug, name and headline. */
export async function fetchAreaList(
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<AreaSummary[]> {
  const answer = await getPublicJson(
    `${publicRuntimeConfig.functionsBaseUrl}/areas`,
    areaListResponseSchema,
    signal,
    fetchImpl,
  );
  if (!answer) throw new PublicApiUnavailableError('GET /functions/areas: 404');
  return answer.data;
}
