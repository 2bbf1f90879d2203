import { planSchema, type Plan, type PlanUpdate } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const plansAdminKeys = { all: ['admin', 'plans'] as const };

/** `GET /plans?includeInactive=true` (system admins see the plans off sale too). */
export async function fetchAllPlans(client: ApiClient, signal?: AbortSignal): Promise<Plan[]> {
  const plans = await client.request('/plans?includeInactive=true', {
    schema: planSchema.array(),
    ...(signal ? { signal } : {}),
  });
  return [...plans].sort((a, b) => a.sortOrder - b.sortOrder);
}

/** `PUT /plans/{id}`. */
export function updatePlan(client: ApiClient, id: string, update: PlanUpdate): Promise<Plan> {
  return client.request(`/plans/${encodeURIComponent(id)}`, { method: 'PUT', body: update, schema: planSchema });
}
