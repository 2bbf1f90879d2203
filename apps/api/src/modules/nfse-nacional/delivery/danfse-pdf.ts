import { formatCnpj, formatCpf } from '@contabil/contracts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatBrl } from '../../nfs/nfs-notifications.js';
import type { DanfseData, DanfseParty } from './danfse-data.js';

// The DANFSe (Documento Auxiliar da NFS-e): the note's human-readable PDF, drawn with pdf-lib
// from the NFS-e XML (danfse-data.ts), A4, the access key in full and a QR code to the
// national public consultation. Standard Helvetica (WinAnsi: every Portuguese letter).

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const DARK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.6, 0.6, 0.6);
const GREEN = rgb(0.06, 0.32, 0.2);

/** WinAnsi has Latin-1 and a few typographic signs; anything else becomes "?" rather than failing the PDF. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsiText(value: string): string {
  return Array.from(value.normalize('NFC').replace(/[\r\n\t]+/g, ' '))
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)) return char;
      return '?';
    })
    .join('');
}

/** 11222333000181 -> 11.222.333/0001-81; 11 digits as a CPF. */
export function formatDocument(document: string | null): string {
  if (!document) return '-';
  if (document.length === 14) return `CNPJ ${formatCnpj(document)}`;
  if (document.length === 11) return `CPF ${formatCpf(document)}`;
  return document;
}

/** 2026-11-26T12:04:05-03:00 -> 26/11/2026 12:04:05 (the time as written: Brasília's). */
export function brazilianDateTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}:\d{2}))?/.exec(value);
  if (!match) return value || '-';
  return `${match[3]}/${match[2]}/${match[1]}${match[4] ? ` ${match[4]}` : ''}`;
}

/** R$ 1.500,00 from cents. */
export const brlOfCents = (value: number | null) => (value === null ? '-' : formatBrl(value / 100));

/** 2 -> "2,00%" */
const percent = (value: number | null) =>
  value === null ? '-' : `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** The access key in groups of 4 digits, as printed notes show it (the unbroken key is printed too). */
export const groupedAccessKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of winAnsiText(text).split(/\s*\n\s*/)) {
    let line = '';
    // Regular spaces only: the non-breaking one in "R$ 1.500,00" stays.
    for (const word of paragraph.split(/[ ]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line is cut.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines.length ? lines : [''];
}

class Writer {
  y = A4.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(value: string, x: number, y: number, options: { size?: number; bold?: boolean; color?: typeof DARK } = {}) {
    this.page.drawText(winAnsiText(value), {
      x,
      y,
      size: options.size ?? 9,
      font: options.bold ? this.bold : this.regular,
      color: options.color ?? DARK,
    });
  }

  /** A section title with a rule under it. */
  section(title: string) {
    this.y -= 16;
    this.text(title.toUpperCase(), MARGIN, this.y, { size: 9, bold: true, color: GREEN });
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
    this.y -= 12;
  }

  /** Label above value, in columns of the given widths (fractions of the content width). */
  fields(columns: { label: string; value: string; width: number }[]) {
    let x = MARGIN;
    let lowest = this.y;
    for (const column of columns) {
      const width = column.width * CONTENT_WIDTH - 8;
      this.text(column.label, x, this.y, { size: 7, color: MUTED });
      let y = this.y - 11;
      for (const line of wrap(column.value || '-', this.regular, 9, width)) {
        this.text(line, x, y);
        y -= 11;
      }
      lowest = Math.min(lowest, y);
      x += column.width * CONTENT_WIDTH;
    }
    this.y = lowest - 4;
  }

  paragraph(value: string, size = 9) {
    for (const line of wrap(value, this.regular, size, CONTENT_WIDTH)) {
      this.text(line, MARGIN, this.y, { size });
      this.y -= size + 3;
    }
  }
}

function drawQrCode(page: PDFPage, url: string, x: number, top: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + column * cell,
        y: top - (row + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
}

function partyFields(writer: Writer, party: DanfseParty) {
  writer.fields([
    { label: 'Nome / Razão social', value: party.name ?? '-', width: 0.55 },
    { label: 'CNPJ / CPF', value: formatDocument(party.document), width: 0.27 },
    { label: 'Inscrição municipal', value: party.municipalRegistration ?? '-', width: 0.18 },
  ]);
  writer.fields([
    { label: 'Endereço', value: party.address ?? '-', width: 0.65 },
    { label: 'E-mail', value: party.email ?? '-', width: 0.35 },
  ]);
}

/** The DANFSe of a note: a one-page A4 PDF. */
export async function renderDanfse(data: DanfseData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`NFS-e ${data.number} - DANFSe`);
  pdf.setSubject(`Chave de acesso ${data.accessKey}`);
  pdf.setKeywords(['NFS-e', 'DANFSe', data.accessKey]);
  pdf.setCreator('Contábil Online');
  pdf.setProducer('Contábil Online (pdf-lib)');
  pdf.setLanguage('pt-BR');
  const page = pdf.addPage([A4.width, A4.height]);
  const writer = new Writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );

  // Header: title, number and dates on the left, the QR code on the right.
  const qrSize = 96;
  const top = writer.y;
  drawQrCode(page, data.consultationUrl, MARGIN + CONTENT_WIDTH - qrSize, top, qrSize);
  writer.text('DANFSe - Documento Auxiliar da NFS-e', MARGIN, top - 14, { size: 15, bold: true, color: GREEN });
  writer.text('Nota Fiscal de Serviço eletrônica - padrão nacional', MARGIN, top - 30, { size: 9, color: MUTED });
  if (data.environment === 'restricted') {
    writer.text('EMITIDA EM PRODUÇÃO RESTRITA - SEM VALOR FISCAL', MARGIN, top - 44, {
      size: 9,
      bold: true,
      color: rgb(0.7, 0.1, 0.1),
    });
  }
  writer.y = top - 62;
  const headerWidth = (CONTENT_WIDTH - qrSize - 12) / CONTENT_WIDTH;
  writer.fields([
    { label: 'Número da NFS-e', value: data.number, width: headerWidth * 0.3 },
    { label: 'Competência', value: brazilianDateTime(data.competenceDate), width: headerWidth * 0.3 },
    { label: 'DPS (série / número)', value: `${data.dpsSeries} / ${data.dpsNumber}`, width: headerWidth * 0.4 },
  ]);
  writer.fields([
    { label: 'Emissão da DPS', value: brazilianDateTime(data.issuedAt), width: headerWidth * 0.5 },
    { label: 'Processamento da NFS-e', value: brazilianDateTime(data.processedAt), width: headerWidth * 0.5 },
  ]);
  writer.y = Math.min(writer.y, top - qrSize - 6);

  writer.section('Chave de acesso');
  writer.text(data.accessKey, MARGIN, writer.y, { size: 10, bold: true });
  writer.y -= 12;
  writer.text(groupedAccessKey(data.accessKey), MARGIN, writer.y, { size: 8, color: MUTED });
  writer.y -= 4;

  writer.section('Emitente (prestador do serviço)');
  partyFields(writer, data.issuer);

  writer.section('Tomador do serviço');
  partyFields(writer, data.taker);

  writer.section('Serviço prestado');
  writer.fields([
    {
      label: 'Código de tributação nacional',
      value: `${data.serviceCode}${data.serviceCodeDescription ? ` - ${data.serviceCodeDescription}` : ''}`,
      width: 0.6,
    },
    { label: 'NBS', value: data.nbs ?? '-', width: 0.15 },
    { label: 'Local da prestação', value: data.servicePlace ?? '-', width: 0.25 },
  ]);
  writer.text('Descrição do serviço', MARGIN, writer.y, { size: 7, color: MUTED });
  writer.y -= 11;
  writer.paragraph(data.serviceDescription || '-');

  writer.section('Valores');
  writer.fields([
    { label: 'Valor do serviço', value: brlOfCents(data.serviceCents), width: 0.25 },
    { label: 'Base de cálculo do ISSQN', value: brlOfCents(data.baseCents), width: 0.25 },
    { label: 'Alíquota do ISSQN', value: percent(data.issRatePercent), width: 0.25 },
    { label: 'ISSQN', value: brlOfCents(data.issCents), width: 0.25 },
  ]);
  writer.fields([
    { label: 'ISSQN retido pelo tomador', value: data.issWithheld ? 'Sim' : 'Não', width: 0.25 },
    { label: 'Total retido', value: brlOfCents(data.withheldCents), width: 0.25 },
    { label: 'Valor líquido da NFS-e', value: brlOfCents(data.netCents), width: 0.5 },
  ]);

  writer.section('Consulta pública');
  writer.paragraph(
    'A autenticidade desta NFS-e pode ser conferida no Portal Nacional da NFS-e, pela chave de acesso ou pelo QR code:',
    8,
  );
  writer.paragraph(data.consultationUrl, 8);
  writer.y -= 6;
  writer.paragraph(
    'Documento auxiliar gerado a partir do XML da NFS-e. O XML assinado é o documento fiscal válido.',
    7,
  );

  return Buffer.from(await pdf.save());
}
