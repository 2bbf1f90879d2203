import { feeInvoiceBlockMessages, type WorkQueue, type WorkQueueItem, type WorkQueueKind } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import {
  countCertificatesExpiringOfAnyCompany,
  countDocumentsToReviewOfAnyCompany,
  countFeeInvoicesBlockedOfAnyCompany,
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
  const [counts, feesBlocked] = await Promise.all([
    Promise.all(reads.map(([, read]) => read)),
    countFeeInvoicesBlockedOfAnyCompany(db),
  ]);
  const items = reads.map(([kind], index): WorkQueueItem => ({
    kind,
    count: counts[index]!.count,
    oldestSince: counts[index]!.oldest?.toISOString() ?? null,
  }));
  // Fees paid without the firm's note, with the reason (the newest one's) the accountants act on.
  items.push({
    kind: 'fee_invoices_blocked',
    count: feesBlocked.count,
    oldestSince: feesBlocked.oldest?.toISOString() ?? null,
    detail: feesBlocked.latest ? feeInvoiceBlockMessages[feesBlocked.latest] : null,
  });
  return { items, asOf: now.toISOString() };
}
