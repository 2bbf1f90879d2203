import { cityPageResponseSchema, type CityPage } from '@contabil/contracts';
import { getPublicJson } from '~/lib/public-api.server';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';

/** `GET /municipalities/by-slug/{slug}-{uf}`: the municipality of a city page; null when none has that slug. */
export async function fetchCityPage(
  pageSlug: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<CityPage | null> {
  const url = `${publicRuntimeConfig.apiBaseUrl}/municipalities/by-slug/${encodeURIComponent(pageSlug)}`;
  return (await getPublicJson(url, cityPageResponseSchema, signal, fetchImpl))?.data ?? null;
}
