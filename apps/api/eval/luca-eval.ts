// `npm run eval:luca [-- --set old|dev|test|test-2] [--subset N] [--split dev|holdout] [--min-top3 P]
//                      [--half tune|check|both] [--rounds R] [--verbose] [--show-test-misses]`
//
// Measures Luca's local engine: loads the CNAE reference data into a throw-away PGlite,
// builds the index the API builds, answers every description through the same function the
// route uses (without a language model) and prints top-1 and top-3 accuracy and latency for
// three sets: the old hand-written intents of luca-intents.json, and the development and
// frozen test parts of the customer-style descriptions (luca-cases.*.json, README.md). For
// the ambiguous descriptions it counts how many got a question instead of an answer.
// `--set` runs one set; `--subset N` takes N items spread evenly over it (CI, old set by
// default); `--min-top3 P` exits 1 when top-3 falls under P percent. The misses of the test
// part are never printed unless `--show-test-misses` is given (README.md: whoever tunes the
// engine does not look at them); only their number per pattern. `--half` splits the
// development part by case id: odd ids are the tuning half (its misses are printed), even
// ids the check half (figures only, like the test part; README.md gives the rule).
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
import { CASE_PATTERNS, readCases, type CasePart, type LucaCase } from './luca-cases.js';

export interface EvalItem {
  id: number;
  intent: string;
  /** Subclasses an accountant accepts for the main (first named) activity. */
  expected: string[];
  /** For each other activity the intent names, the subclasses accepted for it. */
  secondary?: string[][];
  /** Only a question can settle it; `expected` then lists the subclasses to ask between. */
  ambiguous?: boolean;
  pattern?: string | null;
}

export interface EvalIntent extends EvalItem {
  split: 'dev' | 'holdout';
}

/**
 * The clarifying question the engine may add to its answer (issue 25). Read defensively: the
 * contract may not carry it yet.
 */
export interface LucaQuestion {
  text: string;
  options: { label: string; cnae: string }[];
}

export interface EvalResult {
  intent: EvalItem;
  answer: LucaCnaeMatch;
  ms: number;
  top1: boolean;
  top3: boolean;
  /** The answer carried a question with at least two options. */
  asked: boolean;
  /** The question offered at least two of the subclasses the case expects to be asked between. */
  askedPertinent: boolean;
  /** The question offered one of the subclasses the case expects (for a clear case: its answer). */
  askedWithAnswer: boolean;
  /** Secondary activities found among main + secondary + suggestions, of those expected. */
  secondaryFound: number;
}

export interface AmbiguousSummary {
  count: number;
  /** Got a question (two or more options). */
  asked: number;
  /** Got a question whose options include at least two of the subclasses to ask between. */
  askedPertinent: number;
  /** No question and the first suggestion is none of the subclasses to ask between. */
  confidentWrong: number;
  /** One of the subclasses to ask between is among the first three suggestions. */
  top3: number;
  /** Answered with one-click adoption although only a question can settle it. */
  oneClick: number;
}

export interface EvalSummary {
  /** Descriptions with one right answer (the ambiguous ones are counted apart). */
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
  /** Clear descriptions that nevertheless got a question. */
  askedOnClear: number;
  /** Of those, the ones whose options hold the right answer (one click away, not misled). */
  askedOnClearWithAnswer: number;
  /** Answers Luca was confident in (one-click adoption), and how many of them were right. */
  confident: number;
  confidentRight: number;
  /** Whether any answer of the run carried the `question` field at all. */
  questionSupported: boolean;
  ambiguous: AmbiguousSummary;
  results: EvalResult[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function readIntents(file = path.join(here, 'luca-intents.json')): EvalIntent[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { intents: EvalIntent[] }).intents;
}

/** N intents spread evenly over the list (the same ones every run). */
/** The customer-style descriptions as evaluation items. */
export function casesAsItems(cases: readonly LucaCase[]): EvalItem[] {
  return cases.map((item) => ({
    id: item.id,
    intent: item.text,
    expected: item.ambiguous ? (item.askBetween ?? item.expected) : item.expected,
    ...(item.secondary ? { secondary: item.secondary } : {}),
    ...(item.ambiguous ? { ambiguous: true } : {}),
    pattern: item.pattern,
  }));
}

function questionOf(answer: LucaCnaeMatch): LucaQuestion | undefined {
  const question = (answer as LucaCnaeMatch & { question?: LucaQuestion | null }).question;
  return question ?? undefined;
}

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
  intents: readonly EvalItem[],
  rounds = 3,
  reranker: Reranker | null = null,
): Promise<EvalSummary> {
  // Warm-up: the first calls pay for JIT compilation, not for the engine.
  for (const item of intents.slice(0, 10)) await matchIntent(index, item.intent, reranker);
  const results: EvalResult[] = [];
  const times: number[] = [];
  let questionSupported = false;
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
    if ('question' in answer) questionSupported = true;
    const question = questionOf(answer);
    const asked = (question?.options.length ?? 0) >= 2;
    const offered = new Set(question?.options.map((option) => option.cnae) ?? []);
    results.push({
      intent: item,
      answer,
      ms,
      top1: codes[0] !== undefined && item.expected.includes(codes[0]),
      top3: codes.slice(0, 3).some((code) => item.expected.includes(code)),
      asked,
      askedPertinent: asked && item.expected.filter((code) => offered.has(code)).length >= 2,
      askedWithAnswer: asked && item.expected.some((code) => offered.has(code)),
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
  const clear = results.filter((result) => !result.intent.ambiguous);
  const ambiguous = results.filter((result) => result.intent.ambiguous);
  const share = (n: number) => (clear.length ? (100 * n) / clear.length : 0);
  return {
    count: clear.length,
    calls: times.length,
    top1: share(clear.filter((result) => result.top1).length),
    top3: share(clear.filter((result) => result.top3).length),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    secondaryExpected: clear.reduce((sum, result) => sum + (result.intent.secondary?.length ?? 0), 0),
    secondaryFound: clear.reduce((sum, result) => sum + result.secondaryFound, 0),
    askedOnClear: clear.filter((result) => result.asked).length,
    askedOnClearWithAnswer: clear.filter((result) => result.askedWithAnswer).length,
    confident: clear.filter((result) => result.answer.canAdoptInOneClick).length,
    confidentRight: clear.filter((result) => result.answer.canAdoptInOneClick && result.top1).length,
    questionSupported,
    ambiguous: {
      count: ambiguous.length,
      asked: ambiguous.filter((result) => result.asked).length,
      askedPertinent: ambiguous.filter((result) => result.askedPertinent).length,
      confidentWrong: ambiguous.filter((result) => !result.asked && !result.top1).length,
      top3: ambiguous.filter((result) => result.top3).length,
      oneClick: ambiguous.filter((result) => result.answer.canAdoptInOneClick).length,
    },
    results,
  };
}

/** Clear descriptions outside the top 1 and outside the top 3, per confusion pattern. */
export function missesByPattern(summary: EvalSummary): string[] {
  const lines: string[] = [];
  for (const pattern of [...CASE_PATTERNS, null]) {
    const of = summary.results.filter(
      (result) => !result.intent.ambiguous && (result.intent.pattern ?? null) === pattern,
    );
    if (of.length === 0) continue;
    const top1 = of.filter((result) => !result.top1).length;
    const top3 = of.filter((result) => !result.top3).length;
    const asked = of.filter((result) => result.asked).length;
    const withAnswer = of.filter((result) => result.askedWithAnswer).length;
    lines.push(
      `    ${pattern ?? 'sem padrão'}: ${of.length} descrições, ${top1} fora do top-1, ${top3} fora do top-3` +
        (asked > 0 ? `, ${asked} com pergunta (${withAnswer} com a resposta certa entre as opções)` : ''),
    );
  }
  return lines;
}

/** The ambiguous descriptions per confusion pattern: asked (with the expected options), in one click. */
export function ambiguousByPattern(summary: EvalSummary): string[] {
  const lines: string[] = [];
  for (const pattern of CASE_PATTERNS) {
    const of = summary.results.filter((result) => result.intent.ambiguous && result.intent.pattern === pattern);
    if (of.length === 0) continue;
    const asked = of.filter((result) => result.asked).length;
    const pertinent = of.filter((result) => result.askedPertinent).length;
    const oneClick = of.filter((result) => result.answer.canAdoptInOneClick).length;
    lines.push(
      `    ${pattern}: ${of.length} ambíguas, ${asked} com pergunta (${pertinent} com as opções), ${oneClick} com um clique`,
    );
  }
  return lines;
}

export function formatSummary(
  title: string,
  summary: EvalSummary,
  options: { verbose?: boolean; hideMisses?: boolean } = {},
): string {
  const lines = [
    `${title}: ${summary.count} descrições com uma resposta certa` +
      (summary.ambiguous.count > 0 ? ` + ${summary.ambiguous.count} ambíguas` : ''),
    `  top-1 ${summary.top1.toFixed(1)}%   top-3 ${summary.top3.toFixed(1)}%`,
    `  latência (${summary.calls} chamadas) p50 ${summary.p50.toFixed(2)} ms   p95 ${summary.p95.toFixed(2)} ms   máx ${summary.max.toFixed(2)} ms`,
  ];
  if (summary.secondaryExpected > 0) {
    lines.push(`  atividades secundárias encontradas: ${summary.secondaryFound} de ${summary.secondaryExpected}`);
  }
  if (summary.ambiguous.count > 0) {
    const a = summary.ambiguous;
    lines.push(
      `  ambíguas: ${a.asked} de ${a.count} receberam pergunta (${a.askedPertinent} com as opções esperadas); ` +
        `${a.confidentWrong} respondidas sem pergunta e fora das opções; ${a.top3} com uma das opções no top-3; ` +
        `${a.oneClick} com um clique`,
    );
    if (!summary.questionSupported) {
      lines.push('  (o motor ainda não devolve o campo `question`: nenhuma pergunta é possível nesta versão)');
    }
  }
  if (summary.askedOnClear > 0) {
    lines.push(
      `  perguntas em descrições claras: ${summary.askedOnClear} (${summary.askedOnClearWithAnswer} com a resposta certa entre as opções)`,
    );
  }
  const precision = summary.confident ? ` (${((100 * summary.confidentRight) / summary.confident).toFixed(1)}%)` : '';
  lines.push(
    `  confiança alta (um clique): ${summary.confident} respostas, ${summary.confidentRight} certas${precision}`,
  );
  if (summary.results.some((result) => result.intent.pattern !== undefined)) {
    lines.push('  por padrão de confusão:', ...missesByPattern(summary));
    if (summary.ambiguous.count > 0) lines.push('  ambíguas por padrão:', ...ambiguousByPattern(summary));
  }
  if (options.hideMisses) return lines.join('\n');
  const shown = options.verbose
    ? summary.results
    : summary.results.filter((result) => !result.top1 || result.intent.ambiguous);
  if (shown.length > 0) {
    lines.push(
      options.verbose
        ? '  respostas:'
        : '  fora do top-1 (✗ = fora do top-3) e ambíguas (? = perguntou, ! = não perguntou):',
    );
  }
  for (const result of shown) {
    const got = result.answer.suggestions
      .slice(0, 3)
      .map((suggestion) => `${suggestion.code} ${suggestion.description.slice(0, 40)}`)
      .join(' | ');
    const mark = result.intent.ambiguous ? (result.asked ? '?' : '!') : result.top1 ? '✓' : result.top3 ? '~' : '✗';
    const wanted = result.intent.ambiguous ? 'perguntar entre' : 'esperado';
    lines.push(
      `  ${mark} #${result.intent.id} "${result.intent.intent}" ${wanted} ${result.intent.expected.join('/')}`,
    );
    lines.push(`      obtido: ${got || '(nada)'}`);
  }
  return lines.join('\n');
}

function argument(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

type EvalSet = 'old' | CasePart;
type Half = 'tune' | 'check';
const HALF_TITLES: Record<Half, string> = {
  tune: 'metade de ajuste (ids ímpares)',
  check: 'metade de verificação (ids pares, só os números)',
};

/** The development part's halves: odd case ids tune the engine, even ones check it. */
function halfOf(item: EvalItem): Half {
  return item.id % 2 === 1 ? 'tune' : 'check';
}
const SET_TITLES: Record<EvalSet, string> = {
  old: 'Conjunto antigo (luca-intents.json)',
  dev: 'Descrições de clientes, parte de desenvolvimento (luca-cases.dev.json)',
  test: 'Descrições de clientes, parte de teste congelada (luca-cases.test.json)',
  'test-2': 'Descrições de clientes, segunda parte de teste congelada (luca-cases.test-2.json)',
};

function itemsOf(set: EvalSet, split: string | undefined): EvalItem[] {
  if (set === 'old') {
    const intents = readIntents();
    return split ? intents.filter((item) => item.split === split) : intents;
  }
  return casesAsItems(readCases(set));
}

async function main(args: readonly string[]): Promise<number> {
  const subset = argument(args, '--subset');
  const split = argument(args, '--split');
  const minTop3 = argument(args, '--min-top3');
  const rounds = Number(argument(args, '--rounds') ?? 3);
  const half = argument(args, '--half');
  if (half !== undefined && !['tune', 'check', 'both'].includes(half)) {
    process.stderr.write(`--half deve ser tune, check ou both (recebido: ${half})\n`);
    return 2;
  }
  const only = (half ? 'dev' : argument(args, '--set')) as EvalSet | undefined;
  if (only !== undefined && !(only in SET_TITLES)) {
    process.stderr.write(`--set deve ser old, dev, test ou test-2 (recebido: ${only})\n`);
    return 2;
  }
  if (half && argument(args, '--set') !== undefined && argument(args, '--set') !== 'dev') {
    process.stderr.write('--half divide só a parte de desenvolvimento (--set dev)\n');
    return 2;
  }
  // A subset or a split of the old intents keeps the old behaviour (CI runs `--subset 40`).
  const sets: EvalSet[] = only ? [only] : subset || split ? ['old'] : ['old', 'dev', 'test', 'test-2'];
  const halves: Half[] = half === 'both' ? ['tune', 'check'] : half ? [half as Half] : [];
  const verbose = args.includes('--verbose');
  const showTestMisses = args.includes('--show-test-misses');

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
    // --llm: the re-ranker configured by LUCA_LLM_* (the same as the API's), on the same sets.
    const llm = args.includes('--llm') ? loadLucaConfig().llm : null;
    if (args.includes('--llm') && !llm) {
      out('--llm pede LUCA_LLM_URL e LUCA_LLM_MODEL.');
      return 1;
    }
    let llmFailures = 0;
    const reranker = llm ? createLlmReranker(llm, { onError: () => llmFailures++ }) : null;
    if (llm) out(`Com o modelo ${llm.model} (re-ranqueamento).`);
    let failed = false;
    for (const set of sets) {
      let items = itemsOf(set, set === 'old' ? split : undefined);
      if (subset) items = evenSubset(items, Number(subset));
      if (halves.length > 0) {
        for (const which of halves) {
          const summary = await evaluate(
            index,
            items.filter((item) => halfOf(item) === which),
            rounds,
            reranker,
          );
          out('');
          out(
            formatSummary(`${SET_TITLES[set]}, ${HALF_TITLES[which]}`, summary, {
              verbose,
              hideMisses: which === 'check',
            }),
          );
        }
        continue;
      }
      const summary = await evaluate(index, items, rounds, reranker);
      const details = [subset ? `subconjunto de ${subset}` : '', set === 'old' && split ? split : '']
        .filter(Boolean)
        .join(', ');
      const engine = llm ? `com o modelo ${llm.model}` : 'motor local';
      const title = `${SET_TITLES[set]}, ${engine}${details ? `, ${details}` : ''}`;
      out('');
      out(formatSummary(title, summary, { verbose, hideMisses: set !== 'old' && set !== 'dev' && !showTestMisses }));
      if (set === 'old' && !split && !subset) {
        for (const part of ['dev', 'holdout'] as const) {
          const partial = await evaluate(
            index,
            (items as EvalIntent[]).filter((item) => item.split === part),
            1,
          );
          out(
            `  ${part}: ${partial.count} intenções, top-1 ${partial.top1.toFixed(1)}%, top-3 ${partial.top3.toFixed(1)}%`,
          );
        }
      }
      if (minTop3 !== undefined && summary.top3 < Number(minTop3)) {
        out(`FALHOU: top-3 ${summary.top3.toFixed(1)}% abaixo do mínimo de ${minTop3}% (${set}).`);
        failed = true;
      }
    }
    if (llm) out(`Chamadas ao modelo que falharam (resposta local usada): ${llmFailures}`);
    return failed ? 1 : 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
