import type { Database } from '../../../db/client.js';
import type { JobSender } from '../../mail/mailer.js';

export const PAYMENT_RECEIPT_JOB = 'billing.receipt';

/** Queued by a paid charge, in the transaction that settles it. */
export interface PaymentReceiptData {
  companyId: string;
  paymentId: string;
  /** The period the charge pays (ISO dates). */
  periodStart: string;
  periodEnd: string;
}

/** Queues the receipt of a paid charge inside `tx`: it exists exactly when the payment commits. */
export async function queuePaymentReceipt(tx: Database, jobs: JobSender, data: PaymentReceiptData): Promise<void> {
  await jobs.send(tx, PAYMENT_RECEIPT_JOB, data);
}
