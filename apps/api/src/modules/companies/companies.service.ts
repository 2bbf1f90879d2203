import { messages, type Company, type Track } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { assertCompanyAccess, type AuthContext } from '../../plugins/auth.js';
import { findCompany, listCompaniesOfUser, listCompanySteps } from './companies.repository.js';
import { toCompany } from './company-view.js';

export async function getCompany(db: Database, auth: AuthContext, companyId: string): Promise<Company> {
  await assertCompanyAccess(db, auth, companyId);
  const row = await findCompany(db, companyId);
  if (!row) throw notFound(messages.notFound);
  return toCompany(row);
}

export async function listMyCompanies(db: Database, auth: AuthContext): Promise<Company[]> {
  return (await listCompaniesOfUser(db, auth.sub)).map(toCompany);
}

/** The company's step track: which wizard, its status and the steps started so far. */
export async function getCompanyTrack(db: Database, auth: AuthContext, companyId: string): Promise<Track> {
  await assertCompanyAccess(db, auth, companyId);
  const row = await findCompany(db, companyId);
  if (!row) throw notFound(messages.notFound);
  const steps = await listCompanySteps(db, companyId);
  return {
    trackId: row.trackId,
    status: row.trackStatus,
    steps: steps.map((s) => ({ ...s, payload: s.payload ?? null })),
  };
}
