import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Database } from '../client.js';
import type { ObjectStorage } from '../../modules/storage/object-storage.js';
import { companyKey } from '../../modules/storage/storage-keys.js';
import { insertDocument, insertStoredFile } from '../../modules/documents/documents.repository.js';
import { insertNfsRequest, updateNfsRequestStatus } from '../../modules/nfs/nfs-requests.repository.js';
import { importStatements, type TransactionInput } from '../../modules/bank-statements/statement-import.js';
import { addMonths, brasiliaDay, monthKey, type CalendarMonth } from '../../lib/brasilia-calendar.js';

/**
 * The demo company's last month, so that a first look at the app is not empty (issue 27):
 * a bank statement, two service notes (one issued with its files, one waiting), the
 * articles of association and the month's DAS guide. Every file says it is a demonstration
 * without fiscal value. Files go to storage first; the rows go in the caller's transaction.
 */
export interface DemoMonthFacts {
  companyId: string;
  companyName: string;
  cnpj: string;
  ownerId: string;
  now: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (month: CalendarMonth, d: number) => `${month.year}-${pad(month.month)}-${pad(d)}`;

/** Sales, suppliers, utilities and fees of a small bakery's month (reais, signed). */
function bankMonth(month: CalendarMonth): TransactionInput[] {
  const rows: [number, number, string][] = [
    [2, 1850.4, 'PIX RECEBIDO VENDAS BALCAO'],
    [3, -1240.0, 'PIX ENVIADO MOINHO SAO JORGE FARINHAS'],
    [5, 2310.75, 'CIELO RECEBIVEIS CARTAO'],
    [5, -59.9, 'TARIFA PACOTE SERVICOS'],
    [7, -3200.0, 'ALUGUEL LOJA AV PAULISTA'],
    [9, 1980.1, 'PIX RECEBIDO VENDAS BALCAO'],
    [10, -865.3, 'BOLETO LATICINIOS SERRA AZUL'],
    [12, 2104.6, 'CIELO RECEBIVEIS CARTAO'],
    [14, -412.37, 'DAS SIMPLES NACIONAL'],
    [15, -1412.0, 'PIX ENVIADO PRO LABORE MARIA'],
    [16, 2450.0, 'PIX RECEBIDO FESTA ANIVERSARIO BUFE'],
    [18, -689.45, 'ENEL ENERGIA ELETRICA'],
    [19, 1765.25, 'PIX RECEBIDO VENDAS BALCAO'],
    [21, -198.75, 'PIX ENVIADO POSTO VILA NOVA'],
    [23, 2288.9, 'CIELO RECEBIVEIS CARTAO'],
    [25, -930.0, 'PIX ENVIADO MOINHO SAO JORGE FARINHAS'],
    [27, -154.2, 'SABESP AGUA E ESGOTO'],
    [28, 1890.0, 'PIX RECEBIDO VENDAS BALCAO'],
  ];
  return rows.map(([d, amount, memo], index) => ({
    fitId: `DEMO-${monthKey(month)}-${index + 1}`,
    postedOn: day(month, d),
    amountCents: Math.round(amount * 100),
    bankType: amount < 0 ? 'DEBIT' : 'CREDIT',
    name: null,
    memo,
    checkNumber: null,
  }));
}

/** A one-page PDF that says what it is and that it is a demonstration. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage('pt-BR');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('DEMONSTRAÇÃO — documento sem valor fiscal ou legal', {
    x: 50,
    y: 800,
    size: 11,
    font: bold,
    color: rgb(0.7, 0.1, 0.1),
  });
  page.drawText(title, { x: 50, y: 760, size: 16, font: bold });
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 725 - i * 20, size: 12, font: regular }));
  return Buffer.from(await pdf.save());
}

async function storeFile(
  storage: ObjectStorage,
  companyId: string,
  file: { name: string; type: string; body: Buffer },
): Promise<{ objectKey: string; fileName: string; contentType: string; size: number }> {
  const objectKey = companyKey(companyId, file.name);
  await storage.put(objectKey, file.body, file.type);
  return { objectKey, fileName: file.name, contentType: file.type, size: file.body.length };
}

const brl = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** Writes the month. Files are put before the caller's transaction commits; a failed seed leaves only orphan demo files. */
export async function seedDemoMonth(tx: Database, storage: ObjectStorage, facts: DemoMonthFacts): Promise<void> {
  const today = brasiliaDay(facts.now);
  const month = addMonths({ year: today.year, month: today.month }, -1);
  const competence = monthKey(month);
  const next = addMonths(month, 1);
  const { companyId, ownerId } = facts;

  // The bank statement of the month.
  await importStatements(
    tx,
    companyId,
    [
      {
        kind: 'bank',
        bankId: '001',
        branchId: '1234',
        accountNumber: '56789-0',
        currency: 'BRL',
        organization: 'Banco do Brasil',
        ledgerBalance: { amountCents: 2_354_871, date: day(month, 28) },
        transactions: bankMonth(month),
        ignoredBalanceRows: 0,
      },
    ],
    { source: 'ofx', importId: null, now: facts.now },
  );

  // Two service notes (catering): last month's, issued with its files; this month's, waiting for us.
  const taker = { name: 'Eventos Bela Vista Ltda', cnpj: '11444777000161', email: 'financeiro@belavista.example' };
  const noteLines = [
    `Prestador: ${facts.companyName} — CNPJ ${facts.cnpj}`,
    `Tomador: ${taker.name} — CNPJ ${taker.cnpj}`,
    `Serviço 17.11.01: bufê de doces e salgados (80 pessoas)`,
    `Competência: ${brDate(day(month, 16))} · Valor: ${brl(245_000)}`,
    'Número: 2026000000123 (demonstração)',
  ];
  const pdf = await storeFile(storage, companyId, {
    name: 'nfse-demonstracao.pdf',
    type: 'application/pdf',
    body: await demoPdf('NFS-e (demonstração)', noteLines),
  });
  const xml = await storeFile(storage, companyId, {
    name: 'nfse-demonstracao.xml',
    type: 'application/xml',
    body: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Demonstração: não é uma NFS-e, não tem valor fiscal -->\n<demonstracao>${noteLines
        .map((line) => `<linha>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</linha>`)
        .join('')}</demonstracao>\n`,
      'utf8',
    ),
  });
  const pdfRow = await insertStoredFile(tx, companyId, { ...pdf, uploadedBy: null });
  const xmlRow = await insertStoredFile(tx, companyId, { ...xml, uploadedBy: null });
  const issued = await insertNfsRequest(tx, companyId, {
    emissionType: 'cnpj',
    takerCnpj: taker.cnpj,
    takerName: taker.name,
    takerEmail: taker.email,
    totalValueCents: 245_000,
    serviceCode: '171101',
    serviceDescription: 'Bufê de doces e salgados para festa de aniversário (80 pessoas)',
    competenceDate: day(month, 16),
    requestedBy: ownerId,
    invoiceNumber: '2026000000123',
    issueDate: day(month, 16),
    pdfFileId: pdfRow?.id ?? null,
    xmlFileId: xmlRow?.id ?? null,
  });
  await updateNfsRequestStatus(tx, companyId, issued.id, { from: 'requested', to: 'issued', requireFiles: true });
  await insertNfsRequest(tx, companyId, {
    emissionType: 'cnpj',
    takerCnpj: taker.cnpj,
    takerName: taker.name,
    takerEmail: taker.email,
    totalValueCents: 180_000,
    serviceCode: '171101',
    serviceDescription: 'Bufê de doces para casamento (60 pessoas)',
    competenceDate: day(next, Math.min(today.day, 28)),
    requestedBy: ownerId,
  });

  // The articles of association, approved; and the month's DAS, to pay by the 20th.
  const articles = await storeFile(storage, companyId, {
    name: 'contrato-social-demonstracao.pdf',
    type: 'application/pdf',
    body: await demoPdf('Contrato social (demonstração)', [
      facts.companyName,
      `CNPJ ${facts.cnpj}`,
      'Sócia administradora: Maria Demo (100%)',
    ]),
  });
  const articlesRow = await insertStoredFile(tx, companyId, { ...articles, uploadedBy: ownerId });
  if (articlesRow) {
    await insertDocument(tx, companyId, {
      fileId: articlesRow.id,
      type: 'articles_of_association',
      title: 'Contrato social',
      status: 'approved',
      uploadedBy: ownerId,
    });
  }
  // Anexo I, first band (4%) of the month's sales on the statement and the note.
  const revenueCents = bankMonth(month)
    .filter((row) => row.amountCents > 0)
    .reduce((sum, row) => sum + row.amountCents, 0);
  const dasCents = Math.round(revenueCents * 0.04);
  const dueDate = day(next, 20);
  const guide = await storeFile(storage, companyId, {
    name: `das-${competence}-demonstracao.pdf`,
    type: 'application/pdf',
    body: await demoPdf(`DAS ${pad(month.month)}/${month.year} (demonstração)`, [
      facts.companyName,
      `Vencimento: ${brDate(dueDate)} · Valor: ${brl(dasCents)}`,
      'Não pague: guia de demonstração, sem código de barras.',
    ]),
  });
  const guideRow = await insertStoredFile(tx, companyId, { ...guide, uploadedBy: null });
  if (guideRow) {
    await insertDocument(tx, companyId, {
      fileId: guideRow.id,
      type: 'das',
      title: `DAS ${pad(month.month)}/${month.year}`,
      status: 'pending',
      competence,
      dueDate,
      amountCents: dasCents,
      fromAccountantAt: facts.now,
    });
  }
}
