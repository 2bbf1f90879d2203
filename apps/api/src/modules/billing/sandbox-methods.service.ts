import {
  formatCnpj,
  messages,
  paymentMethodMessages,
  type PaymentMethod,
  type SandboxCheckoutSession,
} from '@contabil/contracts';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { FirmDetails } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { addDays, brasiliaDay, isoDay } from '../../lib/brasilia-calendar.js';
import { formatBrl } from '../nfs/nfs-notifications.js';
import { winAnsiText } from '../nfse-nacional/delivery/danfse-pdf.js';
import { findPaymentOfAnyCompany, findPaymentWithNamesOfAnyCompany } from './billing.repository.js';
import { setPaymentMethod, type PaymentMethodChange } from './payment-methods.repository.js';
import { TEST_ENVIRONMENT_MARK } from './receipts/payment-receipt-pdf.js';
import { sandboxBoleto, sandboxPixCode } from './sandbox-charges.js';
import { getSandboxSession } from './sandbox.service.js';

/** How long a sandbox Pix code can be paid. */
export const SANDBOX_PIX_MINUTES = 30;
/** A sandbox boleto is due this many days after it is made (at 23:59 in Brasília). */
export const SANDBOX_BOLETO_DAYS = 3;

export const sandboxBoletoPdfUrl = (apiPublicUrl: string, paymentId: string) =>
  `${apiPublicUrl.replace(/\/$/, '')}/payments/sandbox/sessions/${paymentId}/boleto.pdf`;

/**
 * The person chose how to pay on the sandbox checkout: a card (pay or fail there), a Pix
 * code (QR and copia-e-cola, expiring in 30 minutes) or a boleto (line and PDF, due in three
 * days). Another choice while the payment is open replaces the previous one.
 */
export async function chooseSandboxMethod(
  deps: { db: Database; webOrigin: string; apiPublicUrl: string; now?: () => Date },
  paymentId: string,
  method: PaymentMethod,
): Promise<SandboxCheckoutSession> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  await db.transaction(async (tx) => {
    const payment = await findPaymentOfAnyCompany(tx, paymentId);
    if (!payment || payment.provider !== 'sandbox') throw notFound(messages.notFound);
    if (payment.status !== 'pending') throw conflict(messages.paymentSessionClosed);
    let change: PaymentMethodChange = { method, dueAt: null };
    if (method === 'pix') {
      change = {
        method,
        dueAt: new Date(now.getTime() + SANDBOX_PIX_MINUTES * 60_000),
        pixCode: sandboxPixCode(payment.amountCents, payment.id),
      };
    } else if (method === 'boleto') {
      const dueDate = isoDay(addDays(brasiliaDay(now), SANDBOX_BOLETO_DAYS));
      change = {
        method,
        dueAt: new Date(`${dueDate}T23:59:59-03:00`),
        boletoLine: sandboxBoleto(payment.amountCents, dueDate, payment.id).line,
        boletoPdfUrl: sandboxBoletoPdfUrl(deps.apiPublicUrl, payment.id),
      };
    }
    if (!(await setPaymentMethod(tx, payment.companyId, payment.id, change))) {
      throw conflict(messages.paymentSessionClosed);
    }
  });
  return getSandboxSession(db, deps.webOrigin, paymentId);
}

/** The sandbox boleto's PDF: the line, the amount and the due date, marked as the test environment. */
export async function sandboxBoletoPdf(db: Database, firm: FirmDetails, paymentId: string): Promise<Buffer> {
  const row = await findPaymentWithNamesOfAnyCompany(db, paymentId);
  if (!row || row.payment.provider !== 'sandbox') throw notFound(messages.notFound);
  const { payment } = row;
  if (payment.method !== 'boleto' || !payment.boletoLine || !payment.dueAt) {
    throw conflict(paymentMethodMessages.notBoleto);
  }
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto – ${TEST_ENVIRONMENT_MARK}`);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const red = rgb(0.75, 0.1, 0.1);
  let y = 790;
  const line = (label: string, value: string) => {
    page.drawText(winAnsiText(label), { x: 48, y, size: 8, font: regular, color: rgb(0.35, 0.35, 0.35) });
    page.drawText(winAnsiText(value), { x: 48, y: y - 14, size: 11, font: regular });
    y -= 36;
  };
  page.drawText(winAnsiText(TEST_ENVIRONMENT_MARK), { x: 48, y, size: 16, font: bold, color: red });
  y -= 22;
  page.drawText(winAnsiText('Este boleto é uma simulação e não pode ser pago em nenhum banco.'), {
    x: 48,
    y,
    size: 10,
    font: regular,
    color: red,
  });
  y -= 40;
  line('Beneficiário', `${firm.legalName}${firm.cnpj ? ` – CNPJ ${formatCnpj(firm.cnpj.replace(/\D/g, ''))}` : ''}`);
  line('Pagador', row.companyName);
  line('Referente a', payment.description);
  line('Valor do documento', formatBrl(payment.amountCents / 100));
  line('Vencimento', payment.dueAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
  line('Linha digitável', payment.boletoLine);
  page.drawText(winAnsiText(TEST_ENVIRONMENT_MARK), {
    x: 70,
    y: 260,
    size: 32,
    font: bold,
    color: red,
    opacity: 0.2,
    rotate: degrees(30),
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
