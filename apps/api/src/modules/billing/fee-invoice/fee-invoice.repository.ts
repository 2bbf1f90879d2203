import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FeeInvoiceBlock } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { payments, plans, subscriptions } from '../../../db/schema/billing.js';
import { companyFiles } from '../../../db/schema/companies.js';
import { nfsRequests } from '../../../db/schema/nfs.js';

/** Paid fees of every company waiting because of the firm (oldest first): tried again once the firm can issue. */
export async function listFeesBlockedByFirmOfAnyCompany(
  db: Database,
  codes: readonly FeeInvoiceBlock[],
  limit: number,
): Promise<{ companyId: string; paymentId: string }[]> {
  return db
    .select({ companyId: payments.companyId, paymentId: payments.id })
    .from(payments)
    .where(and(isNull(payments.feeNfsRequestId), inArray(payments.feeNfsBlockedCode, [...codes])))
    .orderBy(asc(payments.feeNfsBlockedAt))
    .limit(limit);
}

/** The fee payment whose note is this request of the firm (a request id is unique across companies). */
export async function findFeePaymentOfRequestOfAnyCompany(db: Database, requestId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      companyId: payments.companyId,
      feeInvoicePdfFileId: payments.feeInvoicePdfFileId,
      planName: plans.name,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(payments.feeNfsRequestId, requestId))
    .limit(1);
  return row;
}

/**
 * The firm's notes of the company's payments: status and number of the firm's request, and the
 * PDF copied into THIS company's files. Scoped by the paying company: another company's
 * payment ids find nothing.
 */
export async function listFeeInvoicesOfPayments(db: Database, companyId: string, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: payments.id,
      status: nfsRequests.status,
      number: nfsRequests.invoiceNumber,
      pdfObjectKey: companyFiles.objectKey,
      pdfFileName: companyFiles.fileName,
    })
    .from(payments)
    .innerJoin(nfsRequests, eq(nfsRequests.id, payments.feeNfsRequestId))
    .leftJoin(
      companyFiles,
      and(eq(companyFiles.id, payments.feeInvoicePdfFileId), eq(companyFiles.companyId, payments.companyId)),
    )
    .where(and(eq(payments.companyId, companyId), inArray(payments.id, [...paymentIds])));
}
