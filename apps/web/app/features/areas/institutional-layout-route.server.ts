import type { LoaderFunctionArgs } from 'react-router';
import { cachedAreaList } from './area-list-cache.server';
import { withAreaListTexts } from './area-list-texts.server';

/** The public layout's data: the areas the footer lists, named as the content source names them. */
export async function institutionalLayoutLoader({ request }: LoaderFunctionArgs) {
  const areas = await withAreaListTexts(await cachedAreaList(request.signal));
  return { areas: areas.map(({ slug, name }) => ({ slug, name })) };
}
