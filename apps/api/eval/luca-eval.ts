// `npm run eval:luca [-- --subset N] [--split dev|holdout] [--min-top3 P] [--rounds R] [--verbose] [--cases FILE] [--llm]`
//
// Measures Luca's local engine on the hand-written intents of luca-intents.json: loads the
// CNAE reference data into a throw-away PGlite, builds the index the API builds, answers
// every intent through the same function the route uses (without a language model) and
// prints top-1 and top-3 accuracy, latency and the misses. `--subset N` takes N intents
// spread evenly over the file (CI); `--min-top3 P` exits 1 when top-3 falls under P percent.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LucaCnaeMatch } from '@contabil/contracts';
import { loadReferenceData } from '../src/db/seed/reference-data.js';
import type { LucaIndex } from '../src/modules/luca/luca.index.js';
import { loadLucaConfig } from '../src/config/luca.js';
import { createLlmReranker, type Reranker } from '../src/modules/luca/luca.reranker.js';
import { lucaIndexFor, matchIntent } from '../src/modules/luca/luca.service.js';
import { openTestDatabase } from '../src/test/test-database.js';

export interface EvalIntent {
  id: number;
  intent: string;
  /** Subclasses an accountant accepts for the main (first named) activity. */
  expected: string[];
  /** For each other activity the intent names, the subclasses accepted for it. */
  secondary?: string[][];
  split: 'dev' | 'holdout';
  /** The confusion the description was written to probe (salão, channel, resale/manufacture, ...). */
  pattern?: string | null;
}

export interface EvalResult {
  intent: EvalIntent;
  answer: LucaCnaeMatch;
  ms: number;
  top1: boolean;
  top3: boolean;
  /** Secondary activities found among main + secondary + suggestions, of those expected. */
  secondaryFound: number;
}

export interface EvalSummary {
  count: number;
  /** Calls timed (intents x rounds). */
  calls: number;
  top1: number;
  top3: number;
  p50: number;
  p95: number;
  max: number;
  secondaryExpected: number;
  secondaryFound: number;
  /** Answers Luca was confident in (one-click adoption), and how many of them were right. */
  confident: number;
  confidentRight: number;
  /** Answers with a question, and how many offered an accepted code among the options. */
  questions: number;
  questionsUseful: number;
  results: EvalResult[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function readIntents(file = path.join(here, 'luca-intents.json')): EvalIntent[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { intents: EvalIntent[] }).intents;
}

/**
 * A case file of the customer-style evaluation (`{ part, cases: [{ id, text, expected,
 * pattern }] }`), read as intents: `--cases FILE`.
 */
export function readCases(file: string): EvalIntent[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
    part?: string;
    cases: Array<{ id: number; text: string; expected: string[]; pattern?: string | null }>;
  };
  return parsed.cases.map((item) => ({
    id: item.id,
    intent: item.text,
    expected: item.expected,
    split: parsed.part === 'dev' ? 'dev' : 'holdout',
    pattern: item.pattern ?? null,
  }));
}

/** N intents spread evenly over the list (the same ones every run). */
export function evenSubset<T>(items: readonly T[], size: number): T[] {
  if (size >= items.length) return [...items];
  return Array.from({ length: size }, (_, i) => items[Math.floor((i * items.length) / size)]!);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Answers every intent `rounds` times (accuracy from the first round; the engine is
 * deterministic) and keeps every call's time: a latency percentile over several hundred
 * calls is not at the mercy of one pause of a busy machine.
 */
export async function evaluate(
  index: LucaIndex,
  intents: readonly EvalIntent[],
  rounds = 3,
  reranker: Reranker | null = null,
): Promise<EvalSummary> {
  // Warm-up: the first calls pay for JIT compilation, not for the engine.
  for (const item of intents.slice(0, 10)) await matchIntent(index, item.intent, reranker);
  const results: EvalResult[] = [];
  const times: number[] = [];
  for (const item of intents) {
    const started = performance.now();
    const answer = await matchIntent(index, item.intent, reranker);
    const ms = performance.now() - started;
    times.push(ms);
    const codes = answer.suggestions.map((suggestion) => suggestion.code);
    const named = new Set([
      ...(answer.main ? [answer.main.code] : []),
      ...answer.secondary.map((suggestion) => suggestion.code),
      ...codes,
    ]);
    results.push({
      intent: item,
      answer,
      ms,
      top1: codes[0] !== undefined && item.expected.includes(codes[0]),
      top3: codes.slice(0, 3).some((code) => item.expected.includes(code)),
      secondaryFound: (item.secondary ?? []).filter((group) => group.some((code) => named.has(code))).length,
    });
  }
  for (let round = 1; round < rounds; round++) {
    for (const item of intents) {
      const started = performance.now();
      await matchIntent(index, item.intent, reranker);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const share = (n: number) => (results.length ? (100 * n) / results.length : 0);
  return {
    count: results.length,
    calls: times.length,
    top1: share(results.filter((result) => result.top1).length),
    top3: share(results.filter((result) => result.top3).length),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    secondaryExpected: results.reduce((sum, result) => sum + (result.intent.secondary?.length ?? 0), 0),
    secondaryFound: results.reduce((sum, result) => sum + result.secondaryFound, 0),
    confident: results.filter((result) => result.answer.canAdoptInOneClick).length,
    confidentRight: results.filter((result) => result.answer.canAdoptInOneClick && result.top1).length,
    questions: results.filter((result) => result.answer.question).length,
    questionsUseful: results.filter((result) =>
      result.answer.question?.options.some((option) => result.intent.expected.includes(option.cnae)),
    ).length,
    results,
  };
}

export function formatSummary(title: string, summary: EvalSummary, options: { verbose?: boolean } = {}): string {
  const lines = [
    `${title}: ${summary.count} intenções`,
    `  top-1 ${summary.top1.toFixed(1)}%   top-3 ${summary.top3.toFixed(1)}%`,
    `  latência (${summary.calls} chamadas) p50 ${summary.p50.toFixed(2)} ms   p95 ${summary.p95.toFixed(2)} ms   máx ${summary.max.toFixed(2)} ms`,
  ];
  lines.push(
    `  confiança alta (um clique): ${summary.confident} respostas, ${summary.confidentRight} certas; ` +
      `perguntas: ${summary.questions}, ${summary.questionsUseful} com a resposta certa entre as opções`,
  );
  if (summary.secondaryExpected > 0) {
    lines.push(`  atividades secundárias encontradas: ${summary.secondaryFound} de ${summary.secondaryExpected}`);
  }
  const patterns = new Map<string, { count: number; missed: number }>();
  for (const result of summary.results) {
    if (result.intent.pattern === undefined) continue;
    const key = result.intent.pattern ?? '(sem padrão)';
    const entry = patterns.get(key) ?? { count: 0, missed: 0 };
    entry.count += 1;
    if (!result.top1) entry.missed += 1;
    patterns.set(key, entry);
  }
  if (patterns.size > 0) {
    lines.push('  fora do top-1 por padrão:');
    for (const [key, entry] of [...patterns].sort((a, b) => b[1].missed - a[1].missed)) {
      lines.push(`    ${key}: ${entry.missed} de ${entry.count}`);
    }
  }
  const shown = options.verbose ? summary.results : summary.results.filter((result) => !result.top1);
  if (shown.length > 0) lines.push(options.verbose ? '  respostas:' : '  fora do top-1 (✗ = fora do top-3):');
  for (const result of shown) {
    const got = result.answer.suggestions
      .slice(0, 3)
      .map((suggestion) => `${suggestion.code} ${suggestion.description.slice(0, 40)}`)
      .join(' | ');
    const mark = result.top1 ? '✓' : result.top3 ? '~' : '✗';
    const pattern = result.intent.pattern ? ` [${result.intent.pattern}]` : '';
    lines.push(
      `  ${mark} #${result.intent.id}${pattern} "${result.intent.intent}" esperado ${result.intent.expected.join('/')}`,
    );
    lines.push(`      obtido: ${got || '(nada)'}`);
    if (result.answer.question) {
      lines.push(
        `      pergunta: ${result.answer.question.text} [${result.answer.question.options.map((option) => option.cnae).join(' ')}]`,
      );
    }
  }
  return lines.join('\n');
}

function argument(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(args: readonly string[]): Promise<number> {
  const subset = argument(args, '--subset');
  const split = argument(args, '--split');
  const minTop3 = argument(args, '--min-top3');
  const rounds = Number(argument(args, '--rounds') ?? 3);
  const casesFile = argument(args, '--cases');
  let intents = casesFile ? readCases(casesFile) : readIntents();
  if (split) intents = intents.filter((item) => item.split === split);
  if (subset) intents = evenSubset(intents, Number(subset));

  const out = (text: string) => process.stdout.write(`${text}\n`);
  const database = await openTestDatabase();
  try {
    const loading = performance.now();
    await loadReferenceData(database.db);
    const building = performance.now();
    const index = await lucaIndexFor(database.db);
    const built = performance.now();
    out(
      `Dados de referência em ${((building - loading) / 1000).toFixed(1)} s (${database.kind}); ` +
        `índice da Luca em ${Math.round(built - building)} ms: ${index.subclasses.length} subclasses, ` +
        `${index.passages.length} trechos, ${index.postings.size} radicais.`,
    );
    // --llm: the re-ranker configured by LUCA_LLM_* (the same as the API's), on the same cases.
    const llm = args.includes('--llm') ? loadLucaConfig().llm : null;
    if (args.includes('--llm') && !llm) {
      out('--llm pede LUCA_LLM_URL e LUCA_LLM_MODEL.');
      return 1;
    }
    let failures = 0;
    const reranker = llm ? createLlmReranker(llm, { onError: () => failures++ }) : null;
    const summary = await evaluate(index, intents, rounds, reranker);
    const engine = llm ? `com o modelo ${llm.model}` : 'motor local';
    const title = `Avaliação da Luca (${engine}${subset ? `, subconjunto de ${subset}` : ''}${split ? `, ${split}` : ''})`;
    out(formatSummary(title, summary, { verbose: args.includes('--verbose') }));
    if (llm) out(`  chamadas ao modelo que falharam (resposta local usada): ${failures}`);
    if (!split && !subset && !casesFile) {
      for (const part of ['dev', 'holdout'] as const) {
        const partial = await evaluate(
          index,
          intents.filter((item) => item.split === part),
          1,
        );
        out(
          `  ${part}: ${partial.count} intenções, top-1 ${partial.top1.toFixed(1)}%, top-3 ${partial.top3.toFixed(1)}%`,
        );
      }
    }
    if (minTop3 !== undefined && summary.top3 < Number(minTop3)) {
      out(`FALHOU: top-3 ${summary.top3.toFixed(1)}% abaixo do mínimo de ${minTop3}%.`);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
