import { bankStatementMessages, currencyMessages, HOME_CURRENCY, type BankExportType } from '@contabil/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import {
  findAccount,
  listTransactionsOfPeriod,
  type BankAccountRow,
  type BankTransactionView,
} from './bank-statements.repository.js';
import type { BankStatementsDeps } from './bank-statements.service.js';
import { writeOfx } from './ofx/ofx-writer.js';

export interface BankExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const CP1252_80_TO_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Text as Windows-1252 bytes; what the code page cannot hold becomes "?". */
export function encodeWindows1252(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  let length = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out[length++] = code;
    else {
      const index = CP1252_80_TO_9F.indexOf(ch);
      out[length++] = index >= 0 ? 0x80 + index : 0x3f;
    }
  }
  return out.subarray(0, length);
}

/** 1234.5 reais as "1234,50" (no thousands separator, absolute value). */
export function formatAmountBr(cents: number): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** "2026-03-05" as "05/03/2026". */
export function formatDateBr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** A field of a `;`-separated line: no separator, no line break, spaces collapsed. */
const flatText = (text: string) =>
  text
    .replace(/[;\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The txt layout Brazilian accounting systems import (README): one line per transaction,
 * `dd/mm/aaaa;descrição;1234,56;D|C;código`, CRLF, Windows-1252.
 */
export function transactionsTxt(rows: readonly BankTransactionView[]): Buffer {
  const lines = rows.map(({ transaction, category }) =>
    [
      formatDateBr(transaction.postedOn),
      flatText(transaction.description),
      formatAmountBr(transaction.amountCents),
      transaction.amountCents < 0 ? 'D' : 'C',
      category?.code ?? '',
    ].join(';'),
  );
  return encodeWindows1252(lines.map((line) => `${line}\r\n`).join(''));
}

function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) gets a leading apostrophe: shown as text, never evaluated (CSV
 * injection). Bank texts and FITIDs come from files anyone can write.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A spreadsheet in pt-BR: `;` separated, comma decimals, UTF-8 with BOM (Excel reads the accents). */
export function transactionsCsv(rows: readonly BankTransactionView[]): Buffer {
  const header = [
    'Data',
    'Descrição',
    'Valor',
    'Moeda',
    'Tipo',
    'Código da categoria',
    'Categoria',
    'Identificador do banco',
  ];
  const lines = rows.map(({ transaction, currency, category }) =>
    [
      formatDateBr(transaction.postedOn),
      neutraliseCell(transaction.description),
      // Our own number (a signed amount with comma decimals): a number for the spreadsheet.
      `${transaction.amountCents < 0 ? '-' : ''}${formatAmountBr(transaction.amountCents)}`,
      currency,
      transaction.amountCents < 0 ? 'Saída' : 'Entrada',
      neutraliseCell(category?.code ?? ''),
      neutraliseCell(category?.name ?? ''),
      neutraliseCell(transaction.fitId ?? ''),
    ]
      .map(csvField)
      .join(';'),
  );
  return Buffer.from(`\ufeff${[header.join(';'), ...lines].map((line) => `${line}\r\n`).join('')}`, 'utf8');
}

/** The month's first and last day ("2026-02" -> 2026-02-01, 2026-02-28). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

function fileSlug(account: BankAccountRow): string {
  return (
    account.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'conta'
  );
}

/**
 * The month as OFX (the parser's writer). FITID only where it identifies the row: rows kept
 * by their content key go without one, with NAME and MEMO as the bank sent them, so
 * uploading the export back finds every row again.
 */
function statementOfx(
  account: BankAccountRow,
  rows: readonly BankTransactionView[],
  period: { from: string; to: string },
  now: Date,
): string {
  return writeOfx(
    {
      kind: account.kind,
      bankId: account.bankId,
      branchId: account.branchId,
      accountId: account.accountNumber,
      accountType: account.kind === 'creditcard' ? 'CREDITCARD' : 'CHECKING',
      currency: account.currency,
      organization: null,
      startDate: period.from,
      endDate: period.to,
      ledgerBalance:
        account.balanceCents !== null && account.balanceDate
          ? { amountCents: account.balanceCents, date: account.balanceDate }
          : null,
      transactions: rows.map(({ transaction }) => ({
        fitId: transaction.dedupeBy === 'fit' ? transaction.fitId : null,
        type: transaction.bankType ?? (transaction.amountCents < 0 ? 'DEBIT' : 'CREDIT'),
        postedOn: transaction.postedOn,
        amountCents: transaction.amountCents,
        name: transaction.name,
        memo: transaction.name || transaction.memo ? transaction.memo : transaction.description,
        checkNumber: transaction.checkNumber,
      })),
    },
    { generatedAt: now },
  );
}

/** `GET /bank-statements/accounts/{id}/exports/{type}?date=YYYY-MM`. */
export async function exportAccountMonth(
  deps: BankStatementsDeps,
  auth: AuthContext,
  companyId: string,
  accountId: string,
  type: BankExportType,
  month: string,
): Promise<BankExportFile> {
  await assertCompanyAccess(deps.db, auth, companyId);
  const account = await findAccount(deps.db, companyId, accountId);
  if (!account) throw notFound(bankStatementMessages.accountNotFound);
  // The accounting system's txt carries no currency and is read as reais.
  if (type === 'txt' && account.currency !== HOME_CURRENCY)
    throw new AppError('unprocessable', 422, currencyMessages.txtOnlyInReais(account.currency));
  const { from, to } = monthRange(month);
  const rows = await listTransactionsOfPeriod(deps.db, companyId, accountId, from, to);
  if (rows.length === 0) throw notFound(bankStatementMessages.emptyExport);
  const fileName = `extrato-${fileSlug(account)}-${month}.${type}`;
  switch (type) {
    case 'txt':
      return { fileName, contentType: 'text/plain; charset=windows-1252', body: transactionsTxt(rows) };
    case 'csv':
      return { fileName, contentType: 'text/csv; charset=utf-8', body: transactionsCsv(rows) };
    case 'ofx':
      return {
        fileName,
        contentType: 'application/x-ofx',
        body: Buffer.from(statementOfx(account, rows, { from, to }, deps.now()), 'utf8'),
      };
  }
}
