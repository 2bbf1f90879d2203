import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { submitLead } from '~/features/leads/submit-lead.server';
import { fetchPublicPlans } from '~/features/plans/api/public-plans.server';
import { faqStructuredData } from '~/features/plans/landing/faq-list';
import { SWITCH_ACCOUNTANT_CONTENT } from '~/features/plans/landing/switch-accountant-content';
import { TrackLandingPage } from '~/features/plans/landing/track-landing-page';
import { publicPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/switch-accountant';

export const meta = () => [
  ...publicPageMeta(
    'Trocar de contador',
    'Traga a contabilidade da sua empresa para a Contábil Online: cuidamos da troca com o seu contador atual.',
  ),
  { 'script:ld+json': faqStructuredData(SWITCH_ACCOUNTANT_CONTENT.faq) },
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

export default function SwitchAccountantPage({ loaderData }: Route.ComponentProps) {
  return <TrackLandingPage content={SWITCH_ACCOUNTANT_CONTENT} plans={loaderData.plans} />;
}
