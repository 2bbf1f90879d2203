import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatCnpj } from '@contabil/contracts';
import { brazilianCompetence, brazilianDate } from '../documents/documents-notifications.js';
import { formatBrl } from '../nfs/nfs-notifications.js';

export interface DasGuideFacts {
  companyName: string;
  cnpj: string | null;
  /** `YYYY-MM`. */
  period: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** Reais. */
  amount: number;
  /** The DAS's linha digitável, 48 digits. */
  barcode: string;
}

/** 48 digits in the four blocks of 11 + check digit that a DAS prints. */
export function formatDasBarcode(digits: string): string {
  return (digits.match(/.{1,12}/g) ?? []).map((block) => `${block.slice(0, 11)}-${block.slice(11)}`).join(' ');
}

/**
 * The DAS guide the product writes from a confirmed month (the accountant typed the linha
 * digitável from the PGDAS-D): one A4 page with the company, the period, the due date, the
 * value and the code to pay. Standard Helvetica (WinAnsi covers Portuguese).
 */
export async function dasGuidePdf(facts: DasGuideFacts): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`DAS ${brazilianCompetence(facts.period)}`);
  pdf.setLanguage('pt-BR');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular; gap?: number } = {}) => {
    page.drawText(text, { x: 50, y, size: options.size ?? 12, font: options.font ?? regular, color: rgb(0, 0, 0) });
    y -= options.gap ?? 22;
  };
  line('Documento de Arrecadação do Simples Nacional (DAS)', { size: 16, font: bold, gap: 28 });
  line('Preparado pela contabilidade com os valores da apuração confirmada.', { size: 10, gap: 30 });
  line(`Empresa: ${facts.companyName}`);
  if (facts.cnpj) line(`CNPJ: ${formatCnpj(facts.cnpj)}`);
  line(`Período de apuração: ${brazilianCompetence(facts.period)}`);
  line(`Vencimento: ${brazilianDate(facts.dueDate)}`);
  line(`Valor total: ${formatBrl(facts.amount)}`, { font: bold, gap: 34 });
  line('Linha digitável', { font: bold });
  line(formatDasBarcode(facts.barcode), { size: 13, gap: 34 });
  line('Pague pelo aplicativo do seu banco com a linha digitável acima, até o vencimento.', { size: 10 });
  return Buffer.from(await pdf.save());
}
