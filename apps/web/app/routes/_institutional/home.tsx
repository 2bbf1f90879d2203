import { HOME_FAQ } from '~/features/home/home-content';
import { HomePage } from '~/features/home/components/home-page';
import { loaderCacheHeaders } from '~/lib/public-cache';
import { publicSeoMeta } from '~/lib/seo';
import { SITE_DESCRIPTION, SITE_TITLE } from '~/lib/site';
import type { Route } from './+types/home';

export { homeLoader as loader } from '~/features/home/home-route.server';
export { leadFormAction as action } from '~/features/leads/lead-form-action.server';
export { leadFormShouldRevalidate as shouldRevalidate } from '~/features/leads/lead-form-revalidate';

export const headers = loaderCacheHeaders;

export const meta = (args: Route.MetaArgs) =>
  publicSeoMeta(args, {
    title: SITE_TITLE,
    fullTitle: true,
    description: SITE_DESCRIPTION,
    path: '/',
    // The questions the page shows (the content service's, else the repository's).
    faq: args.loaderData?.texts.faq ?? HOME_FAQ,
  });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
