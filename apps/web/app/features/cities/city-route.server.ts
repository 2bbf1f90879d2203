import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { CityPage, Plan } from '@contabil/contracts';
import { fetchPublicPlans } from '~/features/plans/index.server';
import { notFound } from '~/lib/not-found.server';
import { PublicApiUnavailableError, publicPageUnavailable } from '~/lib/public-api.server';
import { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { absoluteUrlFor } from '~/lib/runtime-config.server';
import { fetchCityPage } from './city-api.server';
import { CITY_PATH_PREFIX, canonicalCityPath, cityPath, type CityVariant } from './city-paths';

/** `{city}-{uf}`: lower-case words and digits joined by hyphens, then the two letters of the state. */
const CITY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;
const MAX_SLUG_LENGTH = 90;

export interface CityPageData {
  variant: CityVariant;
  city: CityPage;
  /** null when the plans could not be loaded: the page still sells, without prices. */
  plans: Plan[] | null;
  /** The page's own path and the other variant's. */
  path: string;
  otherVariantPath: string;
  /** Both variants point search engines to `/contabilidade-em/...`. */
  canonicalUrl: string;
}

/**
 * The loader of `/contabilidade-em/{city}-{uf}` and `/contador-em/{city}-{uf}`: the
 * municipality from the API (404 when no municipality has that slug), the plans, and the
 * canonical address. Upper case in the address answers 301 to the lower-case one. The API
 * down is a 503 that is not cached.
 */
export function cityLoader(variant: CityVariant) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.citySlug ?? '';
    if (slug.length > MAX_SLUG_LENGTH) notFound(request);
    if (slug !== slug.toLowerCase() && CITY_SLUG_PATTERN.test(slug.toLowerCase())) {
      throw redirect(cityPath(variant, slug.toLowerCase()), 301);
    }
    if (!CITY_SLUG_PATTERN.test(slug)) notFound(request);

    let city: CityPage | null;
    let plans: Plan[] | null;
    try {
      [city, plans] = await Promise.all([fetchCityPage(slug, request.signal), fetchPublicPlans(request.signal)]);
    } catch (err) {
      if (!(err instanceof PublicApiUnavailableError)) throw err;
      publicPageUnavailable('city page', err);
    }
    if (!city) notFound(request);

    const page: CityPageData = {
      variant,
      city,
      plans,
      path: cityPath(variant, city.pageSlug),
      otherVariantPath: cityPath(variant === 'accounting' ? 'accountant' : 'accounting', city.pageSlug),
      canonicalUrl: absoluteUrlFor(request, canonicalCityPath(city.pageSlug)),
    };
    // Without the plans the page still sells, but no one keeps it: the next visitor gets the prices.
    return data(page, { headers: { 'Cache-Control': plans ? PUBLIC_PAGE_CACHE_CONTROL : NO_STORE } });
  };
}

/** The loader of the one city route module: the variant is the path's prefix. */
export function cityRouteLoader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  const variant: CityVariant = pathname.startsWith(CITY_PATH_PREFIX.accountant) ? 'accountant' : 'accounting';
  return cityLoader(variant)(args);
}
