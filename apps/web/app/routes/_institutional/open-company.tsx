import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { submitLead } from '~/features/leads/submit-lead.server';
import { fetchPublicPlans } from '~/features/plans/api/public-plans.server';
import { faqStructuredData } from '~/features/plans/landing/faq-list';
import { OPEN_COMPANY_CONTENT } from '~/features/plans/landing/open-company-content';
import { TrackLandingPage } from '~/features/plans/landing/track-landing-page';
import { publicPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/open-company';

export const meta = () => [
  ...publicPageMeta(
    'Abrir empresa',
    'Abra a sua empresa online, com contadores que cuidam do CNPJ, das inscrições e do enquadramento tributário.',
  ),
  { 'script:ld+json': faqStructuredData(OPEN_COMPANY_CONTENT.faq) },
];

export async function loader({ request }: Route.LoaderArgs) {
  return { plans: await fetchPublicPlans(request.signal) };
}

/** "Prefere falar com um contador?" posts here. */
export async function action({ request }: Route.ActionArgs) {
  return submitLead(request);
}

// A lead sent changes no price: keep the plans already on the page.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export default function OpenCompanyPage({ loaderData }: Route.ComponentProps) {
  return <TrackLandingPage content={OPEN_COMPANY_CONTENT} plans={loaderData.plans} />;
}
