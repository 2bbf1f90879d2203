import { LUCA_MAX_SUGGESTIONS } from '@contabil/contracts';
import { classifyParts, classifyTrades, posterior, type TradeWord } from './luca.classifier.js';
import { mergeCues, priorOf, type Cues, type LocalMatch, type RankedCode } from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';

/**
 * The engine's candidates for the main activity, plus the classifier's likeliest subclass
 * the engine did not propose (`classifierCandidates`), reordered by a weighted sum of the
 * engine's score (against the best one) and the classifier's posterior over the same
 * candidates (`luca.classifier.ts`). The engine's candidates keep their scores, passages
 * and reasons. A candidate the classifier moves first keeps its own (lower) score, so it
 * never leads the engine's best by the margin one click needs (`judge`): the classifier
 * alone can take a one click away, never give one; one click from the two together needs
 * the engine's lead as well (tenth round, `judge`). Share and temperature chosen on the tuning half
 * of the development part (decision 015, sixth round; share 0.4 -> 0.55 in the ninth,
 * when the classifier learned from the training descriptions in owners' words).
 */
export const CLASSIFIER_SHARE = 0.55;
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
  return fusedScores(index, local).map(({ candidate }) => candidate);
}

/** The candidates in the fused order with their fused scores and the classifier's share. */
function fusedScores(
  index: LucaIndex,
  local: LocalMatch,
): Array<{ candidate: RankedCode; fused: number; share: number }> {
  if (local.ranking.length < 2) return local.ranking.map((candidate) => ({ candidate, fused: 1, share: 1 }));
  const top = local.ranking[0]!.score;
  if (top <= 0) return local.ranking.map((candidate) => ({ candidate, fused: 1, share: 1 }));
  const scores = classifierScores(index, local);
  const ranking = [...local.ranking, ...classifierCandidates(index, local, scores)];
  const shares = sharesOf(index, local, scores, ranking);
  const fused = ranking.map(
    (candidate, i) => (1 - CLASSIFIER_SHARE) * (candidate.score / top) + CLASSIFIER_SHARE * shares[i]!,
  );
  return ranking
    .map((candidate, i) => ({ candidate, i, fused: fused[i]!, share: shares[i]! }))
    .sort((a, b) => b.fused - a.fused || a.i - b.i);
}

/**
 * How many of the classifier's likeliest subclasses the engine did not propose join the
 * candidates (ninth round of decision 015: 1 and 2 gave the same tuning half, 3 lost top-1).
 */
export const CLASSIFIER_CANDIDATES = 1;

/**
 * The classifier's likeliest subclasses (over the whole CNAE) that the engine did not
 * propose ("trabalho de chapa": the training descriptions know the word, the official texts
 * do not), entering with the weakest engine candidate's score and no passage: only a clear
 * posterior takes them up the order, they are never adopted in one click (no coverage, no
 * lead), and their reason says the classifier proposed them (`CLASSIFIER_REASON`).
 */
function classifierCandidates(index: LucaIndex, local: LocalMatch, scores: Float64Array): RankedCode[] {
  const taken = new Set(local.ranking.map((candidate) => candidate.subclass));
  const best: number[] = [];
  for (let c = 0; c < scores.length; c++) {
    if (taken.has(c) || index.classifier.empty[c]) continue;
    let at = best.length;
    while (at > 0 && scores[best[at - 1]!]! < scores[c]!) at--;
    if (at >= CLASSIFIER_CANDIDATES) continue;
    best.splice(at, 0, c);
    if (best.length > CLASSIFIER_CANDIDATES) best.pop();
  }
  const weakest = local.ranking.at(-1)!.score;
  return best.map((subclass) => ({ subclass, score: weakest, coverage: 0, confidence: 0, passages: [] }));
}

/**
 * The classifier's share of each of the engine's candidates (in the ranking's order,
 * summing to 1): the two models' log-likelihoods added (the words; the goods joined to the
 * trade each part's verb says), softened, and weighed by the engine's priors.
 */
export function classifierShares(index: LucaIndex, local: LocalMatch): number[] {
  return sharesOf(index, local, classifierScores(index, local), local.ranking);
}

/**
 * The two models' log-likelihoods of every subclass, added; the trade model reads the first
 * part as its verb says, or as `trade` says when given (`likeliestAs`).
 */
function classifierScores(index: LucaIndex, local: LocalMatch, trade?: TradeWord | null): Float64Array {
  const scores = classifyParts(
    index.classifier,
    local.segments.map((segment, i) => ({ text: segment.text, weight: LATER_PART ** i })),
  );
  // Only the first part: the trade said of a later activity ("tenho uma farmácia e vendo
  // perfumaria") is that activity's, not the main one's.
  const first = local.segments[0];
  const traded = classifyTrades(
    index.classifier,
    first
      ? [{ text: first.text, weight: TRADE_MODEL_WEIGHT, trade: trade === undefined ? tradeOfCues(first.cues) : trade }]
      : [],
  );
  for (let c = 0; c < scores.length; c++) scores[c]! += traded[c]!;
  return scores;
}

function sharesOf(index: LucaIndex, local: LocalMatch, scores: Float64Array, ranking: readonly RankedCode[]): number[] {
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
  const scored = fusedScores(index, local);
  const ranking = scored.map(({ candidate }) => candidate);
  const posterior = new Map(scored.map(({ candidate, share }) => [candidate.subclass, share]));
  if (ranking.every((candidate, i) => candidate === local.ranking[i])) return { ...local, posterior };
  const fused = new Map(scored.map(({ candidate, fused }) => [candidate.subclass, fused]));
  return { ...withRanking(local, ranking), fused, posterior };
}

/**
 * The subclass `inside` accepts that the classifier finds likeliest when the first part is
 * read as if its verb said `trade` (twentieth round): what the owners' training descriptions
 * name for goods the engine's candidates leave out. `null` when `inside` accepts none.
 */
export function likeliestAs(
  index: LucaIndex,
  local: LocalMatch,
  trade: TradeWord,
  inside: (position: number) => boolean,
): number | null {
  const scores = classifierScores(index, local, trade);
  let best: number | null = null;
  let bestScore = -Infinity;
  for (let position = 0; position < scores.length; position++) {
    if (!inside(position)) continue;
    const score = scores[position]!;
    if (score > bestScore) [best, bestScore] = [position, score];
  }
  return best;
}
