import type { LoaderFunctionArgs } from 'react-router';
import { cachedAreaList } from './area-list-cache.server';

/** The public layout's data: the areas the footer lists. */
export async function institutionalLayoutLoader({ request }: LoaderFunctionArgs) {
  const areas = await cachedAreaList(request.signal);
  return { areas: areas.map(({ slug, name }) => ({ slug, name })) };
}
