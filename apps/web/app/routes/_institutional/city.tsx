import { PublicPageUnavailableBoundary } from '~/layouts/public-page-unavailable';
import { cityDescription, cityFaq, cityTitle } from '~/features/cities/city-content';

import { CityPageView } from '~/features/cities/components/city-page';
import { cityStructuredData } from '~/features/cities/city-structured-data';
import { loaderCacheHeaders } from '~/lib/public-cache';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/city';

// One module for /contabilidade-em/{city}-{uf} and /contador-em/{city}-{uf} (two route ids in routes.ts).
export { cityRouteLoader as loader } from '~/features/cities/city-route.server';

export const headers = loaderCacheHeaders;

export const meta = (args: Route.MetaArgs) => {
  const page = args.loaderData;
  if (!page) return [];
  const title = cityTitle(page.variant, page.city);
  return publicSeoMeta(args, {
    title,
    description: cityDescription(page.variant, page.city),
    path: new URL(page.canonicalUrl).pathname,
    breadcrumbs: [{ name: title, path: page.path }],
    faq: cityFaq(page.variant, page.city, page.plans),
    structuredData: [cityStructuredData(page)],
  });
};

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  return <CityPageView data={loaderData} />;
}

export const ErrorBoundary = PublicPageUnavailableBoundary;
