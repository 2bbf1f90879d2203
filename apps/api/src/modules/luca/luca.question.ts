import type { LucaConfidence, LucaQuestion } from '@contabil/contracts';
import { mergeCues, unsaidActivity, type Cues, type LocalMatch, type RankedCode } from './luca.engine.js';
import { sentenceCase, type LucaIndex } from './luca.index.js';
import { readAsk, type AskReading } from './luca.asks.js';
import { channelQuestion } from './luca.channels.js';
import { clientsServiceQuestion } from './luca.clients.js';
import { sectorClientsQuestion } from './luca.professional.js';
import { propertyQuestion } from './luca.property.js';
import { describedGoods, holdsAny, sameGoods } from './luca.goods.js';
import { contentTerms, normalise } from './luca.text.js';
import { severalTrades, spreadAlone } from './luca.trades.js';
import { unnamedWork } from './luca.work.js';
import { deliveryOrShop, tradeCues } from './luca.selling.js';
import { namedFirstElsewhere } from './luca.first-named.js';

/**
 * When Luca cannot know: the description leaves a word of several trades unsettled
 * ("tenho um salão"), or the best candidates are close and differ in what the business
 * does with the goods (makes, resells, repairs) or in the CNAE section, and nothing in the
 * text says which. Then Luca asks, with 2 to 4 options, instead of answering confidently.
 */

/** A candidate within this share of the best one's score is "close". */
const CLOSE_SHARE = 0.7;
/** The other trade of the same goods must come this high when the text says its verb. */
const COUNTERPART_RANK = 2;
/** The same when the text says the other trade itself ("algumas eu mesma faço"): a little deeper. */
const SAID_COUNTERPART_RANK = 3;
/** Across sections, only a near tie is asked about. */
const NEAR_TIE_SHARE = 0.92;
/** Confidence levels: the best candidate's coverage of the intent and its lead over the next. */
const HIGH_COVERAGE = 0.5;
const HIGH_LEAD = 0.4;
const LOW_COVERAGE = 0.3;
/**
 * One click also needs this share of the person's own words (idf-weighted, clients and
 * channels aside) in the passages shown as reasons: an answer found only through the
 * lexicon's rephrasing ("acupuntura" read as "práticas integrativas") is not adopted blind.
 * Set on the tuning half of the development part (fifth round).
 */
const OWN_WORDS_FOUND = 0.3;

type Trade = 'making' | 'selling' | 'repair';
/** The trades in the order the questions name them. */
const TRADES: readonly Trade[] = ['making', 'selling', 'repair'];

/**
 * What the business does with the goods: makes them (manufacturing), resells them (trade),
 * or repairs and installs them (maintenance, installation, repair divisions). Other
 * services (restaurants, health, ...) are none of these: `null`.
 */
function tradeOf(index: LucaIndex, candidate: RankedCode): Trade | null {
  const subclass = index.subclasses[candidate.subclass]!;
  const division = Number(subclass.divisionCode);
  const kind = index.kinds[candidate.subclass]!;
  const group = subclass.code.slice(0, 3);
  if (division === 33 || division === 95 || group === '452' || subclass.code.startsWith('4543') || group === '432') {
    return 'repair';
  }
  if (division >= 10 && division <= 32) return 'making';
  if ((division >= 45 && division <= 47) || kind.retail || kind.wholesale || kind.representation) return 'selling';
  return null;
}

const TRADE_LABEL: Record<Trade, string> = {
  making: 'Fabrico ou produzo',
  selling: 'Revendo (compro pronto e vendo)',
  repair: 'Conserto, instalo ou faço manutenção',
};
const TRADE_VERB: Record<Trade, string> = { making: 'fabrica', selling: 'revende', repair: 'conserta' };

/** "Você fabrica ou revende bolos?" */
function tradeQuestion(trades: readonly Trade[], object: string): string {
  const ordered = TRADES.filter((trade) => trades.includes(trade));
  const list = ordered.map((trade) => TRADE_VERB[trade]);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} ou ${list.at(-1)}` : list[0]!;
  return object ? `Você ${joined} ${object}?` : `Você ${joined} o que vende?`;
}

/** A trade's name ("relojoeiro", "sapateiro", "eletricista") says what the person does. */
const PROFESSION = /(eiro|eira|ista)$/;

/**
 * Division 95 repairs the goods people also buy in shops (phones, computers, shoes, watches,
 * bicycles, furniture): for those, "trabalho com celular" may be the shop or the repairs.
 */
function repairsOwnGoods(index: LucaIndex, candidate: RankedCode): boolean {
  return index.subclasses[candidate.subclass]!.divisionCode === '95';
}

/** The fused ranking's (engine and classifier) first this many are "ahead" (eighteenth round A). */
const AHEAD_RANK = 3;
/** There, the classifier gives the other trade at least this share of what it gives the first. */
const AHEAD_SHARE = 0.5;

/** Whether the candidate's matched passages hold one of these terms. */
function holdsTerm(index: LucaIndex, terms: readonly string[], candidate: RankedCode): boolean {
  const ids = new Set(candidate.passages.map((passage) => passage.id));
  return terms.some((term) => index.postings.get(term)?.passages.some((id) => ids.has(id)));
}

/**
 * Candidates of another trade than the first's (making, selling, repairing: CNAE section C,
 * section G, or the repair and installation divisions) that the engine's score alone leaves
 * far behind, yet nothing in the text tells apart from the first: reached like the first
 * through the word the goods are named with (`objectOf`: the same goods), and found about as
 * likely by the classifier, which reads the whole description. Among the fused ranking's
 * first `AHEAD_RANK` when the classifier gives them at least `AHEAD_SHARE` of the first's
 * share ("mexo com cinto de couro": the clothes shop third), further down when it gives them at
 * least as much as the first ("mexo com pneu": the tyre shop sixth).
 */
function otherTradesAhead(index: LucaIndex, local: LocalMatch, main: RankedCode): RankedCode[] {
  const posterior = local.posterior;
  if (!posterior) return [];
  const mainTrade = tradeOf(index, main);
  // The goods: the word the question is about ("roupa"), found in the passages of both. A
  // trade's name ("sou eletricista") says the trade: its occupation is the answer.
  const object = objectOf(local);
  if (PROFESSION.test(object)) return [];
  const goods = contentTerms(object).map(({ term }) => term);
  if (!holdsTerm(index, goods, main)) return [];
  const mainShare = posterior.get(main.subclass) ?? 0;
  return local.ranking.filter((candidate, rank) => {
    const trade = tradeOf(index, candidate);
    if (candidate === main || !trade || trade === mainTrade) return false;
    const share = posterior.get(candidate.subclass) ?? 0;
    // Further down, only one the classifier prefers to the first.
    if (rank < AHEAD_RANK ? share < AHEAD_SHARE * mainShare : share < mainShare) return false;
    return holdsTerm(index, goods, candidate);
  });
}

/** Does the text already say what the business does with the goods? */
function tradeSettled(cues: Cues): boolean {
  return cues.making || cues.retail || cues.wholesale || cues.service || cues.representation;
}

/** The description says it sells (retail) and that it makes, and no wholesale or service word. */
function conflicting(cues: Cues): boolean {
  return cues.retail && cues.making && !cues.wholesale && !cues.service;
}

/**
 * The text says what kind of business it is and the best candidate is not that kind: it
 * sells "no atacado" and the candidate is a shop, it rents out and the candidate is no
 * rental, it both makes and sells, or it names goods without saying whether it makes or
 * resells them and the candidate does one of the two, or it says one of the two and the
 * candidate does the other ("pego pão de queijo congelado e revendo": no bakery; twenty-first
 * round). The candidate may still be right, but not in one click.
 */
function cuesDisagree(index: LucaIndex, candidate: RankedCode, cues: Cues, said?: Cues): boolean {
  const subclass = index.subclasses[candidate.subclass]!;
  const kind = index.kinds[candidate.subclass]!;
  if (conflicting(cues)) return true;
  // Goods named, and nothing says whether they are made or resold.
  const trade = tradeOf(index, candidate);
  if ((trade === 'making' || trade === 'selling') && !tradeSettled(cues)) return true;
  // Only a plain "vendo", a channel or "encomenda" said it (sixteenth round B, `luca.selling.ts`).
  if ((trade === 'making' || trade === 'selling') && said && !tradeSettled(said)) return true;
  // It says it resells and the candidate makes the goods, or it makes them and the candidate is a shop.
  if (trade === 'making' && cues.retail && !cues.making) return true;
  if (trade === 'selling' && cues.making && !cues.retail && !cues.wholesale) return true;
  if (cues.wholesale && !kind.wholesale && !kind.representation) return true;
  const renting = subclass.divisionCode === '77' || subclass.code.startsWith('6810');
  return cues.rental && !renting;
}

/** The word the question is about: the main segment's first word that is not a cue ("bolos"). */
function objectOf(local: LocalMatch): string {
  const segment = local.segments[0];
  if (!segment) return '';
  const slot = segment.slots.find((item) => !/^(loja|vendo|venda|vender|revenda|fabrica|conserto)/.test(item.surface));
  return slot?.surface ?? '';
}

function labelOf(index: LucaIndex, candidate: RankedCode): string {
  const subclass = index.subclasses[candidate.subclass]!;
  return sentenceCase(subclass.description);
}

/**
 * Share of the person's own words (idf-weighted) that the candidate's own texts hold, or
 * the passages it was reached through. Clients, channels and the verbs of the trade (which
 * the priors read) are left out: what is counted is what the person named.
 */
function ownWordsFound(index: LucaIndex, local: LocalMatch, candidate: RankedCode): number {
  const ids = candidate.passages.map((passage) => passage.id);
  let all = 0;
  let found = 0;
  for (const segment of local.segments) {
    for (const slot of segment.slots) {
      if (slot.complement || slot.forWhom || slot.channel || slot.verb) continue;
      for (const { term } of contentTerms(slot.surface)) {
        const idf = index.idf.get(term);
        if (idf === undefined) continue;
        all += idf;
        const postings = index.postings.get(term)!.passages;
        if (postings.some((id) => index.passages[id]!.subclass === candidate.subclass || ids.includes(id))) {
          found += idf;
        }
      }
    }
  }
  return all > 0 ? found / all : 0;
}

/**
 * The second way to one click (tenth round): the engine and the classifier, which read the
 * description differently (passages matched against the words' likelihoods learned from
 * the official texts and the owners' descriptions), put the same subclass first, the engine
 * leading its next candidate by at least `AGREED_LEAD` and the classifier giving it at least
 * `AGREED_MARGIN` more of its share than to any other. A candidate only the classifier
 * proposed (no passage) never qualifies, nor one the description's trade cues disagree with.
 * Set on the tuning half of the development part (decision 015, tenth round).
 */
const AGREED_LEAD = 0.3;
const AGREED_MARGIN = 0.1;

function bothRankersAgree(
  index: LucaIndex,
  local: LocalMatch,
  main: RankedCode,
  lead: number,
  cues: Cues,
  said: Cues,
): boolean {
  if (main.passages.length === 0 || !local.posterior || lead < AGREED_LEAD) return false;
  const share = local.posterior.get(main.subclass) ?? 0;
  let other = 0;
  for (const [subclass, value] of local.posterior) if (subclass !== main.subclass) other = Math.max(other, value);
  return share - other >= AGREED_MARGIN && !cuesDisagree(index, main, cues, said);
}

/**
 * One click is withheld when the classifier gives a candidate of another CNAE division at
 * least this share of what it gives the first: the two readings of the description point
 * at different businesses, whatever the engine's lead. Set on the tuning half of the grown
 * development part (decision 015, eleventh round: 0.5 cost 9 right one-click answers there,
 * 0.7 and 0.75 removed the same 2 of 5 on ambiguous descriptions, 0.9 one).
 */
const DOUBT_SHARE = 0.75;

/** The classifier gives a candidate of another division nearly as much as the first. */
function classifierDoubts(index: LucaIndex, local: LocalMatch, main: RankedCode): boolean {
  if (!local.posterior) return false;
  const share = local.posterior.get(main.subclass) ?? 0;
  const division = index.subclasses[main.subclass]!.divisionCode;
  for (const [subclass, value] of local.posterior) {
    if (subclass === main.subclass || index.subclasses[subclass]!.divisionCode === division) continue;
    if (value >= DOUBT_SHARE * share) return true;
  }
  return false;
}

export interface Verdict {
  question: LucaQuestion | null;
  confidence: LucaConfidence;
  canAdoptInOneClick: boolean;
}

/** The question to ask, if any, and how sure Luca is of the main activity. */
export function judge(index: LucaIndex, local: LocalMatch): Verdict {
  const main = local.main;
  const cues = mergeCues(local.segments);
  const asks = main && local.intent !== undefined ? readAsk(index, local, local.intent) : null;
  // What the text says of the trade: a plain "vendo" or a channel does not (sixteenth round B).
  const said = tradeCues(local, cues);
  // A property rented or sold with no activity found (sixteenth round A) is still asked about.
  const asked = main ? questionFor(index, local, cues, asks, said) : propertyQuestion(index, local);
  const question = asked && asks ? withOptions(index, local, asked, asks.options ?? asks.related) : asked;
  const score = main ? Math.round(main.confidence * 1000) / 1000 : 0;
  if (!main) return { question: asked, confidence: { level: 'baixa', score }, canAdoptInOneClick: false };
  // The best other score, wherever the ranking puts it: a re-ordering (the classifier's, the
  // model's) that moves a weaker candidate second must not widen the lead one click needs.
  const runnerUp = Math.max(
    0,
    ...local.ranking.filter((candidate) => candidate.subclass !== main.subclass).map((candidate) => candidate.score),
  );
  const lead = runnerUp > 0 ? 1 - runnerUp / main.score : 1;
  // When the description names several activities, the main one is ranked on its own part's
  // words; a lone candidate there has a lead and a classifier margin of 1 by construction,
  // so nothing measured how sure it is (twenty-first round): no one click.
  const unmeasured = local.secondary.length > 0 && runnerUp === 0;
  const sure =
    !question &&
    ((main.coverage >= HIGH_COVERAGE &&
      lead >= HIGH_LEAD &&
      !cuesDisagree(index, main, cues, said) &&
      ownWordsFound(index, local, main) >= OWN_WORDS_FOUND) ||
      bothRankersAgree(index, local, main, lead, cues, said)) &&
    !classifierDoubts(index, local, main) &&
    !namedFirstElsewhere(index, local, main) &&
    !unmeasured;
  const level = main.coverage < LOW_COVERAGE ? 'baixa' : sure ? 'alta' : 'media';
  return { question, confidence: { level, score }, canAdoptInOneClick: level === 'alta' };
}

/**
 * Asked when the description names two trades of the same goods and does not say which is
 * the main one (fifteenth round): by the CNPJ rules, the one that brings more revenue.
 */
export const MAIN_TRADE_QUESTION = 'Qual destas atividades traz mais receita (a principal)?';

/** The two trades as the owner would say them. */
const MAIN_TRADE_LABEL: Record<Trade, string> = {
  selling: 'A revenda (o que compro pronto e vendo)',
  making: 'O que eu mesmo(a) fabrico ou produzo',
  repair: 'Os consertos e a manutenção',
};

/**
 * Another trade the description says of the goods: a part about some of them ("algumas eu
 * mesma faço": making), or a later part that repairs.
 */
function otherTradeSaid(local: LocalMatch): Trade | null {
  for (const segment of local.segments) {
    const partly = segment.partly;
    if (!partly) continue;
    if (partly.repair) return 'repair';
    if (partly.making) return 'making';
    if (partly.retail) return 'selling';
  }
  // A later part with a verb of its own that repairs, not said to be now and then ("tenho uma
  // loja de peças de celular e também arrumo os aparelhos").
  const later = local.segments.slice(1);
  if (later.some((segment) => segment.cues.repair && !segment.minor && segment.slots.some((slot) => slot.verb))) {
    return 'repair';
  }
  return null;
}

/**
 * The main candidate's trade and another one of the same goods that the description also says
 * (`otherTradeSaid`: "vendo perfume, uns eu mesma misturo"): the question between the
 * two, with the candidate of the other trade found by ranking the main part's words as if its
 * verb were said. `null` when the text says a single trade or the other one is not found.
 */
function mainOfTwoTrades(index: LucaIndex, local: LocalMatch, cues: Cues): LucaQuestion | null {
  const main = local.main!;
  const mainTrade = tradeOf(index, main);
  const other = otherTradeSaid(local);
  if (!mainTrade || !other || other === mainTrade) return null;
  const asIf: Cues =
    other === 'making'
      ? { ...cues, making: true, retail: false }
      : other === 'repair'
        ? { ...cues, service: true, repair: true, retail: false }
        : { ...cues, retail: true, making: false };
  const counterpart = local
    .rankWith(asIf)
    .slice(0, SAID_COUNTERPART_RANK)
    .find((candidate) => tradeOf(index, candidate) === other);
  if (!counterpart) return null;
  return goodsQuestion({
    text: MAIN_TRADE_QUESTION,
    options: [
      { label: MAIN_TRADE_LABEL[mainTrade], cnae: index.subclasses[main.subclass]!.code },
      { label: MAIN_TRADE_LABEL[other], cnae: index.subclasses[counterpart.subclass]!.code },
    ],
  });
}

/** The other trades of the same goods are searched this deep when they must share the goods. */
const SAME_GOODS_RANK = 5;

/**
 * The candidate of each trade (makes, resells, repairs) of the same goods, by the searches of
 * step 2, `SAME_GOODS_RANK` deep, where a candidate of another trade than the main one's must
 * have been found through one of the goods words that found the main one (`sameGoods`): the
 * installer of electronic gates is no trade of iron gates, nor is the repair of pneumatic
 * equipment a trade of tyres (eighteenth round B).
 */
function sameGoodsTrades(
  index: LucaIndex,
  local: LocalMatch,
  cues: Cues,
  said: Cues,
  close: readonly RankedCode[],
  object: string,
): Map<Trade, RankedCode> {
  const main = local.main!;
  const goods = describedGoods(index, local, true);
  const fits = (candidate: RankedCode) =>
    candidate.subclass === main.subclass || sameGoods(index, main, candidate, goods);
  const byTrade = new Map<Trade, RankedCode>();
  for (const candidate of close) {
    const trade = tradeOf(index, candidate);
    if (trade && !byTrade.has(trade) && fits(candidate)) byTrade.set(trade, candidate);
  }
  addCounterparts(index, local, cues, byTrade, object, SAME_GOODS_RANK, fits);
  if (cues.retail && !said.retail) byTrade.delete('repair');
  return byTrade;
}

/**
 * The other trades of the main candidate's goods that the ranking finds when the text is read
 * as if it said them, `depth` deep, each passing `fits`: the same goods made or resold (as if
 * "fabrico" or "vendo" were said), and goods that are also repaired ("trabalho com relógios":
 * as if "conserto" were said, a repair of division 95 only; for such a repair, as if "vendo")
 * unless the text names the trade ("sou relojoeiro"). Eleventh round. Added to `byTrade`
 * where its trade is missing.
 */
function addCounterparts(
  index: LucaIndex,
  local: LocalMatch,
  cues: Cues,
  byTrade: Map<Trade, RankedCode>,
  object: string,
  depth: number,
  fits: (candidate: RankedCode) => boolean,
): void {
  const main = local.main!;
  const mainTrade = tradeOf(index, main);
  const opposite: Trade | null = mainTrade === 'making' ? 'selling' : mainTrade === 'selling' ? 'making' : null;
  if (opposite && !byTrade.has(opposite)) {
    const other = local
      .rankWith({ ...cues, retail: opposite === 'selling', making: opposite === 'making' })
      .slice(0, depth)
      .find((candidate) => tradeOf(index, candidate) === opposite && fits(candidate));
    if (other) byTrade.set(opposite, other);
  }
  if (mainTrade !== null && (mainTrade !== 'repair' || repairsOwnGoods(index, main)) && !PROFESSION.test(object)) {
    const trade: Trade = mainTrade === 'repair' ? 'selling' : 'repair';
    const asIf = trade === 'repair' ? { ...cues, service: true, repair: true } : { ...cues, retail: true };
    const other = byTrade.has(trade)
      ? undefined
      : local
          .rankWith(asIf)
          .slice(0, depth)
          .find(
            (candidate) =>
              tradeOf(index, candidate) === trade &&
              (trade !== 'repair' || repairsOwnGoods(index, candidate)) &&
              fits(candidate),
          );
    if (other) byTrade.set(trade, other);
  }
}

/**
 * The trade question step 2 asks: the same goods in each trade (`sameGoodsTrades`), or the
 * candidates step 2 found when that leaves fewer than two trades; the options in the order the
 * question names the trades (fabrica, revende, conserta), the goods as typed.
 */
function tradeOptions(
  index: LucaIndex,
  local: LocalMatch,
  cues: Cues,
  said: Cues,
  close: readonly RankedCode[],
  object: string,
  found: ReadonlyMap<Trade, RankedCode>,
): LucaQuestion {
  const main = local.main!;
  const mainTrade = tradeOf(index, main);
  // What step 2 found, when it is the same goods as the first; then the same-goods search for
  // the trades left without a candidate.
  const goods = describedGoods(index, local, true);
  const chosen = new Map<Trade, RankedCode>();
  for (const [trade, candidate] of found) {
    if (candidate.subclass === main.subclass || sameGoods(index, main, candidate, goods)) chosen.set(trade, candidate);
  }
  for (const [trade, candidate] of sameGoodsTrades(index, local, cues, said, close, object)) {
    if (!chosen.has(trade)) chosen.set(trade, candidate);
  }
  return tradesAsked(
    index,
    local,
    object,
    chosen.size >= 2 && mainTrade !== null && chosen.has(mainTrade) ? chosen : found,
  );
}

/** The trade question with these trades: in the order the question names them, the goods as typed. */
function tradesAsked(
  index: LucaIndex,
  local: LocalMatch,
  object: string,
  chosen: ReadonlyMap<Trade, RankedCode>,
): LucaQuestion {
  const trades = TRADES.filter((trade) => chosen.has(trade));
  return goodsQuestion({
    text: tradeQuestion(trades, typedWord(local, object)),
    options: trades.map((trade) => ({
      label: TRADE_LABEL[trade],
      cnae: index.subclasses[chosen.get(trade)!.subclass]!.code,
    })),
  });
}

/** The words as the person typed them, accents and all ("vela aromática", not "vela aromatica"). */
function typedWord(local: LocalMatch, surface: string): string {
  if (!surface || !local.intent) return surface;
  const tokens = local.intent.split(/[^\p{L}\p{N}]+/u);
  return surface
    .split(' ')
    .map((word) => tokens.find((token) => normalise(token) === word)?.toLowerCase() ?? word)
    .join(' ');
}

/** Asked when goods are delivered and the text does not say whose they are (sixteenth round B). */
export const DELIVERY_QUESTION = 'Você prepara ou vende o que entrega, ou só faz as entregas?';

/** Asked when the word that names the activity is of several trades (`luca.trades.ts`). */
export function severalTradesQuestion(word: string): string {
  return `"${word}" pode ser mais de uma atividade. Qual destas é a sua?`;
}

/** Asked when the description names only where it sells or only its clients. */
export const UNSAID_QUESTION = {
  channel: 'O que você vende ou faz? O canal de venda não diz a atividade.',
  clients: 'O que a sua empresa faz para esses clientes?',
} as const;

/** The best candidates, one per CNAE division, as options. */
function candidateOptions(index: LucaIndex, local: LocalMatch): LucaQuestion['options'] {
  const seen = new Set<string>();
  const options: LucaQuestion['options'] = [];
  for (const candidate of local.ranking) {
    const subclass = index.subclasses[candidate.subclass]!;
    if (seen.has(subclass.divisionCode)) continue;
    seen.add(subclass.divisionCode);
    options.push({ label: labelOf(index, candidate), cnae: subclass.code });
    if (options.length === 4) break;
  }
  return options;
}

/**
 * The questions between the trades of the same goods (makes, resells, repairs): their options
 * are one goods in several trades, and an option added to them must be about those goods.
 */
const GOODS_QUESTIONS = new WeakSet<LucaQuestion>();

function goodsQuestion(question: LucaQuestion): LucaQuestion {
  GOODS_QUESTIONS.add(question);
  return question;
}

/**
 * A question the hand-written senses or the trade cues already ask keeps its text and
 * options; the options the training descriptions give are added after them, up to 4.
 */
function withOptions(
  index: LucaIndex,
  local: LocalMatch,
  question: LucaQuestion,
  positions: readonly number[],
): LucaQuestion {
  const options = [...question.options];
  // A question between the trades of the same goods gains only options about those goods
  // (eighteenth round B): the training lines near "vendo perfume, uns eu mesma misturo" also
  // ask about a pharmacy, whose texts name none of the words said.
  const goods = GOODS_QUESTIONS.has(question) ? describedGoods(index, local) : null;
  for (const position of positions) {
    const subclass = index.subclasses[position]!;
    if (options.length >= 4) break;
    if (options.some((option) => option.cnae === subclass.code)) continue;
    if (goods && !holdsAny(index, position, goods)) continue;
    options.push({ label: sentenceCase(subclass.description), cnae: subclass.code });
  }
  return { ...question, options };
}

/**
 * The first candidate is a service around the goods, no trade of them ("trabalho com
 * celular": mobile telephony), the text does not say the trade, and two trades of the same
 * goods are ahead (`otherTradesAhead`): the question between those trades (eighteenth round
 * A). Asked after the other questions, which read the words themselves.
 */
function aroundGoodsQuestion(index: LucaIndex, local: LocalMatch, cues: Cues, said: Cues): LucaQuestion | null {
  const main = local.main!;
  if (tradeSettled(said) || tradeOf(index, main) !== null) return null;
  const object = objectOf(local);
  if (/(aria|eria)$/.test(object)) return null;
  const trades = new Map<Trade, RankedCode>();
  for (const candidate of otherTradesAhead(index, local, main)) {
    const trade = tradeOf(index, candidate)!;
    if (!trades.has(trade)) trades.set(trade, candidate);
  }
  // A plain "vendo" leaves making or reselling open, not repairing (sixteenth round B).
  if (cues.retail && !said.retail) trades.delete('repair');
  if (trades.size < 2) return null;
  return tradesAsked(index, local, object, trades);
}

/** Asked when the nearest training descriptions are ambiguous ones (`luca.asks.ts`). */
export const ASK_QUESTION = 'Pelo que você escreveu, pode ser mais de uma atividade. Qual destas é a sua?';

function questionFor(
  index: LucaIndex,
  local: LocalMatch,
  cues: Cues,
  asks: AskReading | null,
  said: Cues = cues,
): LucaQuestion | null {
  const main = local.main!;
  // 00. A professional the engine reads as the clients' sector ("a parte fiscal de umas
  // padarias"): which service? (seventeenth round B, `luca.professional.ts`).
  const sector = sectorClientsQuestion(index, local);
  if (sector) return sector;
  // 0. Only the channel or only the clients were said: the activity itself is the question.
  const unsaid = unsaidActivity(local.segments);
  if (unsaid) {
    const options = candidateOptions(index, local);
    if (options.length >= 2) return { text: UNSAID_QUESTION[unsaid], options };
  }
  // 0b. A transport app, or a catalogue or marketplace, that leaves unsaid what is carried or
  // whose the goods are (seventeenth round A, `luca.channels.ts`).
  const channel = channelQuestion(index, local, cues);
  if (channel) return channel;
  // 1. A word of several trades the description did not settle: its senses are the options.
  const ambiguous = local.segments[0]?.slots.find((slot) => slot.ambiguous)?.ambiguous;
  // 1a. Renting, selling or hosting in a property, whose it is, how long the stays are or
  // what service comes with it left unsaid (sixteenth round A, `luca.property.ts`). It
  // replaces the question of "imóveis" (whose are they?), which asks only one of these.
  const property = propertyQuestion(index, local);
  if (property && (!ambiguous || ambiguous.senses.some((sense) => sense.cnae === '6822600'))) return property;
  if (ambiguous) {
    return {
      text: ambiguous.question,
      options: ambiguous.senses.slice(0, 4).map((sense) => ({ label: sense.label, cnae: sense.cnae })),
    };
  }
  const close = local.ranking.filter((candidate) => candidate.score >= CLOSE_SHARE * main.score).slice(0, 4);
  // 2. Makes, resells or repairs the same goods, and the text does not say which (a plain
  // "vendo", a channel or "encomenda" does not: `tradeCues`, sixteenth round B).
  if (!tradeSettled(said)) {
    const byTrade = new Map<Trade, RankedCode>();
    for (const candidate of close) {
      const trade = tradeOf(index, candidate);
      if (trade && !byTrade.has(trade)) byTrade.set(trade, candidate);
    }
    // The same goods in the other trades: the ranking as if the text said their verbs.
    const mainTrade = tradeOf(index, main);
    const object = objectOf(local);
    addCounterparts(index, local, cues, byTrade, object, COUNTERPART_RANK, () => true);
    // The engine and the classifier together put another trade of the same goods among the
    // first few ("trabalho com roupa feminina": the shop, then the maker), though its engine
    // score is not close: it is asked too (eighteenth round A, `otherTradesAhead`).
    if (mainTrade !== null) {
      for (const candidate of otherTradesAhead(index, local, main)) {
        const trade = tradeOf(index, candidate)!;
        if (!byTrade.has(trade)) byTrade.set(trade, candidate);
      }
    }
    // A plain "vendo" leaves making or reselling open, not repairing (sixteenth round B).
    if (cues.retail && !said.retail) byTrade.delete('repair');
    // A workshop's or shop's name ("marmoraria", "padaria") already says the trade.
    if (byTrade.size >= 2 && byTrade.has(mainTrade!) && tradeOf(index, main) !== null && !/(aria|eria)$/.test(object)) {
      return tradeOptions(index, local, cues, said, close, object, byTrade);
    }
  }
  // 2b. Two trades of the same goods, one said of some of them only ("vendo bolsas, algumas eu
  // mesma faço") or in a later part that repairs: which one brings more revenue decides the
  // main activity (fifteenth round).
  const twoTrades = mainOfTwoTrades(index, local, cues);
  if (twoTrades) return twoTrades;
  // 2c. Goods delivered, and nothing says whether the business prepares or sells them or only
  // delivers them ("faço entrega de açaí pelo ifood"): the courier or the shop (sixteenth round B).
  const delivered = deliveryOrShop(index, local, said);
  if (delivered) {
    const [courier, goods] = delivered;
    return {
      text: DELIVERY_QUESTION,
      options: [
        { label: 'Preparo ou vendo o que entrego', cnae: index.subclasses[goods]!.code },
        {
          label: 'Só faço as entregas (para lojas, restaurantes ou aplicativos)',
          cnae: index.subclasses[courier]!.code,
        },
      ],
    };
  }
  // 3. A word whose reference entries fall in several trades, which no other word settles
  // ("abri uma lavagem", "sou tapeceiro"): the best subclass of each trade (twelfth round).
  const several = severalTrades(index, local, cues);
  if (several) {
    return tradesQuestion(index, local, several);
  }
  // 3a. A word said alone whose entries spread over many classes of one division ("clínica"):
  // its likely trades (twentieth round).
  const alone = spreadAlone(index, local);
  if (alone) {
    return tradesQuestion(index, local, alone);
  }
  // 3b. Only the work is named, not what it is done on ("faço montagem", "assistência
  // técnica"): which of its trades (twentieth round, `luca.work.ts`).
  const work = unnamedWork(index, local, cues);
  if (work) {
    return tradesQuestion(index, local, work);
  }
  // 4. The nearest training descriptions are ambiguous ones, and no deciding word was said
  // (thirteenth round): their subclasses to ask between are the options.
  if (asks?.options) {
    return {
      text: ASK_QUESTION,
      options: asks.options.map((position) => ({
        label: sentenceCase(index.subclasses[position]!.description),
        cnae: index.subclasses[position]!.code,
      })),
    };
  }
  // 4a. The first candidate a service around goods that two trades of them follow closely
  // ("trabalho com celular": telephony, then the repairs and the shop; eighteenth round A).
  const aroundGoods = aroundGoodsQuestion(index, local, cues, said);
  if (aroundGoods) return aroundGoods;
  // 4b. A professional named only through the clients' sector, with no title of their own
  // (sixteenth round A, `luca.clients.ts`): which service is it?
  const service = clientsServiceQuestion(index, local);
  if (service) return service;
  // 5. A near tie between different divisions of the CNAE: different businesses altogether.
  if (close.length < 2) return null;
  const fused = local.fused;
  const tied = fused
    ? close.filter((candidate) => fused.get(candidate.subclass)! >= NEAR_TIE_SHARE * fused.get(main.subclass)!)
    : close.filter((candidate) => candidate.score >= NEAR_TIE_SHARE * main.score);
  const divisions = new Set(tied.map((candidate) => index.subclasses[candidate.subclass]!.divisionCode));
  if (tied.length >= 2 && divisions.size >= 2) {
    return {
      text: 'Qual destas atividades é a principal da empresa?',
      options: tied.map((candidate) => ({
        label: labelOf(index, candidate),
        cnae: index.subclasses[candidate.subclass]!.code,
      })),
    };
  }
  return null;
}

/** Which of the word's trades (steps 3, 3a and 3b): the word as typed, a subclass an option. */
function tradesQuestion(
  index: LucaIndex,
  local: LocalMatch,
  found: { word: string; options: readonly number[] },
): LucaQuestion {
  return {
    text: severalTradesQuestion(typedWord(local, found.word)),
    options: found.options.map((position) => ({
      label: sentenceCase(index.subclasses[position]!.description),
      cnae: index.subclasses[position]!.code,
    })),
  };
}
