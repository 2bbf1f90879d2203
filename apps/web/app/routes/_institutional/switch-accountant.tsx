import { SWITCH_ACCOUNTANT_CONTENT } from '~/features/plans/landing/switch-accountant-content';
import { TrackLandingPage } from '~/features/plans/landing/track-landing-page';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/switch-accountant';

export const meta = (args: Route.MetaArgs) =>
  publicSeoMeta(args, {
    title: 'Trocar de contador',
    description:
      'Traga a contabilidade da sua empresa para a Contábil Online: cuidamos da troca com o seu contador atual.',
    breadcrumbs: [{ name: 'Trocar de contador', path: '/trocar-contador' }],
    faq: SWITCH_ACCOUNTANT_CONTENT.faq,
  });

export { trackLandingLoader as loader } from '~/features/plans/landing/track-landing-route.server';
export { leadFormAction as action } from '~/features/leads/lead-form-action.server';
export { leadFormShouldRevalidate as shouldRevalidate } from '~/features/leads/lead-form-revalidate';
export { publicPageHeaders as headers } from '~/lib/public-cache';

export default function SwitchAccountantPage({ loaderData }: Route.ComponentProps) {
  return <TrackLandingPage content={SWITCH_ACCOUNTANT_CONTENT} plans={loaderData.plans} />;
}
