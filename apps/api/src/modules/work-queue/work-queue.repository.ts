import { and, count, eq, min, sql, type SQL } from 'drizzle-orm';
import type { AwaitedStep, TrackId } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { companies, companySteps } from '../../db/schema/companies.js';
import { documents } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { payments } from '../../db/schema/billing.js';
import {
  documentsToReviewCondition,
  stepBefore,
  unresolvedFailedChargeCondition,
  waitingForStepCondition,
} from '../companies/companies.repository.js';

export interface QueueCount {
  count: number;
  oldest: Date | null;
}

const toCount = (row: { count: number; oldest: Date | string | null } | undefined): QueueCount => ({
  count: Number(row?.count ?? 0),
  oldest: row?.oldest ? new Date(row.oldest) : null,
});

/** NFS-e requests of every company that wait to be issued ("Solicitada"). */
export async function countNfsRequestsToIssueOfAnyCompany(db: Database): Promise<QueueCount> {
  const [row] = await db
    .select({ count: count(), oldest: min(nfsRequests.createdAt) })
    .from(nfsRequests)
    .where(eq(nfsRequests.status, 'requested'));
  return toCount(row);
}

/** Orders of the track waiting at our accountants' step, since the step before it was done. */
export async function countOrdersWaitingOfAnyCompany(
  db: Database,
  trackId: TrackId,
  step: AwaitedStep,
): Promise<QueueCount> {
  const before = stepBefore(trackId, step);
  const base = db.select({ count: count(), oldest: min(companySteps.updatedAt) }).from(companies);
  const joined = before
    ? base.leftJoin(companySteps, and(eq(companySteps.companyId, companies.id), eq(companySteps.stepId, before)))
    : base.leftJoin(companySteps, sql`false`);
  const [row] = await joined.where(waitingForStepCondition(trackId, step));
  return toCount(row);
}

/** Documents sent by companies that wait for our review. */
export async function countDocumentsToReviewOfAnyCompany(db: Database): Promise<QueueCount> {
  const [row] = await db
    .select({ count: count(), oldest: min(documents.createdAt) })
    .from(documents)
    .where(documentsToReviewCondition());
  return toCount(row);
}

/** Charges that failed and were not paid since. */
export async function countFailedPaymentsOfAnyCompany(db: Database): Promise<QueueCount> {
  const [row] = await db
    .select({ count: count(), oldest: min(sql<Date>`coalesce(${payments.failedAt}, ${payments.createdAt})`) })
    .from(payments)
    .where(unresolvedFailedChargeCondition() as SQL);
  return toCount(row);
}

/** Companies in "Inadimplente", since their last change. */
export async function countOverdueCompaniesOfAnyCompany(db: Database): Promise<QueueCount> {
  const [row] = await db
    .select({ count: count(), oldest: min(companies.updatedAt) })
    .from(companies)
    .where(eq(companies.status, 'overdue'));
  return toCount(row);
}
