import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseAskDescriptions, parseCustomerDescriptions } from '../../db/seed/reference-data.js';
import { parseCsvRecords } from '../../lib/csv.js';

// Luca's training descriptions (src/reference-data/cnae/luca_descricoes_clientes.tsv,
// PROVENANCE.md; decision 015, ninth round): the file the loader reads, checked without a
// database.
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'reference-data');
const read = (file: string) => readFileSync(path.join(folder, file), 'utf8');
const corpus = parseCustomerDescriptions(read('cnae/luca_descricoes_clientes.tsv'));
const subclasses = parseCsvRecords(read('cnae/cnae_2_3_subclasses.csv'), ['codigo']).map((row) => row.codigo);

describe("Luca's training descriptions", () => {
  test('the file parses, sorted by code, without repeated lines', () => {
    expect(corpus.length).toBeGreaterThan(2 * subclasses.length);
    const codes = corpus.map((line) => line.code);
    expect(codes).toEqual([...codes].sort());
    const lines = corpus.map((line) => `${line.code}\t${line.description}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  test('every code is a CNAE subclass', () => {
    const known = new Set(subclasses);
    expect([...new Set(corpus.map((line) => line.code))].filter((code) => !known.has(code))).toEqual([]);
  });

  test('every subclass has at least two descriptions', () => {
    const counts = new Map<string, number>();
    for (const line of corpus) counts.set(line.code, (counts.get(line.code) ?? 0) + 1);
    expect(subclasses.filter((code) => (counts.get(code) ?? 0) < 2)).toEqual([]);
  });

  test('a malformed line is refused with its line number', () => {
    expect(() => parseCustomerDescriptions('codigo\tdescricao\n0111301\tplanto arroz\n111301\tplanto\n')).toThrow(
      /line 3: code "111301" is not 7 digits/,
    );
    expect(() => parseCustomerDescriptions('codigo\tdescricao\n0111301 planto arroz\n')).toThrow(/line 2: expected 2/);
    expect(() => parseCustomerDescriptions('0111301\tplanto arroz\n')).toThrow(/header/);
  });
});

// The descriptions that teach when to ask (luca_perguntas_clientes.tsv; thirteenth round).
const asks = parseAskDescriptions(read('cnae/luca_perguntas_clientes.tsv'));

describe("Luca's training descriptions for asking", () => {
  test('the file parses, with ambiguous lines and their look-alikes, without repeated texts', () => {
    expect(asks.filter((line) => line.kind === 'ask').length).toBeGreaterThan(500);
    expect(asks.filter((line) => line.kind === 'clear').length).toBeGreaterThan(300);
    const texts = asks.map((line) => line.description.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('every code is a CNAE subclass', () => {
    const known = new Set(subclasses);
    expect([...new Set(asks.flatMap((line) => line.codes))].filter((code) => !known.has(code))).toEqual([]);
  });

  test('a malformed line is refused with its line number', () => {
    const header = 'tipo\tcodigos\tdescricao\n';
    expect(() => parseAskDescriptions(`${header}ask\t0111301\talugo salas\n`)).toThrow(/line 2: ask takes 2 to 4/);
    expect(() => parseAskDescriptions(`${header}clear\t0111301,0111302\talugo\n`)).toThrow(/clear takes one code/);
    expect(() => parseAskDescriptions(`${header}talvez\t0111301\talugo\n`)).toThrow(/neither ask nor clear/);
    expect(() => parseAskDescriptions('ask\t0111301,0111302\talugo\n')).toThrow(/header/);
  });
});
