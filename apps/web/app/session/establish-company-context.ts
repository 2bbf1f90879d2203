import type { ApiClient } from '~/lib/api-client';
import { readStoredSession, storeSession } from '~/lib/session-cookies';
import { fetchCompanyContext } from './company-context-api';
import { chooseContextCompanyId } from './company-requirements';

/**
 * After sign-in (spec section 4): a non-admin user gets a company (stored context,
 * else the first of claims.companies, else claims.companyId), then the company and
 * its step track are loaded and kept in cookies. System administrators get none.
 */
export async function establishCompanyContext(client: ApiClient): Promise<void> {
  const companyId = chooseContextCompanyId(readStoredSession());
  if (!companyId) {
    storeSession({ contextCompany: null, track: null });
    return;
  }
  try {
    storeSession(await fetchCompanyContext(client, companyId));
  } catch {
    // The company guard loads it on the next page when it is still missing.
    storeSession({ contextCompany: null, track: null });
  }
}
