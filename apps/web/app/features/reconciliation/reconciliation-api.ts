import { reconciliationSchema, type Reconciliation, type ReconciliationMatchInput } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

const path = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/reconciliation`;

export const reconciliationKeys = {
  month: (companyId: string, month: string) => ['reconciliation', companyId, month] as const,
};

/** `GET /companies/{id}/reconciliation?month=`: matched, suggested and unmatched transactions of the month. */
export function fetchReconciliation(
  client: ApiClient,
  companyId: string,
  month: string,
  signal?: AbortSignal,
): Promise<Reconciliation> {
  return client.request(`${path(companyId)}?month=${encodeURIComponent(month)}`, {
    schema: reconciliationSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `POST /companies/{id}/reconciliation/matches`: confirm a suggestion; it is kept. */
export function confirmReconciliationMatch(
  client: ApiClient,
  companyId: string,
  input: ReconciliationMatchInput,
): Promise<void> {
  return client.request(`${path(companyId)}/matches`, { method: 'POST', body: input, retry: false });
}
