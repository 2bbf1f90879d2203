import { useQuery } from '@tanstack/react-query';
import { planSchema, subscriptionCheckoutSchema, type Plan, type SubscriptionCheckout } from '@contabil/contracts';
import { z } from 'zod';
import type { ApiClient } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';

const plansSchema = z.array(planSchema);

/** `GET /plans`: the active plans, in their order. */
export function fetchPlans(client: ApiClient, signal?: AbortSignal): Promise<Plan[]> {
  return client.request('/plans', { schema: plansSchema, ...(signal ? { signal } : {}) });
}

export function usePlansQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['plans'],
    queryFn: ({ signal }) => fetchPlans(client, signal),
    select: (plans) => plans.filter((plan) => plan.isActive).sort((a, b) => a.sortOrder - b.sortOrder),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * `POST /subscriptions/{planId}?companyId=&returnPath=`: starts the checkout; the answer
 * carries the payment page's URL. The payment brings the person back to `returnPath`.
 */
export function startCheckout(
  client: ApiClient,
  planId: string,
  companyId: string,
  returnPath: string,
): Promise<SubscriptionCheckout> {
  const params = new URLSearchParams({ companyId, returnPath });
  return client.request(`/subscriptions/${encodeURIComponent(planId)}?${params}`, {
    method: 'POST',
    schema: subscriptionCheckoutSchema,
  });
}
