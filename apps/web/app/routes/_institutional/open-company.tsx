import { OPEN_COMPANY_CONTENT } from '~/features/plans/landing/open-company-content';
import { TrackLandingPage } from '~/features/plans/landing/track-landing-page';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/open-company';

export const meta = (args: Route.MetaArgs) =>
  publicSeoMeta(args, {
    title: 'Abrir empresa',
    description:
      'Abra a sua empresa online, com contadores que cuidam do CNPJ, das inscrições e do enquadramento tributário.',
    breadcrumbs: [{ name: 'Abrir empresa', path: '/abrir-empresa' }],
    faq: OPEN_COMPANY_CONTENT.faq,
  });

export { trackLandingLoader as loader } from '~/features/plans/landing/track-landing-route.server';
export { leadFormAction as action } from '~/features/leads/lead-form-action.server';
export { leadFormShouldRevalidate as shouldRevalidate } from '~/features/leads/lead-form-revalidate';
export { publicPageHeaders as headers } from '~/lib/public-cache';

export default function OpenCompanyPage({ loaderData }: Route.ComponentProps) {
  return <TrackLandingPage content={OPEN_COMPANY_CONTENT} plans={loaderData.plans} />;
}
