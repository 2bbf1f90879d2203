import { describe, expect, test } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv.js';

describe('parseCsv', () => {
  test('splits plain rows ending in LF or CRLF, with or without a final line break', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  test('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'codigo,descricao\n1,"AGRICULTURA, PECUÁRIA"\n2,"diz ""olá""\r\nna linha 2"\n';
    expect(parseCsv(text)).toEqual([
      ['codigo', 'descricao'],
      ['1', 'AGRICULTURA, PECUÁRIA'],
      ['2', 'diz "olá"\r\nna linha 2'],
    ]);
  });

  test('keeps empty fields, quoted or not, including a trailing one', () => {
    expect(parseCsv('a,,""\n,x,\n')).toEqual([
      ['a', '', ''],
      ['', 'x', ''],
    ]);
    expect(parseCsv('a,""')).toEqual([['a', '']]);
  });

  test('ignores a UTF-8 byte order mark and returns nothing for empty input', () => {
    expect(parseCsv('\uFEFFa,b\n')).toEqual([['a', 'b']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  test('keeps a lone carriage return that does not end a line', () => {
    expect(parseCsv('a\rb,c\n')).toEqual([['a\rb', 'c']]);
  });

  test('rejects malformed quoting with the line where it happened', () => {
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow('CSV line 2: unterminated quoted field');
    expect(() => parseCsv('a,b\n1,x"y"\n')).toThrow('CSV line 2: quote inside an unquoted field');
    expect(() => parseCsv('a,b\n"1"x,2\n')).toThrow('CSV line 2: text after a closing quote');
    expect(() => parseCsv('"a\nb",c\n1,"open')).toThrow('CSV line 3: unterminated quoted field');
  });
});

describe('parseCsvRecords', () => {
  test('maps the named columns by header position, whatever their order', () => {
    const records = parseCsvRecords('uf,codigo_uf,nome\nSP,35,São Paulo\n', ['codigo_uf', 'nome']);
    expect(records).toEqual([{ codigo_uf: '35', nome: 'São Paulo' }]);
  });

  test('skips blank lines', () => {
    expect(parseCsvRecords('a,b\n1,2\n\n3,4\n', ['a', 'b'])).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
  });

  test('fails on a missing column or a row with the wrong number of fields', () => {
    expect(() => parseCsvRecords('a,b\n1,2\n', ['c'])).toThrow('CSV has no column "c"');
    expect(() => parseCsvRecords('a,b\n1,2,3\n', ['a'])).toThrow('CSV data row 1: 3 fields, header has 2');
    expect(() => parseCsvRecords('', ['a'])).toThrow('CSV is empty');
  });
});
