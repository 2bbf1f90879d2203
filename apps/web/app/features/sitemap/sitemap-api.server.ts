import {
  sitemapCitiesResponseSchema,
  sitemapCnaesResponseSchema,
  type SitemapCity,
  type SitemapCnae,
} from '@contabil/contracts';
import { getPublicJson, PublicApiUnavailableError } from '~/lib/public-api.server';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';

/** `GET /sitemap/cities`: every municipality's slug and state. */
export async function fetchSitemapCities(
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<SitemapCity[]> {
  const url = `${publicRuntimeConfig.apiBaseUrl}/sitemap/cities`;
  const answer = await getPublicJson(url, sitemapCitiesResponseSchema, signal, fetchImpl);
  if (!answer) throw new PublicApiUnavailableError('GET /sitemap/cities: 404');
  return answer.data;
}

/** `GET /sitemap/cnaes`: every active CNAE subclass with the slug of its page. */
export async function fetchSitemapCnaes(
  signal: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<SitemapCnae[]> {
  const url = `${publicRuntimeConfig.apiBaseUrl}/sitemap/cnaes`;
  const answer = await getPublicJson(url, sitemapCnaesResponseSchema, signal, fetchImpl);
  if (!answer) throw new PublicApiUnavailableError('GET /sitemap/cnaes: 404');
  return answer.data;
}
