// Integrity of the customer-style evaluation descriptions (apps/api/eval/luca-cases.*.json):
// each one sits in the part its hash gives, its labels are real CNAE 2.3 subclasses with
// their official titles, its source row exists and maps to the label, and the ambiguous ones
// cover every confusion pattern. It never runs the engine on them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CASE_PATTERNS, casePart, readCases, type LucaCase } from '../../../eval/luca-cases.js';
import { parseCsv } from '../../lib/csv.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const referenceData = path.join(here, '..', '..', 'reference-data');
const csvRows = (file: string) => parseCsv(readFileSync(path.join(referenceData, file), 'utf8'));

const subclassRows = csvRows('cnae/cnae_2_3_subclasses.csv');
const titles = new Map(subclassRows.slice(1).map((row) => [row[0]!, row[2]!]));
const notes = new Map(
  (
    JSON.parse(readFileSync(path.join(referenceData, 'cnae/cnae_2_3_subclasses_extra.json'), 'utf8')) as Array<
      Record<string, unknown>
    >
  ).map((entry) => [entry.codigo as string, entry]),
);
const sourceFiles: Record<string, string[][]> = {
  'cnae/cnae_2_3_atividades_index.csv': csvRows('cnae/cnae_2_3_atividades_index.csv'),
  'mei/mei_ocupacoes_permitidas_2024.csv': csvRows('mei/mei_ocupacoes_permitidas_2024.csv'),
  'nfse/lista_servicos_nacional_ctribnac.csv': csvRows('nfse/lista_servicos_nacional_ctribnac.csv'),
};

const dev = readCases('dev');
const test = readCases('test');
const all: LucaCase[] = [...dev, ...test];

describe('Luca evaluation descriptions', () => {
  it('splits by the hash rule (values computed by hand with sha256)', () => {
    // sha256('luca-cases-v1\nvendo bolo') starts 46809cb8 = 1182833848; mod 100 = 48 -> test.
    expect(casePart('vendo bolo')).toBe('test');
    expect(dev.every((item) => casePart(item.text) === 'dev')).toBe(true);
    expect(test.every((item) => casePart(item.text) === 'test')).toBe(true);
  });

  it('has at least 600 distinct descriptions, about 40% in the development part', () => {
    expect(all.length).toBeGreaterThanOrEqual(600);
    expect(new Set(all.map((item) => item.text)).size).toBe(all.length);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const share = dev.length / all.length;
    expect(share).toBeGreaterThan(0.33);
    expect(share).toBeLessThan(0.47);
  });

  it('labels with existing subclasses and their official titles', () => {
    for (const item of all) {
      const codes = [...item.expected, ...(item.askBetween ?? []), ...(item.secondary ?? []).flat()];
      expect(codes.length, `#${item.id}`).toBeGreaterThan(0);
      for (const code of codes) expect(titles.has(code), `#${item.id} ${code}`).toBe(true);
      for (const [code, title] of Object.entries(item.expectedTitles)) expect(titles.get(code)).toBe(title);
    }
  });

  it('paraphrases a real source row that maps to the label', () => {
    for (const item of all) {
      expect(item.source.length, `#${item.id}`).toBeGreaterThan(0);
      for (const source of item.source) {
        if (source.file === 'cnae/cnae_2_3_subclasses_extra.json') {
          const entry = notes.get(source.code!)!;
          expect((entry[source.field!] as string[])[source.item!], `#${item.id}`).toBe(source.text);
        } else {
          const row = sourceFiles[source.file]![source.row! - 1]!;
          expect(row, `#${item.id} ${source.file}:${source.row}`).toContain(source.text);
          if (source.cnae) expect(row, `#${item.id}`).toContain(source.cnae);
        }
        if (source.cnae && !source.mappingOverridden) {
          expect(item.expected, `#${item.id} source ${source.cnae}`).toContain(source.cnae);
        }
      }
    }
  });

  it('has at least five ambiguous descriptions per confusion pattern, each asking between 2 to 4 subclasses', () => {
    const ambiguous = all.filter((item) => item.ambiguous);
    for (const pattern of CASE_PATTERNS) {
      expect(ambiguous.filter((item) => item.pattern === pattern).length, pattern).toBeGreaterThanOrEqual(5);
    }
    for (const item of ambiguous) {
      expect(item.askBetween!.length).toBeGreaterThanOrEqual(2);
      expect(item.askBetween!.length).toBeLessThanOrEqual(4);
      expect(item.expected).toEqual(item.askBetween);
    }
  });
});
