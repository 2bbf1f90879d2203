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
import type { MailContext } from '../mail/mailer.js';
import { findCompany, listCompanySteps, updateCompanyStatus, type CompanyRow } from './companies.repository.js';
import { companyView } from './company-view.js';
import { companyActiveMessage, emailCompanyAdmins } from './company-notifications.js';

type StepStates = Awaited<ReturnType<typeof listCompanySteps>>;

/**
 * Who moves the company (null: the system), and optionally why: `reason` is what the
 * disabled page shows, `cause` what reverses it (billing's dunning: paying re-activates).
 */
export interface StatusActor {
  actorUserId: string | null;
  requestId?: string;
  reason?: string;
  cause?: 'dunning' | 'subscription_ended';
}

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
 * One transition of the status machine inside `tx`, audited; an illegal one throws 409.
 * A company that becomes active at the end of its track (opening or migration) has its
 * company-admins e-mailed in the same transaction.
 */
async function moveCompanyStatus(
  tx: Database,
  mail: MailContext,
  companyId: string,
  to: CompanyStatus,
  actor: StatusActor,
): Promise<CompanyRow> {
  const row = await findCompany(tx, companyId);
  if (!row) throw notFound(messages.notFound);
  const reason = refusal(row, await listCompanySteps(tx, companyId), to);
  if (reason) throw conflict(reason, { status: reason });
  const updated = await updateCompanyStatus(tx, companyId, { from: row.status, to });
  if (!updated) throw conflict(messages.companyStatusNotAllowed, { status: messages.companyStatusNotAllowed });
  await recordAudit(tx, companyId, {
    actorUserId: actor.actorUserId,
    ...(actor.requestId ? { requestId: actor.requestId } : {}),
    action: 'company.status_changed',
    entityType: 'company',
    entityId: companyId,
    details: {
      from: row.status,
      to,
      ...(actor.reason ? { reason: actor.reason } : {}),
      ...(actor.cause ? { cause: actor.cause } : {}),
    },
  });
  if (to === 'active' && (row.status === 'opening' || row.status === 'migrating')) {
    await emailCompanyAdmins(tx, mail, companyId, (recipient, companyName) =>
      companyActiveMessage(recipient, companyName, mail.webOrigin),
    );
  }
  return updated;
}

/**
 * Applies one transition of the status machine (contracts/company-status.ts) and
 * audits it; an illegal one answers 409 and changes nothing. The order is placed when
 * the subscription is paid (pending -> awaiting_opening / migrating); the company is
 * active once every step of its track is done (activateWhenTrackDone does it then).
 * `actorUserId` is null when the system itself changes it (a payment event).
 * `db` may be the caller's transaction.
 */
export async function changeCompanyStatus(
  db: Database,
  mail: MailContext,
  companyId: string,
  to: CompanyStatus,
  actor: StatusActor,
): Promise<Company> {
  return db.transaction(async (tx) => companyView(tx, await moveCompanyStatus(tx, mail, companyId, to, actor)));
}

/** The moves from each status to active, in the machine's order. */
const pathToActive: Partial<Record<CompanyStatus, readonly CompanyStatus[]>> = {
  awaiting_opening: ['opening', 'active'],
  opening: ['active'],
  migrating: ['active'],
};

/**
 * The track's last step is done: the company walks the status machine to active, each
 * move audited with the actor who finished the track, so the owner's "Ir para o painel"
 * opens the panel at once and nobody has to change the status by hand. Inside `tx`, the
 * transaction of the step. Nothing happens while a step is missing or the order is unpaid.
 */
export async function activateWhenTrackDone(
  tx: Database,
  mail: MailContext,
  companyId: string,
  actor: { actorUserId: string | null; requestId?: string },
): Promise<void> {
  const row = await findCompany(tx, companyId);
  if (!row?.trackId) return;
  if (computeTrackStatus(row.trackId, await listCompanySteps(tx, companyId)) !== 'done') return;
  for (const to of pathToActive[row.status] ?? []) await moveCompanyStatus(tx, mail, companyId, to, actor);
}
