import { receiptTitle } from '@contabil/contracts';
import type { FirmDetails } from '../../../config/env.js';
import type { Database } from '../../../db/client.js';
import type { JobDefinition } from '../../../jobs/job-queue.js';
import type { JobLogger } from '../../../jobs/job-logger.js';
import { paidChargeJob } from '../paid-charge-job.js';
import { safeFileName } from '../../../lib/file-names.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { insertCompanyFile } from '../../company-files/company-files.repository.js';
import { insertDocument } from '../../documents/documents.repository.js';
import { companyKey, type ObjectStorage } from '../../storage/index.js';
import { discardObject } from '../../storage/storage.service.js';
import { findPaymentWithPlanAndCompany, setPaymentWhileEmpty } from '../billing.repository.js';
import { receiptPeriod, renderReceipt, type ReceiptData } from './payment-receipt-pdf.js';
import { PAYMENT_RECEIPT_JOB, type PaymentReceiptData } from './payment-receipt.queue.js';

export interface PaymentReceiptDeps {
  db: Database;
  storage: ObjectStorage;
  firm: FirmDetails;
  now?: () => Date;
}

export type ReceiptOutcome = 'made' | 'already-made' | 'not-paid' | 'missing';

const PDF = 'application/pdf';

/**
 * The receipt of a paid charge (issue 24, item 4): a PDF with the firm's legal details,
 * the amount, the period, the method and the paid date, in the company's files and
 * documents (type payment_receipt).
 *
 * Once per payment, keyed by payments.receipt_file_id (the NFS-e delivery's pattern): the
 * PDF is written to storage first, then one transaction (the payment locked) registers the
 * file and the document only where the payment has no receipt yet; a run that finds one
 * discards what it wrote. A retried job never makes a second receipt.
 */
export async function makePaymentReceipt(deps: PaymentReceiptDeps, data: PaymentReceiptData): Promise<ReceiptOutcome> {
  const { db, storage, now = () => new Date() } = deps;
  const found = await findPaymentWithPlanAndCompany(db, data.companyId, data.paymentId);
  if (!found) return 'missing';
  if (found.payment.receiptFileId) return 'already-made';
  const { payment } = found;
  if (payment.status !== 'paid' || !payment.paidAt) return 'not-paid';

  const period = { start: new Date(data.periodStart), end: new Date(data.periodEnd) };
  const receipt: ReceiptData = {
    firm: deps.firm,
    paymentId: payment.id,
    customer: { name: found.company.name, cnpj: found.company.cnpj },
    planName: found.planName,
    description: payment.description,
    amountCents: payment.amountCents,
    method: payment.method,
    period,
    paidAt: payment.paidAt,
    testEnvironment: payment.provider === 'sandbox',
  };
  const content = await renderReceipt(receipt);
  const month = data.periodStart.slice(0, 7);
  const fileName = safeFileName(`Recibo ${found.planName} ${month}.pdf`, PDF);
  const key = companyKey(payment.companyId, fileName);
  await storage.put(key, content, PDF);
  try {
    const outcome = await db.transaction(async (tx): Promise<ReceiptOutcome> => {
      const row = await findPaymentWithPlanAndCompany(tx, data.companyId, data.paymentId, { forUpdate: true });
      if (!row) return 'missing';
      if (row.payment.receiptFileId) return 'already-made';
      const file = await insertCompanyFile(tx, row.payment.companyId, {
        fileName,
        contentType: PDF,
        size: content.length,
        objectKey: key,
        uploadedBy: null,
      });
      const receiptSet = await setPaymentWhileEmpty(tx, row.payment.companyId, row.payment.id, 'receiptFileId', {
        receiptFileId: file.id,
      });
      if (!receiptSet) return 'already-made';
      const document = await insertDocument(tx, row.payment.companyId, {
        fileId: file.id,
        type: 'payment_receipt',
        title: receiptTitle(row.planName, receiptPeriod(period)),
        status: 'available',
        competence: month,
        amountCents: row.payment.amountCents,
        paidAt: payment.paidAt,
        uploadedBy: null,
        fromAccountantAt: now(),
      });
      await recordAudit(tx, row.payment.companyId, {
        actorUserId: null,
        action: 'payment.receipt_made',
        entityType: 'payment',
        entityId: row.payment.id,
        details: { fileId: file.id, documentId: document.id },
      });
      return 'made';
    });
    if (outcome !== 'made') await discardObject({ db, storage }, key);
    return outcome;
  } catch (err) {
    await discardObject({ db, storage }, key);
    throw err;
  }
}

/** The job: on demand (queued by a paid charge), retried with backoff. */
export function paymentReceiptJob(deps: PaymentReceiptDeps & { log: JobLogger }): JobDefinition<PaymentReceiptData> {
  return paidChargeJob(
    { name: PAYMENT_RECEIPT_JOB, logMessage: 'payment receipt', log: deps.log },
    (data: PaymentReceiptData) => makePaymentReceipt(deps, data),
  );
}
