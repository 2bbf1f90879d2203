import type { WorkQueue, WorkQueueItem, WorkQueueKind } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import {
  countCertificatesExpiringOfAnyCompany,
  countDocumentsToReviewOfAnyCompany,
  countFailedPaymentsOfAnyCompany,
  countNationalFailuresOfAnyCompany,
  countNfsRequestsToIssueOfAnyCompany,
  countOrdersWaitingOfAnyCompany,
  countOverdueCompaniesOfAnyCompany,
  type QueueCount,
} from './work-queue.repository.js';

/** `GET /admin/work-queue`: what waits for the firm, in the order an accountant works it. */
export async function workQueue(db: Database, now: Date): Promise<WorkQueue> {
  const reads: [WorkQueueKind, Promise<QueueCount>][] = [
    ['nfs_requests', countNfsRequestsToIssueOfAnyCompany(db)],
    ['openings_awaiting_guide', countOrdersWaitingOfAnyCompany(db, 'create-company', 'awaiting-guide')],
    ['openings_awaiting_company_data', countOrdersWaitingOfAnyCompany(db, 'create-company', 'download-company-info')],
    [
      'migrations_awaiting_company_data',
      countOrdersWaitingOfAnyCompany(db, 'migrate-company', 'download-company-info'),
    ],
    ['documents_to_review', countDocumentsToReviewOfAnyCompany(db)],
    ['payments_failed', countFailedPaymentsOfAnyCompany(db)],
    ['companies_overdue', countOverdueCompaniesOfAnyCompany(db)],
    ['certificates_expiring', countCertificatesExpiringOfAnyCompany(db)],
    ['nfse_sends_failed', countNationalFailuresOfAnyCompany(db, 'send_failed')],
    ['nfse_deliveries_failed', countNationalFailuresOfAnyCompany(db, 'delivery_failed')],
  ];
  const counts = await Promise.all(reads.map(([, read]) => read));
  const items = reads.map(([kind], index): WorkQueueItem => ({
    kind,
    count: counts[index]!.count,
    oldestSince: counts[index]!.oldest?.toISOString() ?? null,
  }));
  return { items, asOf: now.toISOString() };
}
