import {
  billingOverviewSchema,
  companySchema,
  subscriptionSchema,
  type BillingOverview,
  type Subscription,
  paymentSchema,
  type Company,
  subscriptionCheckoutSchema,
  type Payment,
  type SubscriptionCheckout,
  type SubscriptionCancellation,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  company: (companyId: string) => ['billing', 'company', companyId] as const,
  payments: (companyId: string) => ['billing', 'payments', companyId] as const,
  overview: (companyId: string) => ['billing', 'overview', companyId] as const,
};

/** `GET /billing/overview?companyId=`: the subscription, the charge still to pay and the referral credits. */
export function fetchBillingOverview(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<BillingOverview> {
  return client.request(`/billing/overview?${new URLSearchParams({ companyId })}`, {
    schema: billingOverviewSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `PUT /subscriptions/plan?companyId=`: the active subscription moves to `planId` from the next charge on. */
export function changePlan(client: ApiClient, companyId: string, planId: string): Promise<Subscription> {
  return client.request(`/subscriptions/plan?${new URLSearchParams({ companyId })}`, {
    method: 'PUT',
    body: { planId },
    schema: subscriptionSchema,
    retry: false,
  });
}

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

/** `POST /subscriptions/cancellation?companyId=`: the subscription ends with the paid period. */
export async function cancelSubscription(
  client: ApiClient,
  companyId: string,
  input: SubscriptionCancellation,
): Promise<void> {
  await client.request(`/subscriptions/cancellation?${new URLSearchParams({ companyId })}`, {
    method: 'POST',
    body: input,
    retry: false,
  });
}

/** `DELETE /subscriptions/cancellation?companyId=`: undoes the cancellation before the end. */
export async function undoCancellation(client: ApiClient, companyId: string): Promise<void> {
  await client.request(`/subscriptions/cancellation?${new URLSearchParams({ companyId })}`, {
    method: 'DELETE',
    retry: false,
  });
}
