import { companySchema, trackSchema } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import type { ContextCompany, TrackSummary } from '~/lib/session-cookies';

export interface CompanyContext {
  contextCompany: ContextCompany;
  track: TrackSummary;
}

/** Loads the company and its step track (spec section 4: "The company and its step track are then loaded"). */
export async function fetchCompanyContext(
  client: ApiClient,
  companyId: string,
  now: () => number = Date.now,
): Promise<CompanyContext> {
  const id = encodeURIComponent(companyId);
  const [company, track] = await Promise.all([
    client.request(`/companies/${id}`, { schema: companySchema }),
    client.request(`/companies/${id}/steps`, { schema: trackSchema }),
  ]);
  return {
    contextCompany: {
      id: company.id,
      name: company.name,
      alias: company.alias,
      cnpj: company.cnpj,
      status: company.status,
      trackId: company.trackId,
      trackStatus: company.trackStatus,
      loadedAt: now(),
    },
    track: {
      trackId: track.trackId,
      status: track.status,
      steps: track.steps.map(({ stepId, status }) => ({ stepId, status })),
    },
  };
}
