import { AreaPage, areaTitle } from '~/features/areas/components/area-page';
import { PublicPageUnavailableBoundary } from '~/layouts/public-page-unavailable';
import { AREAS_PATH } from '~/features/areas/area-page-data';
import { loaderCacheHeaders } from '~/lib/public-cache';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/area';

export { areaLoader as loader } from '~/features/areas/area-route.server';

export const headers = loaderCacheHeaders;

export const meta = (args: Route.MetaArgs) => {
  const page = args.loaderData;
  if (!page) return [];
  const { area, canonicalUrl } = page;
  const path = new URL(canonicalUrl).pathname;
  return publicSeoMeta(args, {
    title: areaTitle(area.name),
    description: area.description,
    path,
    breadcrumbs: [
      { name: 'Áreas', path: AREAS_PATH },
      { name: area.name, path },
    ],
    faq: area.faq,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: areaTitle(area.name),
        description: area.description,
        serviceType: 'Contabilidade',
        areaServed: { '@type': 'Country', name: 'Brasil' },
        audience: { '@type': 'Audience', audienceType: area.name },
        url: canonicalUrl,
      },
    ],
  });
};

export default function AreaRoute({ loaderData }: Route.ComponentProps) {
  return <AreaPage data={loaderData} />;
}

export const ErrorBoundary = PublicPageUnavailableBoundary;
