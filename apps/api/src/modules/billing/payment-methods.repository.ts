import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentMethod } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema/billing.js';
import type { PaymentRow } from './billing.repository.js';

/** How a payment is paid: the method and, for Pix and boleto, what the customer pays with. */
export interface PaymentMethodChange {
  method: PaymentMethod;
  dueAt?: Date | null;
  pixCode?: string | null;
  boletoLine?: string | null;
  boletoPdfUrl?: string | null;
}

/**
 * Records how a payment is paid, while it is still open (pending, or failed and retried by
 * the provider); a paid or expired payment keeps what it had (an event arriving late changes
 * nothing). Fields left undefined are kept; the method's own fields of another method are
 * cleared when the method changes.
 */
export async function setPaymentMethod(
  db: Database,
  companyId: string,
  paymentId: string,
  change: PaymentMethodChange,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      method: change.method,
      ...(change.dueAt !== undefined ? { dueAt: change.dueAt } : {}),
      pixCode: change.method === 'pix' ? change.pixCode : null,
      boletoLine: change.method === 'boleto' ? change.boletoLine : null,
      boletoPdfUrl: change.method === 'boleto' ? change.boletoPdfUrl : null,
    })
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.id, paymentId),
        inArray(payments.status, ['pending', 'failed']),
      ),
    )
    .returning();
  return row;
}

/** The date until which an open payment can be paid (a renewal invoice's due date). */
export async function setPaymentDueAt(db: Database, companyId: string, paymentId: string, dueAt: Date): Promise<void> {
  await db
    .update(payments)
    .set({ dueAt })
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.id, paymentId),
        inArray(payments.status, ['pending', 'failed']),
      ),
    );
}
