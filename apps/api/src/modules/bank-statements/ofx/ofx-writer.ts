import type { OfxStatement, OfxStatementKind, OfxTransaction } from './ofx-parser.js';

export interface OfxExportTransaction extends Pick<
  OfxTransaction,
  'fitId' | 'type' | 'postedOn' | 'amountCents' | 'name' | 'memo'
> {
  checkNumber?: string | null;
  refNumber?: string | null;
}

export interface OfxExportStatement {
  kind: OfxStatementKind;
  bankId: string | null;
  branchId: string | null;
  accountId: string;
  accountType: string | null;
  currency: string;
  organization?: string | null;
  startDate: string | null;
  endDate: string | null;
  transactions: OfxExportTransaction[];
  ledgerBalance?: OfxStatement['ledgerBalance'];
}

/**
 * One statement as an OFX 2.1.1 XML document (UTF-8 text: encode it as UTF-8). parseOfx reads
 * it back to the same values. Where OFX requires an element the statement may lack, the writer
 * supplies it: ACCTTYPE CHECKING for a bank account without a type, DTSTART/DTEND from the first
 * and last transaction dates, the ledger balance's DTASOF from the end date. A missing BANKID,
 * ledger balance, name or memo is left out, and a missing FITID is written empty, rather than
 * invented.
 */
export function writeOfx(statement: OfxExportStatement, options: { generatedAt?: Date } = {}): string {
  const serverDate = (options.generatedAt ?? new Date()).toISOString().replace(/\D/g, '').slice(0, 14);
  const bank = statement.kind === 'bank';
  const dates = statement.transactions.map((transaction) => ofxDate(transaction.postedOn)).sort();
  const startDate = statement.startDate ? ofxDate(statement.startDate) : (dates[0] ?? null);
  const endDate = statement.endDate ? ofxDate(statement.endDate) : (dates[dates.length - 1] ?? null);

  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>',
    element('CODE', '0'),
    element('SEVERITY', 'INFO'),
    '</STATUS>',
    element('DTSERVER', `${serverDate}[0:GMT]`),
    element('LANGUAGE', 'POR'),
    ...(statement.organization ? ['<FI>', element('ORG', statement.organization), '</FI>'] : []),
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    bank ? '<BANKMSGSRSV1>' : '<CREDITCARDMSGSRSV1>',
    bank ? '<STMTTRNRS>' : '<CCSTMTTRNRS>',
    element('TRNUID', '1'),
    '<STATUS>',
    element('CODE', '0'),
    element('SEVERITY', 'INFO'),
    '</STATUS>',
    bank ? '<STMTRS>' : '<CCSTMTRS>',
    element('CURDEF', statement.currency),
    ...(bank
      ? [
          '<BANKACCTFROM>',
          optionalElement('BANKID', statement.bankId),
          optionalElement('BRANCHID', statement.branchId),
          element('ACCTID', statement.accountId),
          element('ACCTTYPE', statement.accountType ?? 'CHECKING'),
          '</BANKACCTFROM>',
        ]
      : ['<CCACCTFROM>', element('ACCTID', statement.accountId), '</CCACCTFROM>']),
    '<BANKTRANLIST>',
    optionalElement('DTSTART', startDate),
    optionalElement('DTEND', endDate),
    ...statement.transactions.flatMap((transaction) => [
      '<STMTTRN>',
      element('TRNTYPE', transaction.type || 'OTHER'),
      element('DTPOSTED', ofxDate(transaction.postedOn)),
      element('TRNAMT', ofxAmount(transaction.amountCents)),
      element('FITID', transaction.fitId ?? ''),
      optionalElement('CHECKNUM', transaction.checkNumber),
      optionalElement('REFNUM', transaction.refNumber),
      optionalElement('NAME', transaction.name),
      optionalElement('MEMO', transaction.memo),
      '</STMTTRN>',
    ]),
    '</BANKTRANLIST>',
    ...(statement.ledgerBalance
      ? [
          '<LEDGERBAL>',
          element('BALAMT', ofxAmount(statement.ledgerBalance.amountCents)),
          element(
            'DTASOF',
            statement.ledgerBalance.date ? ofxDate(statement.ledgerBalance.date) : (endDate ?? serverDate),
          ),
          '</LEDGERBAL>',
        ]
      : []),
    bank ? '</STMTRS>' : '</CCSTMTRS>',
    bank ? '</STMTTRNRS>' : '</CCSTMTTRNRS>',
    bank ? '</BANKMSGSRSV1>' : '</CREDITCARDMSGSRSV1>',
    '</OFX>',
  ];
  return `${lines.filter((line) => line !== '').join('\n')}\n`;
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

function optionalElement(name: string, value: string | null | undefined): string {
  return value ? element(name, value) : '';
}

/** &, < and > escaped; characters XML 1.0 forbids (control characters) dropped. */
function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** 'YYYY-MM-DD' -> 'YYYYMMDD'; a transaction without a date cannot be written. */
function ofxDate(date: string | null): string {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`writeOfx: date "${date}" is not YYYY-MM-DD`);
  return date.replace(/-/g, '');
}

/** -12345 -> "-123.45"; from the integer, never through floating point. */
function ofxAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`writeOfx: amount ${cents} is not integer cents`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
