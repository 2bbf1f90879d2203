import {
  companySchema,
  paymentSchema,
  type Company,
  subscriptionCheckoutSchema,
  type Payment,
  type SubscriptionCheckout,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  company: (companyId: string) => ['billing', 'company', companyId] as const,
  payments: (companyId: string) => ['billing', 'payments', companyId] as const,
};

/** The company with its current subscription. */
export function fetchBillingCompany(client: ApiClient, companyId: string, signal?: AbortSignal): Promise<Company> {
  return client.request(`/companies/${encodeURIComponent(companyId)}`, {
    schema: companySchema,
    ...(signal ? { signal } : {}),
  });
}

/** `GET /v1/ecommerce/payments?companyId=`: the company's charges, newest first. */
export async function fetchPayments(client: ApiClient, companyId: string, signal?: AbortSignal): Promise<Payment[]> {
  const payments = await client.request(`/v1/ecommerce/payments?companyId=${encodeURIComponent(companyId)}`, {
    schema: paymentSchema.array(),
    ...(signal ? { signal } : {}),
  });
  return [...payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** `POST /subscriptions/{planId}?companyId=&returnPath=`: where to pay (the provider's checkout). */
export function startCheckout(
  client: ApiClient,
  { planId, companyId, returnPath }: { planId: string; companyId: string; returnPath: string },
): Promise<SubscriptionCheckout> {
  const query = new URLSearchParams({ companyId, returnPath });
  return client.request(`/subscriptions/${encodeURIComponent(planId)}?${query}`, {
    method: 'POST',
    schema: subscriptionCheckoutSchema,
  });
}
