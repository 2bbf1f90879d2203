import { trackDefinitions, type CompanyOrder, type CompanyOrdersQuery, type TrackId } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { findCompanyOwners, listCompaniesPage, listStepsOfCompanies } from './companies.repository.js';
import { companyViews } from './company-view.js';
import { decodeTimeIdCursor, toKeysetPage } from '../../lib/keyset-cursor.js';

/**
 * Opening (create-company) or migration (migrate-company) orders, newest first, for our
 * accountants: each company with who asked for it and where its track stands. Four
 * queries per page, whatever its size.
 */
export async function listCompanyOrders(db: Database, trackId: TrackId, query: CompanyOrdersQuery) {
  const after = query.cursor === undefined ? undefined : decodeTimeIdCursor(query.cursor, 'timestamp');
  const { rows, total, next } = await listCompaniesPage(db, { ...query, trackId, after });
  const ids = rows.map((row) => row.id);
  const [companies, owners, steps] = await Promise.all([
    companyViews(db, rows),
    findCompanyOwners(db, ids),
    listStepsOfCompanies(db, ids),
  ]);
  const definition = trackDefinitions[trackId];
  const data = companies.map((company): CompanyOrder => {
    const own = steps.filter((step) => step.companyId === company.id);
    const done = new Set(own.filter((step) => step.status === 'done').map((step) => step.stepId));
    const subscription = own.find((step) => step.stepId === 'subscription' && step.status === 'done');
    const paidAt = subscription?.payload?.paidAt;
    const owner = owners.get(company.id);
    return {
      company,
      owner: owner ? { uid: owner.uid, name: owner.name, email: owner.email, phone: owner.phone } : null,
      currentStep: definition.find((step) => !done.has(step.stepId))?.stepId ?? null,
      stepsDone: definition.filter((step) => done.has(step.stepId)).length,
      stepsTotal: definition.length,
      paidAt: typeof paidAt === 'string' ? paidAt : null,
    };
  });
  return toKeysetPage(data, total, query, after, next);
}
