import { data, type LoaderFunctionArgs } from 'react-router';
import { fetchPublicPlans } from '../api/public-plans.server';
import { NO_STORE } from '~/lib/public-cache';

/**
 * The data of /abrir-empresa and /trocar-contador: the plans on sale. Without them (the API
 * did not answer) the page still sells, but no one keeps it: the next visitor gets the prices.
 */
export async function trackLandingLoader({ request }: LoaderFunctionArgs) {
  const plans = await fetchPublicPlans(request.signal);
  return data({ plans }, plans ? undefined : { headers: { 'Cache-Control': NO_STORE } });
}
