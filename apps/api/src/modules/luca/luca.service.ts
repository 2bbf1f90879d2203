import {
  LUCA_MAX_SUGGESTIONS,
  type LucaAliasSuggestions,
  type LucaCnaeMatch,
  type LucaCnaeMatchInput,
  type LucaCnaeSuggestion,
  type LucaIntentInput,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { enforceRateLimits, type RateLimitRule } from '../rate-limits/rate-limits.service.js';
import { suggestAliasCandidates } from './luca.alias.js';
import { matchLocally, reasonsFor, type LocalMatch, type RankedCode } from './luca.engine.js';
import { fuseWithClassifier, withRanking } from './luca.fusion.js';
import { buildLucaIndex, type LucaIndex } from './luca.index.js';
import { findTakenAliases, readLucaSourceData } from './luca.repository.js';
import { judge } from './luca.question.js';
import type { Reranker } from './luca.reranker.js';
import { prepareWordTrades } from './luca.trades.js';
import { prepareAskDetector } from './luca.asks.js';
import { frameTerms } from './luca.goods.js';

/** A person tries a few descriptions; a script is stopped quickly. Per IP and per user. */
export const LUCA_MAX_PER_MINUTE = 20;
export const LUCA_MAX_PER_HOUR = 200;
export const LUCA_ALIAS_OPTIONS = 8;

export interface LucaCaller {
  ip: string;
  userId: string | null;
}

function rateLimitRules(call: 'match' | 'alias', caller: LucaCaller): RateLimitRule[] {
  const keys = [`luca:${call}:ip:${caller.ip}`, ...(caller.userId ? [`luca:${call}:user:${caller.userId}`] : [])];
  return keys.flatMap((key) => [
    { key: `${key}:minute`, max: LUCA_MAX_PER_MINUTE, windowSeconds: 60 },
    { key: `${key}:hour`, max: LUCA_MAX_PER_HOUR, windowSeconds: 3600 },
  ]);
}

// ---------------------------------------------------------------- the index, once per database

const indexes = new WeakMap<Database, Promise<LucaIndex>>();

/**
 * The engine's in-memory index of the CNAE reference tables, built on first use and kept
 * for the life of the process (a read-only cache of reference data: any replica builds
 * the same one). An empty table (reference data not loaded yet) is not kept.
 */
export function lucaIndexFor(db: Database): Promise<LucaIndex> {
  let pending = indexes.get(db);
  if (!pending) {
    pending = readLucaSourceData(db).then((source) => {
      if (source.subclasses.length === 0) indexes.delete(db);
      const index = buildLucaIndex(source);
      // Where each word's entries fall (`luca.trades.ts`): read with the index, not on the first question.
      prepareWordTrades(index);
      prepareAskDetector(index);
      // The trades' frames (`luca.goods.ts`), read once here rather than on the first question.
      frameTerms(index);
      return index;
    });
    pending.catch(() => indexes.delete(db));
    indexes.set(db, pending);
  }
  return pending;
}

// ---------------------------------------------------------------- CNAE match

/** Shown first among the reasons of the option the person picked in Luca's question. */
export const CHOSEN_REASON = 'Você escolheu esta opção na pergunta da Luca';

function toSuggestion(index: LucaIndex, candidate: RankedCode, chosen = false): LucaCnaeSuggestion {
  const subclass = index.subclasses[candidate.subclass]!;
  return {
    code: subclass.code,
    formattedCode: subclass.formattedCode,
    description: subclass.description,
    score: candidate.confidence,
    reasons: [...(chosen ? [CHOSEN_REASON] : []), ...reasonsFor(index, candidate)],
    isAllowedMei: subclass.isAllowedMei,
    simplesSituation: subclass.simplesSituation,
    simplesAnnex: subclass.simplesAnnex,
    fatorR: subclass.simplesFatorR,
  };
}

/** The local engine's answer in the contract's shape, with the question and confidence. */
export function answerFromLocal(
  index: LucaIndex,
  local: LocalMatch,
  engine: 'local' | 'llm' = 'local',
  chosen?: number,
): LucaCnaeMatch {
  const verdict = judge(index, local);
  const settled = chosen !== undefined && local.main?.subclass === chosen;
  return {
    main: local.main ? toSuggestion(index, local.main, settled) : null,
    secondary: local.secondary.map((candidate) => toSuggestion(index, candidate)),
    suggestions: local.suggestions.map((candidate) =>
      toSuggestion(index, candidate, settled && candidate.subclass === chosen),
    ),
    engine,
    ...(settled
      ? { question: null, confidence: { level: 'alta', score: verdict.confidence.score }, canAdoptInOneClick: true }
      : verdict),
  };
}

/**
 * The person's answer to the question: the option's subclass becomes the main activity,
 * first among the suggestions (with its matched passages when the engine had it), and the
 * rest keep their order. An unknown code changes nothing.
 */
function settle(index: LucaIndex, local: LocalMatch, cnae: string): { local: LocalMatch; chosen?: number } {
  const position = index.positionOf.get(cnae);
  if (position === undefined) return { local };
  const known = [...local.suggestions, ...local.ranking].find((candidate) => candidate.subclass === position);
  const main: RankedCode = known ?? {
    subclass: position,
    score: local.main?.score ?? 0,
    coverage: 0,
    confidence: 0,
    passages: [],
  };
  const secondary = local.secondary.filter((candidate) => candidate.subclass !== position);
  const suggestions = [main, ...local.suggestions.filter((candidate) => candidate.subclass !== position)].slice(
    0,
    LUCA_MAX_SUGGESTIONS,
  );
  const ranking = [main, ...local.ranking.filter((candidate) => candidate.subclass !== position)];
  return { local: { ...local, main, secondary, suggestions, ranking }, chosen: position };
}

/** Puts the main activity's candidates in the model's order; the secondary ones stay. */
async function rerank(
  index: LucaIndex,
  intent: string,
  local: LocalMatch,
  reranker: Reranker,
): Promise<LocalMatch | null> {
  const candidates = local.ranking.map((candidate) => {
    const subclass = index.subclasses[candidate.subclass]!;
    return { code: subclass.code, description: subclass.description };
  });
  const order = await reranker(intent, candidates);
  if (!order) return null;
  const byCode = new Map(local.ranking.map((candidate) => [index.subclasses[candidate.subclass]!.code, candidate]));
  const ranking = order.map((code) => byCode.get(code)!).filter(Boolean);
  return withRanking({ ...local, main: local.main ? (ranking[0] ?? null) : null }, ranking);
}

/** Luca's answer for an intent: the local engine, re-ranked by the model when one is configured. */
export async function matchIntent(
  index: LucaIndex,
  intent: string,
  reranker?: Reranker | null,
  clarification?: { cnae: string },
): Promise<LucaCnaeMatch> {
  const found = matchLocally(index, intent, LUCA_MAX_SUGGESTIONS);
  if (clarification) {
    const settled = settle(index, found, clarification.cnae);
    return answerFromLocal(index, settled.local, 'local', settled.chosen);
  }
  const local = fuseWithClassifier(index, found);
  if (reranker && local.ranking.length > 1) {
    const reranked = await rerank(index, intent, local, reranker);
    if (reranked) return answerFromLocal(index, reranked, 'llm');
  }
  return answerFromLocal(index, local);
}

/** `POST /functions/luca/cnaes/match`. */
export async function matchCnaes(
  db: Database,
  input: LucaCnaeMatchInput,
  caller: LucaCaller,
  reranker?: Reranker | null,
): Promise<LucaCnaeMatch> {
  await enforceRateLimits(db, rateLimitRules('match', caller));
  const index = await lucaIndexFor(db);
  return matchIntent(index, input.intent, reranker, input.clarification);
}

// ---------------------------------------------------------------- alias suggest

/** `POST /functions/luca/companies/alias-suggest`. */
export async function suggestAliases(
  db: Database,
  input: LucaIntentInput,
  caller: LucaCaller,
): Promise<LucaAliasSuggestions> {
  await enforceRateLimits(db, rateLimitRules('alias', caller));
  const index = await lucaIndexFor(db);
  const local = matchLocally(index, input.intent, 1);
  const division = local.main ? index.subclasses[local.main.subclass]!.divisionCode : null;
  // More candidates than needed: some may be taken already.
  const candidates = suggestAliasCandidates(input.intent, { division, idf: index.idf, limit: LUCA_ALIAS_OPTIONS * 3 });
  const taken = await findTakenAliases(db, candidates);
  return {
    suggestions: candidates.filter((candidate) => !taken.has(candidate)).slice(0, LUCA_ALIAS_OPTIONS),
    taken: candidates.filter((candidate) => taken.has(candidate)),
  };
}
