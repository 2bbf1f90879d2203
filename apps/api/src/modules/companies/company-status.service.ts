import {
  canChangeCompanyStatus,
  computeTrackStatus,
  messages,
  type Company,
  type CompanyStatus,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany, listCompanySteps, updateCompanyStatus, type CompanyRow } from './companies.repository.js';
import { companyView } from './company-view.js';

type StepStates = Awaited<ReturnType<typeof listCompanySteps>>;

/** Why `row` may not move to `to`, or null when it may. */
function refusal(row: CompanyRow, steps: StepStates, to: CompanyStatus): string | null {
  if (!canChangeCompanyStatus(row.status, to)) return messages.companyStatusNotAllowed;
  const paid = steps.some((step) => step.stepId === 'subscription' && step.status === 'done');
  if (row.status === 'pending' && to === 'awaiting_opening' && !(row.trackId === 'create-company' && paid)) {
    return messages.openingOrderNotPaid;
  }
  if (row.status === 'pending' && to === 'migrating' && !(row.trackId === 'migrate-company' && paid)) {
    return messages.migrationOrderNotPaid;
  }
  // A company on no track (made by hand, before the wizards) may be activated as it is.
  if ((row.status === 'opening' || row.status === 'migrating') && to === 'active' && row.trackId) {
    if (computeTrackStatus(row.trackId, steps) !== 'done') return messages.trackNotDone;
  }
  return null;
}

/**
 * Applies one transition of the status machine (contracts/company-status.ts) and
 * audits it; an illegal one answers 409 and changes nothing. The order is placed when
 * the subscription is paid (pending -> awaiting_opening / migrating); the company is
 * active once every step of its track is done.
 * `actorUserId` is null when the system itself changes it (a payment event).
 */
export async function changeCompanyStatus(
  db: Database,
  companyId: string,
  to: CompanyStatus,
  actor: { actorUserId: string | null; requestId?: string },
): Promise<Company> {
  return db.transaction(async (tx) => {
    const row = await findCompany(tx, companyId);
    if (!row) throw notFound(messages.notFound);
    const reason = refusal(row, await listCompanySteps(tx, companyId), to);
    if (reason) throw conflict(reason, { status: reason });
    const updated = await updateCompanyStatus(tx, companyId, { from: row.status, to });
    if (!updated) throw conflict(messages.companyStatusNotAllowed, { status: messages.companyStatusNotAllowed });
    await recordAudit(tx, companyId, {
      ...actor,
      action: 'company.status_changed',
      entityType: 'company',
      entityId: companyId,
      details: { from: row.status, to },
    });
    return companyView(tx, updated);
  });
}
