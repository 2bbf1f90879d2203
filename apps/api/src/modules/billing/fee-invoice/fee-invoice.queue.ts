import type { Database } from '../../../db/client.js';
import type { JobSender } from '../../mail/mailer.js';

/** The firm's own NFS-e for a paid fee (decision 005, "The firm's note for the fee"). */
export const FEE_INVOICE_JOB = 'billing.fee-nfse';

export interface FeeInvoiceData {
  /** The paying company. */
  companyId: string;
  paymentId: string;
}

/** Queues the firm's note of a paid charge inside `tx`: it exists exactly when the payment commits. */
export async function queueFeeInvoice(tx: Database, jobs: JobSender, data: FeeInvoiceData): Promise<void> {
  await jobs.send(tx, FEE_INVOICE_JOB, data);
}
