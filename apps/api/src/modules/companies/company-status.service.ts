import { canChangeCompanyStatus, messages, type Company, type CompanyStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany, updateCompanyStatus, type CompanyRow } from './companies.repository.js';
import { toCompany } from './company-view.js';

/** Why `row` may not move to `to`, or null when it may. */
function refusal(row: CompanyRow, to: CompanyStatus): string | null {
  if (!canChangeCompanyStatus(row.status, to)) return messages.companyStatusNotAllowed;
  if (to === 'awaiting_opening' && !(row.trackId === 'create-company' && row.trackStatus === 'done')) {
    return messages.openingTrackNotDone;
  }
  if (to === 'migrating' && !(row.trackId === 'migrate-company' && row.trackStatus === 'done')) {
    return messages.migrationTrackNotDone;
  }
  return null;
}

/**
 * Applies one transition of the status machine (contracts/company-status.ts) and
 * audits it; an illegal one answers 409 and changes nothing.
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
    const reason = refusal(row, to);
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
    return toCompany(updated);
  });
}
