import { data, type LoaderFunctionArgs } from 'react-router';
import { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { absoluteUrlFor } from '~/lib/runtime-config.server';
import { cachedAreaList } from './area-list-cache.server';
import { withAreaListTexts } from './area-list-texts.server';
import { AREAS_PATH } from './area-page-data';

export const AREAS_UNAVAILABLE_MESSAGE = 'Não foi possível carregar as áreas agora. Tente novamente em instantes.';

/**
 * `/areas`: every area with its headline, the content source's name and headline where it
 * has them. An empty list means the API is down: 503, not cached.
 */
export async function areasIndexLoader({ request }: LoaderFunctionArgs) {
  const areas = await cachedAreaList(request.signal);
  if (areas.length === 0)
    throw data(AREAS_UNAVAILABLE_MESSAGE, { status: 503, headers: { 'Cache-Control': NO_STORE } });
  return data(
    { areas: await withAreaListTexts(areas), canonicalUrl: absoluteUrlFor(request, AREAS_PATH) },
    { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } },
  );
}
