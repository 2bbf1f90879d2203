import { LUCA_MAX_SUGGESTIONS } from '@contabil/contracts';
import { classifyParts, classifyTrades, posterior, type TradeWord } from './luca.classifier.js';
import { mergeCues, priorOf, type Cues, type LocalMatch, type RankedCode } from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';

/**
 * The engine's candidates for the main activity reordered by a weighted sum of the engine's
 * score (against the best one) and the classifier's posterior over the same candidates
 * (`luca.classifier.ts`). Only the order changes: the candidates, their scores, passages
 * and reasons stay the engine's, and no code the engine did not find is added. A candidate
 * the classifier moves first keeps its own (lower) score, so it never leads the engine's
 * best by the margin one click needs (`judge`): the classifier can take a one click away,
 * never give one. Share and temperature chosen on the tuning half of the development part
 * (decision 015, sixth round).
 */
export const CLASSIFIER_SHARE = 0.4;
/** Softens the naive Bayes log-likelihoods, which are far too sure of themselves. */
export const CLASSIFIER_TEMPERATURE = 8;
/** Each later part of the description counts this much of the one before (as in the engine). */
const LATER_PART = 0.8;
/**
 * Weight of the second model (the goods joined to the trade the verb says) against the
 * first. Chosen on the tuning half of the development part (decision 015, seventh round).
 */
export const TRADE_MODEL_WEIGHT = 0.6;

/**
 * What a part of the description says the business does with the goods, read from the
 * engine's cues: makes ("faço", "fabrico"), sells ("vendo", "revendo", "no atacado"),
 * repairs or installs ("conserto", "instalo") or rents out ("alugo"); null when it says
 * none, or both making and selling.
 */
export function tradeOfCues(cues: Cues): TradeWord | null {
  if (cues.making && !cues.retail) return 'make';
  if (cues.retail || cues.wholesale) return cues.making ? null : 'sell';
  if (cues.repair || cues.service) return 'fix';
  return cues.rental ? 'rent' : null;
}

/**
 * The candidates in the fused order, best first. The classifier reads each part of the
 * description as typed (the first activity named is the main one, so later parts weigh
 * less); its first model reads words, not trades, its second the goods joined to the trade
 * the part's verb says (`classifyTrades`), and the posterior is weighed by the engine's
 * priors of what the verbs say (selling, making, repairing, renting).
 */
export function fusedRanking(index: LucaIndex, local: LocalMatch): RankedCode[] {
  const ranking = local.ranking;
  if (ranking.length < 2) return [...ranking];
  const top = ranking[0]!.score;
  if (top <= 0) return [...ranking];
  const shares = classifierShares(index, local);
  const fused = ranking.map(
    (candidate, i) => (1 - CLASSIFIER_SHARE) * (candidate.score / top) + CLASSIFIER_SHARE * shares[i]!,
  );
  return ranking
    .map((candidate, i) => ({ candidate, i }))
    .sort((a, b) => fused[b.i]! - fused[a.i]! || a.i - b.i)
    .map(({ candidate }) => candidate);
}

/**
 * The classifier's share of each of the engine's candidates (in the ranking's order,
 * summing to 1): the two models' log-likelihoods added (the words; the goods joined to the
 * trade each part's verb says), softened, and weighed by the engine's priors.
 */
export function classifierShares(index: LucaIndex, local: LocalMatch): number[] {
  const ranking = local.ranking;
  const scores = classifyParts(
    index.classifier,
    local.segments.map((segment, i) => ({ text: segment.text, weight: LATER_PART ** i })),
  );
  // Only the first part: the trade said of a later activity ("tenho uma farmácia e vendo
  // perfumaria") is that activity's, not the main one's.
  const first = local.segments[0];
  const traded = classifyTrades(
    index.classifier,
    first ? [{ text: first.text, weight: TRADE_MODEL_WEIGHT, trade: tradeOfCues(first.cues) }] : [],
  );
  for (let c = 0; c < scores.length; c++) scores[c]! += traded[c]!;
  const cues = mergeCues(local.segments);
  const likely = posterior(
    scores,
    ranking.map((candidate) => candidate.subclass),
    CLASSIFIER_TEMPERATURE,
  ).map((share, i) => share * priorOf(index, ranking[i]!.subclass, cues));
  const sum = likely.reduce((total, value) => total + value, 0);
  return likely.map((value) => (sum > 0 ? value / sum : 0));
}

/**
 * The local answer with its main activity taken from `ranking` (a new order of the same
 * candidates): the secondary activities stay, the suggestions are rebuilt in the new order.
 */
export function withRanking(local: LocalMatch, ranking: RankedCode[]): LocalMatch {
  const first = ranking[0];
  const main = local.main && first ? (first.subclass === local.main.subclass ? local.main : first) : local.main;
  const secondary = local.secondary.filter((candidate) => candidate.subclass !== main?.subclass);
  const suggestions: RankedCode[] = [];
  for (const candidate of [...(main ? [main] : []), ...secondary, ...ranking]) {
    if (suggestions.length >= LUCA_MAX_SUGGESTIONS) break;
    if (!suggestions.some((other) => other.subclass === candidate.subclass)) suggestions.push(candidate);
  }
  return { ...local, ranking, main, secondary, suggestions };
}

/** The local answer reordered by the classifier (`fusedRanking`). */
export function fuseWithClassifier(index: LucaIndex, local: LocalMatch): LocalMatch {
  const ranking = fusedRanking(index, local);
  if (ranking.every((candidate, i) => candidate === local.ranking[i])) return local;
  return withRanking(local, ranking);
}
