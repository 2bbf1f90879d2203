import { formatCnpj, paymentMethodLabels, type PaymentMethod } from '@contabil/contracts';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { FirmDetails } from '../../../config/env.js';
import { formatBrl } from '../../nfs/nfs-notifications.js';
import { winAnsiText } from '../../nfse-nacional/delivery/danfse-pdf.js';

/** What a receipt of our fee says. */
export interface ReceiptData {
  firm: FirmDetails;
  /** The receipt's number: the payment id. */
  paymentId: string;
  customer: { name: string; cnpj: string | null };
  planName: string;
  description: string;
  amountCents: number;
  method: PaymentMethod | null;
  /** The period the fee pays: its first and last day. */
  period: { start: Date; end: Date };
  paidAt: Date;
  /** Marks a receipt of the sandbox provider: it is not proof of any payment. */
  testEnvironment: boolean;
}

const brasiliaDate = (date: Date) => date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const brasiliaDateTime = (date: Date) =>
  date.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** "01/11/2026 a 30/11/2026". */
export const receiptPeriod = (period: ReceiptData['period']) =>
  `${brasiliaDate(period.start)} a ${brasiliaDate(period.end)}`;

/** The receipt's lines, top to bottom (also what the tests read). */
export function receiptLines(data: ReceiptData): { label: string; value: string }[] {
  return [
    { label: 'Recebemos de', value: data.customer.name },
    ...(data.customer.cnpj ? [{ label: 'CNPJ', value: formatCnpj(data.customer.cnpj) }] : []),
    { label: 'A quantia de', value: formatBrl(data.amountCents / 100) },
    { label: 'Referente a', value: `${data.description} (plano ${data.planName})` },
    { label: 'Período', value: receiptPeriod(data.period) },
    { label: 'Forma de pagamento', value: data.method ? paymentMethodLabels[data.method] : 'Não informada' },
    { label: 'Pago em', value: brasiliaDateTime(data.paidAt) },
    { label: 'Recibo nº', value: data.paymentId },
  ];
}

/** The firm's identification under its name. */
export function firmLines(firm: FirmDetails): string[] {
  return [firm.cnpj ? `CNPJ ${formatCnpj(firm.cnpj.replace(/\D/g, ''))}` : null, firm.crc, firm.address].filter(
    (line): line is string => !!line,
  );
}

export const TEST_ENVIRONMENT_MARK = 'AMBIENTE DE TESTES – SEM VALOR';

/** A one-page A4 receipt (pdf-lib, standard Helvetica). */
export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Recibo ${data.paymentId}`);
  pdf.setAuthor(data.firm.legalName);
  pdf.setCreationDate(data.paidAt);
  pdf.setModificationDate(data.paidAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const dark = rgb(0.1, 0.1, 0.1);
  const muted = rgb(0.35, 0.35, 0.35);
  const x = 48;
  let y = 790;
  const text = (value: string, size: number, options: { bold?: boolean; color?: typeof dark; at?: number } = {}) => {
    page.drawText(winAnsiText(value), {
      x: options.at ?? x,
      y,
      size,
      font: options.bold ? bold : regular,
      color: options.color ?? dark,
    });
  };

  text(data.firm.legalName, 14, { bold: true });
  for (const line of firmLines(data.firm)) {
    y -= 14;
    text(line, 9, { color: muted });
  }
  y -= 40;
  text('RECIBO', 22, { bold: true });
  if (data.testEnvironment) {
    y -= 22;
    text(TEST_ENVIRONMENT_MARK, 12, { bold: true, color: rgb(0.7, 0.1, 0.1) });
  }
  y -= 30;
  for (const line of receiptLines(data)) {
    text(line.label, 9, { color: muted });
    text(line.value, 11, { at: x + 140 });
    y -= 22;
  }
  y -= 20;
  page.drawLine({ start: { x, y }, end: { x: 547, y }, thickness: 0.6, color: rgb(0.6, 0.6, 0.6) });
  y -= 18;
  text(`${data.firm.legalName} declara ter recebido o valor acima pela prestação de serviços de contabilidade.`, 9);
  if (data.testEnvironment) {
    page.drawText(winAnsiText(TEST_ENVIRONMENT_MARK), {
      x: 90,
      y: 300,
      size: 30,
      font: bold,
      color: rgb(0.85, 0.2, 0.2),
      opacity: 0.25,
      rotate: degrees(30),
    });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
