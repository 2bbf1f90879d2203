import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseOfx, type OfxStatement } from './ofx-parser.js';
import { writeOfx, type OfxExportStatement } from './ofx-writer.js';

const generatedAt = new Date('2024-04-01T15:30:45.000Z');
const readBack = (statement: OfxExportStatement) => parseOfx(Buffer.from(writeOfx(statement, { generatedAt }), 'utf8'));

const statement: OfxStatement = {
  kind: 'bank',
  bankId: '0341',
  branchId: '1234',
  accountId: '56789-0',
  accountType: 'CHECKING',
  currency: 'BRL',
  organization: 'Itaú & Cia <S.A.>',
  startDate: '2024-03-01',
  endDate: '2024-03-31',
  ledgerBalance: { amountCents: -5, date: '2024-03-31' },
  transactions: [
    {
      fitId: 'A&B<1>',
      type: 'DEBIT',
      postedOn: '2024-03-04',
      amountCents: -123456,
      currency: 'BRL',
      originalCurrency: null,
      name: 'Padaria Pão & Café <Centro>',
      memo: 'PIX – “JOSÉ” > R$ 10',
      checkNumber: '000123',
      refNumber: 'R-9',
    },
    {
      fitId: null,
      type: 'CREDIT',
      postedOn: '2024-03-05',
      amountCents: 7,
      currency: 'BRL',
      originalCurrency: null,
      name: null,
      memo: 'Transferência recebida de João',
      checkNumber: null,
      refNumber: null,
    },
    {
      fitId: 'Z',
      type: 'OTHER',
      postedOn: '2024-03-31',
      amountCents: 100000000,
      currency: 'BRL',
      originalCurrency: null,
      name: 'Aplicação',
      memo: null,
      checkNumber: null,
      refNumber: null,
    },
  ],
  ignoredBalanceRows: 0,
  undatedTransactions: 0,
  truncatedFields: 0,
};

describe('writeOfx', () => {
  test('writes OFX 2.1.1 XML with escaped text and amounts from integer cents', () => {
    const xml = writeOfx(statement, { generatedAt });
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<?OFX OFXHEADER="200" VERSION="211"'),
    ).toBe(true);
    expect(xml).toContain('<DTSERVER>20240401153045[0:GMT]</DTSERVER>');
    expect(xml).toContain('<NAME>Padaria Pão &amp; Café &lt;Centro&gt;</NAME>');
    expect(xml).toContain('<TRNAMT>-1234.56</TRNAMT>');
    expect(xml).toContain('<TRNAMT>0.07</TRNAMT>');
    expect(xml).toContain('<BALAMT>-0.05</BALAMT>');
    expect(xml).toContain('<TRNAMT>1000000.00</TRNAMT>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });

  test('a bank statement reads back identically, accents, &, < and > included', () => {
    expect(readBack(statement)).toEqual([statement]);
  });

  test('a credit-card statement reads back identically', () => {
    const card: OfxStatement = {
      ...statement,
      kind: 'creditcard',
      bankId: null,
      branchId: null,
      accountType: 'CREDITCARD',
      accountId: '4111********1111',
      organization: null,
      ledgerBalance: null,
    };
    expect(readBack(card)).toEqual([card]);
  });

  test('every quirk fixture survives parse -> write -> parse (balance and undated rows were already left out)', () => {
    for (const name of [
      'itau-cp1252-crlf.ofx',
      'bradesco-utf8-declared-1252.ofx',
      'bb-mixed-closing-tags.ofx',
      'caixa-one-line-comma-decimals.ofx',
      'nubank-creditcard-entities.ofx',
      'inter-xml-bom-blank-lines.ofx',
      'santander-bank-and-card.ofx',
      'sicoob-zero-dates-saldo.ofx',
    ]) {
      for (const parsed of parseOfx(readFileSync(new URL(`./fixtures/quirks/${name}`, import.meta.url)))) {
        expect(readBack(parsed), name).toEqual([{ ...parsed, ignoredBalanceRows: 0, undatedTransactions: 0 }]);
      }
    }
  });

  test('supplies what OFX requires and the statement lacks, and drops control characters', () => {
    const [read] = readBack({
      ...statement,
      accountType: null,
      startDate: null,
      endDate: null,
      ledgerBalance: { amountCents: 100, date: null },
      transactions: [{ ...(statement.transactions[1] as OfxStatement['transactions'][number]), memo: 'A\u0007B' }],
    });
    expect(read).toMatchObject({
      accountType: 'CHECKING',
      startDate: '2024-03-05',
      endDate: '2024-03-05',
      ledgerBalance: { amountCents: 100, date: '2024-03-05' },
    });
    expect(read?.transactions[0]?.memo).toBe('AB');
  });

  test('refuses a date or an amount it cannot write faithfully', () => {
    const transaction = statement.transactions[0] as OfxStatement['transactions'][number];
    expect(() => writeOfx({ ...statement, transactions: [{ ...transaction, postedOn: '05/03/2024' }] })).toThrow(
      /YYYY-MM-DD/,
    );
    expect(() => writeOfx({ ...statement, transactions: [{ ...transaction, postedOn: null }] })).toThrow(/YYYY-MM-DD/);
    expect(() => writeOfx({ ...statement, transactions: [{ ...transaction, amountCents: 10.5 }] })).toThrow(
      /integer cents/,
    );
  });
});
