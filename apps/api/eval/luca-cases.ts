// The customer-style descriptions of luca-cases.dev.json, luca-cases.test.json and
// luca-cases.test-2.json (see README.md in this folder): how they are read and which part each
// one belongs to.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * dev and test were split once by the hash rule (casePart); test-2 is a second frozen test
 * part written after the eleventh round of issue 25 by writers who never saw the engine, whole
 * (no split: every description in it is test).
 */
export type CasePart = 'dev' | 'test' | 'test-2';

/** The confusion patterns a description can exercise (README.md explains each). */
export const CASE_PATTERNS = [
  'termo-com-varios-oficios',
  'revenda-fabricacao-servico',
  'canal-tomado-pela-atividade',
  'imovel-proprio-x-servico-imobiliario',
  'profissional-x-setor-do-cliente',
] as const;
export type CasePattern = (typeof CASE_PATTERNS)[number];

export interface CaseSource {
  /** Path under /work/shared/data (the same files as apps/api/src/reference-data). */
  file: string;
  /** 1-based line of the CSV file (header = line 1). */
  row?: number;
  /** NFS-e código de tributação nacional, or the CNAE code of a notes entry. */
  code?: string;
  /** For the notes file: which list of the subclass and the item's 0-based position. */
  field?: string;
  item?: number;
  /** The source text the description paraphrases. */
  text: string;
  /** The CNAE the source row maps to, when it maps to one. */
  cnae?: string;
  /** Present when the label departs from the source's mapping (outdated MEI table). */
  mappingOverridden?: string;
}

export interface LucaCase {
  id: number;
  text: string;
  /**
   * Subclasses accepted as the main activity (7 digits, first = the one the source gives).
   * For an ambiguous case: the same list as askBetween.
   */
  expected: string[];
  /** For each other activity the description names, the subclasses accepted for it. */
  secondary?: string[][];
  /** The description cannot be settled without asking the customer. */
  ambiguous?: boolean;
  /** The subclasses between which the engine should ask a question. */
  askBetween?: string[];
  expectedTitles: Record<string, string>;
  source: CaseSource[];
  /** How it was written: whatsapp, frase longa, gíria, erros de digitação, várias atividades... */
  style: string[];
  pattern: CasePattern | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The part a description belongs to, fixed once for all: sha256 of 'luca-cases-v1\n' + text,
 * the first 8 hex digits read as an integer, modulo 100; under 40 is dev, the rest is test.
 */
export function casePart(text: string): 'dev' | 'test' {
  const hash = createHash('sha256').update(`luca-cases-v1\n${text}`, 'utf8').digest('hex');
  return Number.parseInt(hash.slice(0, 8), 16) % 100 < 40 ? 'dev' : 'test';
}

export function caseFile(part: CasePart): string {
  return path.join(here, `luca-cases.${part}.json`);
}

/**
 * Reads one part and checks that every description of dev and test sits in the part its hash
 * assigns (test-2 is not split by the hash: the whole file is test).
 */
export function readCases(part: CasePart, file = caseFile(part)): LucaCase[] {
  const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: LucaCase[] }).cases;
  if (part === 'test-2') return cases;
  const misplaced = cases.filter((item) => casePart(item.text) !== part);
  if (misplaced.length > 0) {
    throw new Error(
      `${misplaced.length} descrição(ões) fora da parte que a regra de divisão lhes dá (${part}): ids ` +
        misplaced.map((item) => item.id).join(', '),
    );
  }
  return cases;
}
