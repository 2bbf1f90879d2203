import { describe, expect, test } from 'vitest';
import { decodeOfxText, isBalanceRow, parseOfxAmount, parseOfxDate } from './ofx-parser.js';

describe('parseOfxDate', () => {
  test('takes the calendar date as the bank wrote it, whatever time, milliseconds or zone follow', () => {
    expect(parseOfxDate('20240305')).toBe('2024-03-05');
    expect(parseOfxDate('20240305120000')).toBe('2024-03-05');
    // Late evening in Brasília is already the next day in UTC: the bank's own date wins.
    expect(parseOfxDate('20240305235959.999[-3:BRT]')).toBe('2024-03-05');
    expect(parseOfxDate('20240305000000[-03:EST]')).toBe('2024-03-05');
    expect(parseOfxDate('20240305000000[-3:GMT]')).toBe('2024-03-05');
    expect(parseOfxDate('20240305000000[0]')).toBe('2024-03-05');
    expect(parseOfxDate('20180804093914:014')).toBe('2018-08-04');
    expect(parseOfxDate('  20240305  ')).toBe('2024-03-05');
    expect(parseOfxDate('2024-03-05')).toBe('2024-03-05');
    expect(parseOfxDate('20240229')).toBe('2024-02-29');
  });

  test('zero, placeholder and impossible dates are no date', () => {
    for (const value of [
      '00000000',
      '00000000000000[-3:BRT]',
      '18991230',
      '19000101',
      '20230229',
      '20240230',
      '20241301',
      '20240001',
      '2024030',
      'ABC',
      '',
      null,
      undefined,
    ]) {
      expect(parseOfxDate(value), String(value)).toBeNull();
    }
  });
});

describe('parseOfxAmount', () => {
  test('reads dot and comma decimals, thousands groups, signs and padding into integer cents', () => {
    const cases: Array<[string, number]> = [
      ['1.234,56', 123456],
      ['-50,00', -5000],
      ['  100 ', 10000],
      ['100', 10000],
      ['-1,5', -150],
      ['1,234.56', 123456],
      ['+10.00', 1000],
      ['-33.3', -3330],
      ['0.01', 1],
      ['1.234.567', 123456700],
      ['1.234.567,89', 123456789],
      ['1,234,567.89', 123456789],
      [',50', 50],
      ['5,', 500],
      ['- 50,00', -5000],
      ['1 234,56', 123456],
      ['-33.3000', -3330],
      // One separator once is a decimal separator (OFX allows '.' and ','), even before three digits.
      ['1.000', 100],
      ['99999999999.99', 9999999999999],
    ];
    for (const [value, cents] of cases) expect(parseOfxAmount(value), value).toBe(cents);
  });

  test('rounds sub-cent precision half away from zero', () => {
    expect(parseOfxAmount('10.005')).toBe(1001);
    expect(parseOfxAmount('-10.005')).toBe(-1001);
    expect(parseOfxAmount('10.0049')).toBe(1000);
  });

  test('never gives negative zero', () => {
    expect(Object.is(parseOfxAmount('-0,00'), 0)).toBe(true);
  });

  test('anything that is not a plain number is null', () => {
    for (const value of [
      '',
      '   ',
      'abc',
      'R$ 12,00',
      '12,OO',
      '1e3',
      '--5',
      '5-',
      '12.34.56',
      '1,234,5.00',
      '1.234,5,6',
      '.',
      '-',
      'NaN',
      '12345678901234',
      null,
      undefined,
    ]) {
      expect(parseOfxAmount(value), String(value)).toBeNull();
    }
  });
});

describe('decodeOfxText', () => {
  const header = (charset: string) => `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:${charset}\n\n<OFX>`;

  test('reads Windows-1252 bytes, including the 0x80-0x9F range Latin-1 lacks', () => {
    const bytes = Buffer.concat([
      Buffer.from(header('1252'), 'latin1'),
      Buffer.from([0x93, 0x41, 0xc7, 0xc3, 0x4f, 0x94, 0x20, 0x96, 0x20, 0x80]),
    ]);
    expect(decodeOfxText(bytes)).toBe(`${header('1252')}\u201cAÇÃO\u201d \u2013 \u20ac`);
  });

  test('reads UTF-8 bytes as UTF-8 even when the header says 1252', () => {
    const text = `${header('1252')}<MEMO>TRANSFERÊNCIA PIX – JOSÉ`;
    expect(decodeOfxText(Buffer.from(text, 'utf8'))).toBe(text);
  });

  test('reads Windows-1252 when the header says UTF-8 but the bytes are not', () => {
    const bytes = Buffer.concat([Buffer.from('ENCODING:UTF-8\n<OFX><MEMO>', 'latin1'), Buffer.from([0xe7, 0xe3])]);
    expect(decodeOfxText(bytes)).toBe('ENCODING:UTF-8\n<OFX><MEMO>çã');
  });

  test('honours another single-byte charset the header declares', () => {
    const bytes = Buffer.concat([Buffer.from(`${header('8859-15')}<MEMO>`, 'latin1'), Buffer.from([0xa4])]);
    expect(decodeOfxText(bytes)).toBe(`${header('8859-15')}<MEMO>€`);
    const xml = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="windows-1250"?><OFX>', 'latin1'),
      Buffer.from([0x8a]),
    ]);
    expect(decodeOfxText(xml)).toBe('<?xml version="1.0" encoding="windows-1250"?><OFX>Š');
  });

  test('drops a byte-order mark and follows it', () => {
    expect(decodeOfxText(Buffer.from('\ufeff<OFX>ação', 'utf8'))).toBe('<OFX>ação');
    expect(decodeOfxText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<OFX>ação', 'utf16le')]))).toBe(
      '<OFX>ação',
    );
  });
});

describe('isBalanceRow', () => {
  test('recognises the balance lines banks list among transactions', () => {
    const balanceRows: Array<[string | null, string | null]> = [
      [null, 'Saldo Anterior'],
      [null, 'S A L D O'],
      [null, 'SALDO'],
      [null, 'Saldo do dia'],
      [null, 'SALDO DO DIA 05/03/2024'],
      [null, 'Saldo Final'],
      [null, 'SALDO TOTAL DISPONÍVEL DIA'],
      [null, 'SDO CTA/APL AUTOMATICAS'],
      ['SALDO BLOQUEADO ANTERIOR', null],
      ['SALDO DIA', 'SALDO DIA'],
      [null, 'SALDO EM C/C R$ 1.234,56'],
    ];
    for (const [name, memo] of balanceRows) expect(isBalanceRow(name, memo), `${name} / ${memo}`).toBe(true);
  });

  test('keeps transactions that merely mention a balance', () => {
    const transactions: Array<[string | null, string | null]> = [
      [null, 'PIX RECEBIDO SALDO DEVEDOR JOAO'],
      ['SALDO DEVEDOR JOAO', null],
      [null, 'TRANSFERENCIA DE SALDO'],
      [null, 'PAGAMENTO SALDO FATURA'],
      [null, 'SALDOS E FUNDOS LTDA'],
      [null, 'SALDO DE CONSORCIO'],
      // NAME and MEMO disagree: not clearly a balance line, so it stays.
      ['Saldo Anterior', 'PIX RECEBIDO JOAO'],
      [null, null],
    ];
    for (const [name, memo] of transactions) expect(isBalanceRow(name, memo), `${name} / ${memo}`).toBe(false);
  });
});
