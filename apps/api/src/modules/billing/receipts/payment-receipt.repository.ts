import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { payments, plans, subscriptions } from '../../../db/schema/billing.js';
import { companies } from '../../../db/schema/companies.js';

/** What a receipt needs of a payment: the payment, its plan and its company. */
export async function findPaymentForReceipt(
  db: Database,
  companyId: string,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      payment: payments,
      planName: plans.name,
      companyName: companies.name,
      companyCnpj: companies.cnpj,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: payments }) : await query;
  return row;
}

/** The receipt becomes the payment's, only where it has none yet: false when another run made it first. */
export async function setReceiptFile(
  db: Database,
  companyId: string,
  paymentId: string,
  fileId: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ receiptFileId: fileId })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), isNull(payments.receiptFileId)))
    .returning({ id: payments.id });
  return rows.length === 1;
}
