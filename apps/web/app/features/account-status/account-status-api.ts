import { companyAccountStatusSchema, type CompanyAccountStatus } from '@contabil/contracts';
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
