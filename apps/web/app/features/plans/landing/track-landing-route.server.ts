import type { LoaderFunctionArgs } from 'react-router';
import { fetchPublicPlans } from '~/features/plans/api/public-plans.server';

/** The data of /abrir-empresa and /trocar-contador: the plans on sale. */
export async function trackLandingLoader({ request }: LoaderFunctionArgs) {
  return { plans: await fetchPublicPlans(request.signal) };
}
