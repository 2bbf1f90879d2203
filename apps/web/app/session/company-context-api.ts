import { companySchema, trackSchema } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { readStoredSession, storeSession, type ContextCompany, type TrackSummary } from '~/lib/session-cookies';

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
      address: company.address,
      currentSubscription: company.currentSubscription,
      municipalInscription: company.municipalInscription,
      loadedAt: now(),
    },
    track: {
      trackId: track.trackId,
      status: track.status,
      steps: track.steps.map(({ stepId, status }) => ({ stepId, status })),
    },
  };
}

/**
 * After a change to the company (its address, registration data, subscription), reloads the
 * context in the cookies, when that company is the one in context. Best effort: a failure
 * leaves the old copy, which the company guard reloads after COMPANY_CONTEXT_TTL_MS.
 */
export async function refreshCompanyContext(
  client: ApiClient,
  companyId: string,
  doc: Document = document,
): Promise<boolean> {
  if (readStoredSession(doc).contextCompany?.id !== companyId) return false;
  try {
    storeSession(await fetchCompanyContext(client, companyId), doc);
    return true;
  } catch {
    return false;
  }
}
