import {
  companySchema,
  trackSchema,
  type StepId,
  type StepPayloadInputs,
  type Track,
  type TrackId,
} from '@contabil/contracts';
import type { z } from 'zod';
import type { ApiClient } from '~/lib/api-client';

export const trackQueryKey = (companyId: string) => ['companies', companyId, 'steps'] as const;
export const companyStatusQueryKey = (companyId: string) => ['companies', companyId, 'status'] as const;

/** `GET /companies/{id}/steps`: which wizard the company is in and how far along. */
export function fetchTrack(client: ApiClient, companyId: string, signal?: AbortSignal): Promise<Track> {
  return client.request(`/companies/${encodeURIComponent(companyId)}/steps`, {
    schema: trackSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `POST /companies/{id}/steps/{stepId}`: the body is the step's payload; the answer the whole track. */
export function saveStep<S extends StepId>(
  client: ApiClient,
  companyId: string,
  stepId: S,
  payload: StepPayloadInputs[S],
): Promise<Track> {
  return client.request(`/companies/${encodeURIComponent(companyId)}/steps/${stepId}`, {
    method: 'POST',
    body: payload,
    schema: trackSchema,
  });
}

/** Only what the wizard needs of the company (its status decides the panel's message). */
export const companyStatusSchema = companySchema.pick({ id: true, status: true, trackId: true, cnpj: true });
export type CompanyStatusView = z.infer<typeof companyStatusSchema>;

export function fetchCompanyStatus(client: ApiClient, companyId: string): Promise<CompanyStatusView> {
  return client.request(`/companies/${encodeURIComponent(companyId)}`, { schema: companyStatusSchema });
}

/** `PUT /companies/{id}/track/{track}`: opening <-> migration, allowed until the subscription is paid. */
export function changeTrack(client: ApiClient, companyId: string, trackId: TrackId): Promise<void> {
  return client.request(`/companies/${encodeURIComponent(companyId)}/track/${trackId}`, { method: 'PUT' });
}
