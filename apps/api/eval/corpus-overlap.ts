// `npm run luca:corpus-overlap -- SET_FILE [--drop] [--perguntas]`
//
// How many lines of Luca's training descriptions (src/reference-data/cnae/
// luca_descricoes_clientes.tsv) are near-duplicates of the descriptions of an evaluation set
// (luca-cases.*.json or luca-intents.json): identical once normalised (case, accents,
// punctuation, chat spelling), or with a token-set Jaccard of at least 0.8 (0.6 is printed
// too, for information). It prints counts only, never a description, so it can be run on the
// frozen test part. `--drop` rewrites the training file without the near-duplicates
// (Jaccard >= 0.8) of the set; it refuses the test part (decision 015, ninth round: the
// near-duplicates of the dev part were dropped before measuring). `--perguntas` does the same
// for the training descriptions that teach when to ask (luca_perguntas_clientes.tsv, thirteenth
// round): a line counts as having the expected code when one of its codes is expected.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAskDescriptions, parseCustomerDescriptions } from '../src/db/seed/reference-data.js';
import { expandChatStyle, normalise } from '../src/modules/luca/luca.text.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CORPUS_FILE = path.join(here, '..', 'src', 'reference-data', 'cnae', 'luca_descricoes_clientes.tsv');
export const ASK_CORPUS_FILE = path.join(here, '..', 'src', 'reference-data', 'cnae', 'luca_perguntas_clientes.tsv');
const NEAR = 0.8;
const LOOSE = 0.6;

interface SetItem {
  text: string;
  expected: readonly string[];
}

/** The descriptions of a case file ({ cases: [{ text, expected }] }) or of the old intents ({ intents: [...] }). */
function readSet(file: string): SetItem[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    cases?: Array<{ text: string; expected: string[] }>;
    intents?: Array<{ intent: string; expected: string[] }>;
  };
  if (data.cases) return data.cases.map((item) => ({ text: item.text, expected: item.expected }));
  if (data.intents) return data.intents.map((item) => ({ text: item.intent, expected: item.expected }));
  throw new Error(`${file}: no "cases" nor "intents"`);
}

export const tokensOf = (text: string): string[] => normalise(expandChatStyle(text)).split(' ').filter(Boolean);

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const token of a) if (b.has(token)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export interface Overlap {
  corpusLines: number;
  setItems: number;
  /** Corpus lines identical (normalised) to a description of the set. */
  identical: number;
  /** Corpus lines with Jaccard >= 0.8 to a description of the set (identical ones included). */
  near: number;
  /** Of those, lines whose code is one the description expects. */
  nearSameCode: number;
  /** Descriptions of the set with at least one near-duplicate line. */
  setItemsNear: number;
  loose: number;
  setItemsLoose: number;
  /** Index of each near-duplicate line in the corpus. */
  nearLines: number[];
}

/** Corpus lines: `code` is one code, or the comma-separated codes of a line to ask between. */
export function overlapOf(
  corpus: ReadonlyArray<{ code: string; description: string }>,
  set: readonly SetItem[],
): Overlap {
  const setTokens = set.map((item) => tokensOf(item.text));
  const setSets = setTokens.map((tokens) => new Set(tokens));
  const setJoined = new Map(setTokens.map((tokens, i) => [tokens.join(' '), i]));
  const result: Overlap = {
    corpusLines: corpus.length,
    setItems: set.length,
    identical: 0,
    near: 0,
    nearSameCode: 0,
    setItemsNear: 0,
    loose: 0,
    setItemsLoose: 0,
    nearLines: [],
  };
  const itemsNear = new Set<number>();
  const itemsLoose = new Set<number>();
  corpus.forEach((line, k) => {
    const tokens = tokensOf(line.description);
    const own = new Set(tokens);
    const same = setJoined.get(tokens.join(' '));
    if (same !== undefined) result.identical++;
    let best = same !== undefined ? 1 : 0;
    let bestItem = same ?? -1;
    setSets.forEach((other, i) => {
      const value = jaccard(own, other);
      if (value >= LOOSE) itemsLoose.add(i);
      if (value >= NEAR) itemsNear.add(i);
      if (value > best) {
        best = value;
        bestItem = i;
      }
    });
    if (best >= LOOSE) result.loose++;
    if (best >= NEAR) {
      result.near++;
      result.nearLines.push(k);
      if (line.code.split(',').some((code) => set[bestItem]!.expected.includes(code))) result.nearSameCode++;
    }
  });
  result.setItemsNear = itemsNear.size;
  result.setItemsLoose = itemsLoose.size;
  return result;
}

function main(args: string[]): number {
  const setFile = args.find((arg) => !arg.startsWith('--'));
  if (!setFile) {
    process.stderr.write('uso: npm run luca:corpus-overlap -- ARQUIVO_DO_CONJUNTO [--drop]\n');
    return 2;
  }
  const drop = args.includes('--drop');
  if (drop && /test/.test(path.basename(setFile))) {
    process.stderr.write('--drop não é usado com a parte de teste: só as contagens.\n');
    return 2;
  }
  const asks = args.includes('--perguntas');
  const file = asks ? ASK_CORPUS_FILE : CORPUS_FILE;
  const askLines = asks ? parseAskDescriptions(readFileSync(file, 'utf8')) : [];
  const corpus = asks
    ? askLines.map((line) => ({ code: line.codes.join(','), description: line.description }))
    : parseCustomerDescriptions(readFileSync(file, 'utf8'));
  const overlap = overlapOf(corpus, readSet(setFile));
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `conjunto: ${path.basename(setFile)} (${overlap.setItems} descrições); ` +
      `corpus ${path.basename(file)}: ${overlap.corpusLines} linhas`,
  );
  out(`  linhas idênticas (normalizadas) a uma descrição: ${overlap.identical}`);
  out(
    `  linhas quase iguais (Jaccard >= ${NEAR}): ${overlap.near} (${overlap.nearSameCode} com o código esperado); ` +
      `descrições com alguma: ${overlap.setItemsNear}`,
  );
  out(`  linhas parecidas (Jaccard >= ${LOOSE}): ${overlap.loose}; descrições com alguma: ${overlap.setItemsLoose}`);
  if (drop && overlap.nearLines.length > 0) {
    const dropped = new Set(overlap.nearLines);
    const header = readFileSync(file, 'utf8').split('\n')[0]!;
    const kept = asks
      ? askLines
          .filter((_, k) => !dropped.has(k))
          .map((line) => `${line.kind}\t${line.codes.join(',')}\t${line.description}`)
      : corpus.filter((_, k) => !dropped.has(k)).map((line) => `${line.code}\t${line.description}`);
    writeFileSync(file, [header, ...kept, ''].join('\n'));
    out(`  retiradas do corpus: ${dropped.size} linhas (ficam ${kept.length})`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
