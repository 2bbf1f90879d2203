import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FeeInvoiceBlock } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { payments, plans, subscriptions } from '../../../db/schema/billing.js';
import { companies, companyFiles } from '../../../db/schema/companies.js';
import { nfsRequests } from '../../../db/schema/nfs.js';

/** What the firm's note for a fee needs of the payment: the payment, its plan and the paying company. */
export async function findPaymentForFeeInvoice(
  db: Database,
  companyId: string,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ payment: payments, planName: plans.name, company: companies })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: payments }) : await query;
  return row;
}

/** The firm's request becomes the payment's, only where it has none: false when another run made it first. */
export async function setFeeNfsRequest(
  db: Database,
  companyId: string,
  paymentId: string,
  requestId: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ feeNfsRequestId: requestId, feeNfsBlockedCode: null, feeNfsBlockedAt: null })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), isNull(payments.feeNfsRequestId)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Why no note was attempted: kept once (the first time; a run again with the same reason changes nothing). */
export async function setFeeNfsBlocked(
  db: Database,
  companyId: string,
  paymentId: string,
  code: FeeInvoiceBlock,
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ feeNfsBlockedCode: code, feeNfsBlockedAt: at })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), isNull(payments.feeNfsRequestId)));
}

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

/** The note's copies in the paying company's files, only where none is set: false when another run did it. */
export async function setFeeInvoiceFiles(
  db: Database,
  companyId: string,
  paymentId: string,
  files: { pdfFileId: string; xmlFileId: string },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ feeInvoicePdfFileId: files.pdfFileId, feeInvoiceXmlFileId: files.xmlFileId })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), isNull(payments.feeInvoicePdfFileId)))
    .returning({ id: payments.id });
  return rows.length === 1;
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
