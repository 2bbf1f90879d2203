import { planSchema, type Plan } from '@contabil/contracts';
import { z } from 'zod';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';

const API_TIMEOUT_MS = 5_000;
const plansAnswerSchema = z.object({ data: z.array(planSchema) });

/**
 * The plans on offer, for the public pages' loaders (`GET /plans`, no token). A page
 * without prices still sells: on any failure this answers null and the page says the
 * prices will be shown at checkout.
 */
export async function fetchPublicPlans(
  signal?: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<Plan[] | null> {
  try {
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
    const res = await fetchImpl(`${publicRuntimeConfig.apiBaseUrl}/plans`, {
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new Error(`API answered ${res.status}`);
    const answer = plansAnswerSchema.safeParse(await res.json());
    if (!answer.success) throw new Error('unexpected answer');
    return answer.data.data.filter((plan) => plan.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
  } catch (err) {
    console.error(`plans: not loaded: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}
