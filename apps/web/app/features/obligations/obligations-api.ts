import { z } from 'zod';
import { obligationSchema, type Obligation, type ObligationKind } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

const path = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/obligations`;

export const obligationsKeys = {
  year: (companyId: string, year: number) => ['obligations', companyId, year] as const,
};

/** `GET /companies/{id}/obligations?year=`: the year's obligations with status and legal source. */
export function fetchObligations(
  client: ApiClient,
  companyId: string,
  year: number,
  signal?: AbortSignal,
): Promise<Obligation[]> {
  return client.request(`${path(companyId)}?year=${year}`, {
    schema: z.array(obligationSchema),
    ...(signal ? { signal } : {}),
  });
}

/** `PUT /companies/{id}/obligations/{kind}/{period}/done` (accountants). */
export function markObligationDone(
  client: ApiClient,
  companyId: string,
  kind: ObligationKind,
  period: string,
): Promise<Obligation> {
  return client.request(`${path(companyId)}/${kind}/${encodeURIComponent(period)}/done`, {
    method: 'PUT',
    schema: obligationSchema,
    retry: false,
  });
}

const queueSchema = z.array(obligationSchema.extend({ companyId: z.uuid(), companyName: z.string() }));
export type QueuedObligation = z.infer<typeof queueSchema>[number];

/** `GET /admin/obligations` (accountants): late or due within seven days, every active company. */
export function fetchObligationsQueue(client: ApiClient, signal?: AbortSignal): Promise<QueuedObligation[]> {
  return client.request('/admin/obligations', { schema: queueSchema, ...(signal ? { signal } : {}) });
}
