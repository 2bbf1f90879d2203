import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { submitLead } from '~/features/leads/submit-lead.server';
import { fetchPublicPlans } from '~/features/plans/api/public-plans.server';

/** The data of /abrir-empresa and /trocar-contador: the plans on sale. */
export async function trackLandingLoader({ request }: LoaderFunctionArgs) {
  return { plans: await fetchPublicPlans(request.signal) };
}

/** "Prefere falar com um contador?" posts here. */
export async function trackLandingAction({ request }: ActionFunctionArgs) {
  return submitLead(request);
}
