import { toReais, type Payment } from '@contabil/contracts';
import type { PaymentRow } from './billing.repository.js';
import { qrCodeDataUrl } from './sandbox-charges.js';

type MethodDetails = Pick<Payment, 'amount' | 'method' | 'dueAt' | 'pix' | 'boleto'>;

/** 2026-11-30T02:59:59.999Z -> "2026-11-29" (the boleto's due date is a day in Brasília). */
const brasiliaDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * How a payment is paid, as Payment and the sandbox session show it: the amount in reais,
 * the method, until when, and for Pix its code and QR code, for a boleto its line and PDF.
 * A paid payment keeps the method and drops the ways to pay.
 */
export function paymentMethodDetails(row: PaymentRow): MethodDetails {
  const open = row.status === 'pending';
  const dueAt = row.dueAt?.toISOString() ?? null;
  return {
    amount: toReais(row.amountCents),
    method: row.method,
    dueAt,
    pix:
      open && row.method === 'pix' && row.pixCode && row.dueAt
        ? { code: row.pixCode, qrCodeDataUrl: qrCodeDataUrl(row.pixCode), expiresAt: row.dueAt.toISOString() }
        : null,
    boleto:
      open && row.method === 'boleto' && row.boletoLine && row.boletoPdfUrl && row.dueAt
        ? { line: row.boletoLine, dueDate: brasiliaDay(row.dueAt), pdfUrl: row.boletoPdfUrl }
        : null,
  };
}
