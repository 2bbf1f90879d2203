import {
  companyAccountStatusSchema,
  openChargeCheckoutSchema,
  type CompanyAccountStatus,
  type OpenChargeCheckout,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const accountStatusKeys = { company: (id: string) => ['account-status', id] as const };

/** `GET /companies/{id}/account-status`: why the company is disabled or overdue, and what is owed. */
export function fetchAccountStatus(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyAccountStatus> {
  return client.request(`/companies/${encodeURIComponent(companyId)}/account-status`, {
    schema: companyAccountStatusSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `POST /billing/open-charge/checkout?companyId=`: where to pay the charge in the open (a new checkout when the last one failed). */
export function openChargeCheckout(client: ApiClient, companyId: string): Promise<OpenChargeCheckout> {
  return client.request(`/billing/open-charge/checkout?${new URLSearchParams({ companyId })}`, {
    method: 'POST',
    schema: openChargeCheckoutSchema,
    retry: false,
  });
}
