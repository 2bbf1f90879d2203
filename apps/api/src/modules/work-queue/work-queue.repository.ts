import { and, count, desc, eq, isNotNull, isNull, min, sql, type SQL } from 'drizzle-orm';
import {
  CERTIFICATE_EXPIRY_WARNING_DAYS,
  type FeeInvoiceBlock,
  type AwaitedStep,
  type NfsAttention,
  type TrackId,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { companies, companySteps } from '../../db/schema/companies.js';
import { documents } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { payments } from '../../db/schema/billing.js';
import { nfseEmissions, nfseFiscalProfiles } from '../../db/schema/nfse-nacional.js';
import { nationalAttentionCondition } from '../nfs/nfs-requests.repository.js';
import {
  certificateExpiringCondition,
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

/**
 * Requests whose national send spent its retries (still processing) or whose delivery did,
 * since the flag was set; the NFS-e queue's `attention` filter lists the same rows.
 */
export async function countNationalFailuresOfAnyCompany(db: Database, attention: NfsAttention): Promise<QueueCount> {
  const column = attention === 'send_failed' ? nfseEmissions.sendFailedAt : nfseEmissions.deliveryFailedAt;
  const [row] = await db
    .select({ count: count(), oldest: min(column) })
    .from(nfsRequests)
    .innerJoin(nfseEmissions, eq(nfseEmissions.requestId, nfsRequests.id))
    .where(nationalAttentionCondition(attention));
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

/**
 * Companies whose A1 certificate expires within 30 days or has expired, since the day it
 * entered those 30 days (the same condition as the companies list's "certificate_expiring").
 */
export async function countCertificatesExpiringOfAnyCompany(db: Database): Promise<QueueCount> {
  const [row] = await db
    .select({
      count: count(),
      oldest: min(
        sql<Date>`${nfseFiscalProfiles.certificateNotAfter} - make_interval(days => ${CERTIFICATE_EXPIRY_WARNING_DAYS})`,
      ),
    })
    .from(nfseFiscalProfiles)
    .where(certificateExpiringCondition());
  return toCount(row);
}

/** Paid fees whose firm note was not attempted (decision 005): how many, since when, the newest reason. */
export async function countFeeInvoicesBlockedOfAnyCompany(
  db: Database,
): Promise<QueueCount & { latest: FeeInvoiceBlock | null }> {
  const where = and(isNotNull(payments.feeNfsBlockedCode), isNull(payments.feeNfsRequestId));
  const [row] = await db
    .select({ count: count(), oldest: min(payments.feeNfsBlockedAt) })
    .from(payments)
    .where(where);
  const [latest] = await db
    .select({ code: payments.feeNfsBlockedCode })
    .from(payments)
    .where(where)
    .orderBy(desc(payments.feeNfsBlockedAt))
    .limit(1);
  return { ...toCount(row), latest: latest?.code ?? null };
}
