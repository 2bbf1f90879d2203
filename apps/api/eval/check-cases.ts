// `npm run luca:check-cases -- FILE`
//
// Checks a file of evaluation descriptions being written ({ cases: [...] }, the shape of
// luca-cases.*.json) before it joins the evaluation: each description's problems (labels,
// titles, source rows, ambiguous fields: case-checks.ts), ids and texts already used by the
// parts in the repository, and near-duplicates (token-set Jaccard >= 0.8, as
// corpus-overlap.ts) of their descriptions or of Luca's training lines. It prints only the
// checked file's ids, never another description, so a writer may run it without seeing the
// frozen parts. Exit 1 when something is wrong.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCustomerDescriptions } from '../src/db/seed/reference-data.js';
import { partProblems } from './case-checks.js';
import { CORPUS_FILE, jaccard, tokensOf } from './corpus-overlap.js';
import { caseFile, readCases, type CasePart, type LucaCase } from './luca-cases.js';

const NEAR = 0.8;

function existingParts(except: string): LucaCase[] {
  const parts: CasePart[] = ['dev', 'test', 'test-2'];
  return parts
    .filter((part) => existsSync(caseFile(part)) && path.resolve(caseFile(part)) !== path.resolve(except))
    .flatMap((part) => readCases(part));
}

function main(args: string[]): number {
  const file = args[0];
  if (!file) {
    process.stderr.write('uso: npm run luca:check-cases -- ARQUIVO\n');
    return 2;
  }
  const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: LucaCase[] }).cases;
  const problems = partProblems(cases);
  const others = existingParts(file);
  const otherIds = new Set(others.map((item) => item.id));
  const corpus = parseCustomerDescriptions(readFileSync(CORPUS_FILE, 'utf8'));
  const otherTokens = [...others.map((item) => item.text), ...corpus.map((line) => line.description)].map(
    (text) => new Set(tokensOf(text)),
  );
  for (const item of cases) {
    if (otherIds.has(item.id)) problems.push(`#${item.id}: id já usado por outra parte`);
    const own = new Set(tokensOf(item.text));
    if (otherTokens.some((other) => jaccard(own, other) >= NEAR)) {
      problems.push(`#${item.id}: quase igual (Jaccard >= ${NEAR}) a uma descrição existente ou do corpus: reescreva`);
    }
  }
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const count = (values: string[]) =>
    [...values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>())]
      .sort((a, b) => b[1] - a[1])
      .map(([value, n]) => `${value} ${n}`)
      .join(', ');
  out(`${path.basename(file)}: ${cases.length} descrições, ${cases.filter((item) => item.ambiguous).length} ambíguas`);
  out(`  subclasses principais distintas: ${new Set(cases.map((item) => item.expected[0])).size}`);
  out(`  por padrão: ${count(cases.map((item) => item.pattern ?? 'nenhum'))}`);
  out(`  por fonte: ${count(cases.map((item) => item.source[0]?.file ?? '-'))}`);
  out(`  por estilo: ${count(cases.flatMap((item) => item.style))}`);
  out(problems.length === 0 ? 'nenhum problema' : `${problems.length} problema(s):\n${problems.join('\n')}`);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
