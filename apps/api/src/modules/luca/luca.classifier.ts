import type { LucaIndex, PassageKind } from './luca.index.js';
import { expandChatStyle, normalise, termsOf, type Term } from './luca.text.js';

/**
 * A text classifier over the subclasses, learned when the index is built from the same
 * public texts the index holds (subclass and class titles, the IBGE activity index, the
 * explanatory notes, the MEI occupations) and from the training descriptions in owners'
 * words (`customer`, ninth round; not searched by the engine): every passage is a labelled
 * example of its subclass. Unlike the engine, which scores each passage on its own and keeps the best
 * ones, the classifier pools all the texts of a subclass, so words spread over several
 * index rows of one subclass add up ("bolo" in one row, "confeitaria" in another).
 *
 * The model is a multinomial naive Bayes over light stems, pairs of neighbouring light stems
 * and the light stems' character 4-grams (for typos), each kind of text weighing as an
 * example as `CLASSIFIER_OPTIONS` says. It is trained inside `buildLucaIndex` (no file:
 * the reference tables are its only data; decision 015, sixth round). Its posterior is
 * used to reorder the engine's candidates (`luca.fusion.ts`) and to add its likeliest
 * subclass the engine missed, whose reason says so: no training description is quoted.
 *
 * A second model (`Classifier.trades`, seventh round) counts the goods joined to the trade
 * word of the texts that have one ("BOLOS; COMÉRCIO VAREJISTA" -> "sell|" + the stem of
 * "bolos"), and is read with the trade the description's verb says (`classifyTrades`).
 */

export interface ClassifierOptions {
  /** Additive smoothing of the feature counts. */
  alpha: number;
  /** Weight of a pair of neighbouring stems against a single stem. */
  pairWeight: number;
  /** How much each kind of text counts as an example. */
  kindWeight: Readonly<Record<PassageKind, number>>;
  /** Weight of a word's character 4-grams together (shared among them), against the word. */
  charWeight: number;
}

export const CLASSIFIER_OPTIONS: ClassifierOptions = {
  alpha: 0.1,
  pairWeight: 0.5,
  kindWeight: {
    description: 2,
    class: 1,
    activity: 1,
    mei: 3,
    includes: 1,
    alsoIncludes: 1,
    excludes: 0.5,
    // Training descriptions in owners' words (ninth round): 4 to 8 on the tuning half.
    customer: 6,
  },
  charWeight: 1,
};

/** The counts of a naive Bayes, ready to score: one per model (words; trade and goods). */
export interface NaiveBayes {
  /** Per subclass position: log P(unseen feature | subclass), times the feature's weight. */
  unseen: Float64Array;
  /** For each feature: the subclasses that have it and log((count + alpha) / alpha). */
  features: ReadonlyMap<string, { classes: Int32Array; gains: Float32Array }>;
  /** Per subclass position: 1 when it had no text to learn from. */
  empty: Uint8Array;
}

export interface Classifier extends NaiveBayes {
  options: ClassifierOptions;
  /**
   * The second model: the goods joined to what the business does with them ("sell|bolo",
   * "make|bolo", "fix|bolo"), learned from the texts whose trade word can be read
   * (`tradeOfText`). Seventh round of decision 015.
   */
  trades: NaiveBayes;
}

/**
 * What a business does with the goods, as a reference text says it in its trade word and a
 * customer in the verb: sells ("Comércio varejista de", "COMÉRCIO ATACADISTA DE",
 * "Comerciante de"; "vendo", "revendo"), makes ("Fabricação de", "Produção de", "Fabricante
 * de"; "faço", "fabrico"), repairs or installs ("Manutenção e reparação de", "Instalador
 * de"; "conserto", "instalo") or rents out ("Aluguel de", "Locador de"; "alugo").
 */
export type TradeWord = 'sell' | 'make' | 'fix' | 'rent';

/** Trade words and the trade they say; growing, breeding and services name no goods dealt with. */
const TRADE_OF_WORD: ReadonlyMap<string, TradeWord | null> = new Map([
  ['comercio varejista', 'sell'],
  ['comercio atacadista', 'sell'],
  ['comercio', 'sell'],
  ['comerciante', 'sell'],
  ['vendedor', 'sell'],
  ['revendedor', 'sell'],
  ['fabricacao', 'make'],
  ['confeccao', 'make'],
  ['producao', 'make'],
  ['preparacao', 'make'],
  ['fabricante', 'make'],
  ['produtor', 'make'],
  ['manutencao e reparacao', 'fix'],
  ['reparacao e manutencao', 'fix'],
  ['reparacao', 'fix'],
  ['manutencao', 'fix'],
  ['conserto', 'fix'],
  ['reparador', 'fix'],
  ['consertador', 'fix'],
  ['instalacao', 'fix'],
  ['instalador', 'fix'],
  ['aluguel', 'rent'],
  ['locacao', 'rent'],
  ['locador', 'rent'],
  ['cultivo', null],
  ['criacao', null],
  ['servico', null],
  ['servicos', null],
] as const);
const TRADE_WORDS = [...TRADE_OF_WORD.keys()].join('|');
/** The trade word leading a title, a note or an MEI occupation (normalised text). */
const TRADE_HEAD = new RegExp(
  `^(?:(?:o|a|os) )?(?:servicos de (?:a )?)?(${TRADE_WORDS}) (?:especializado )?(?:de |do |da |dos |das |em )?`,
);
/** The trade word after the goods in an IBGE activity index row ("BOLOS; FABRICAÇÃO DE"). */
const TRADE_TAIL = new RegExp(` (${TRADE_WORDS})(?: de)?$`);

/**
 * The trade word of a reference text and the goods it names ("BOLOS; COMÉRCIO VAREJISTA"
 * -> sell, "bolos"), or null when it has none (a class title, a "não compreende" item, a
 * service). The goods stop at "exceto", "inclusive", "quando".
 */
export function tradeOfText(kind: PassageKind, text: string): { trade: TradeWord; goods: string } | null {
  if (kind === 'excludes' || kind === 'class') return null;
  let word: string | undefined;
  let goods = '';
  if (kind === 'activity' && text.includes(';')) {
    const cut = text.indexOf(';');
    word = TRADE_TAIL.exec(` ${normalise(text.slice(cut + 1))}`)?.[1];
    goods = normalise(text.slice(0, cut));
  } else {
    const plain = normalise(text.replace(/\((a|ã)\)/g, ''));
    const match = TRADE_HEAD.exec(plain);
    word = match?.[1];
    if (match) goods = plain.slice(match[0].length);
  }
  const found = word === undefined ? null : (TRADE_OF_WORD.get(word) ?? null);
  goods = goods.split(/ (exceto|inclusive|quando) /)[0]!;
  return found && goods ? { trade: found, goods } : null;
}

/** The goods' light stems joined to the trade: "sell|bolo". */
function tradeTerms(trade: TradeWord, terms: readonly Term[]): Term[] {
  return terms.map((term) => ({ ...term, light: `${trade}|${term.light}` }));
}

/** A word's character 4-grams, with its edges marked ("<bolo>" -> "<bol", "bolo", "olo>"). */
const gramCache = new Map<string, string[]>();
function gramsOf(light: string): string[] {
  let grams = gramCache.get(light);
  if (!grams) {
    const padded = `<${light}>`;
    grams = [];
    for (let k = 0; k + 4 <= padded.length; k++) grams.push(`#${padded.slice(k, k + 4)}`);
    if (gramCache.size < 100_000) gramCache.set(light, grams);
  }
  return grams;
}

/**
 * Light stems, pairs of neighbouring light stems and each light stem's character 4-grams
 * (sharing `charWeight` among them: "bolo" misspelt "bollo" still shares "<bol"); negated
 * words keep their "!" and get no 4-grams.
 */
function featuresOfTerms(
  terms: ReadonlyArray<{ light: string; complement: boolean }>,
  options: ClassifierOptions,
  complementWeight: number,
  add: (key: string, weight: number) => void,
): void {
  terms.forEach((term, i) => {
    const weight = term.complement ? complementWeight : 1;
    add(term.light, weight);
    if (options.charWeight > 0 && !term.light.startsWith('!') && term.light.length >= 4) {
      const grams = gramsOf(term.light);
      for (const gram of grams) add(gram, (weight * options.charWeight) / grams.length);
    }
    const previous = terms[i - 1];
    if (previous && options.pairWeight > 0) add(`${previous.light} ${term.light}`, weight * options.pairWeight);
  });
}

/**
 * Learns the model from the index's passages, fed one by one while the index is built (the
 * index has their terms at hand then): each subclass's weighted feature counts first, then
 * the features' lists of subclasses.
 */
export class ClassifierTrainer {
  private readonly perClass: Array<Map<string, number>>;
  private readonly perClassTrades: Array<Map<string, number>>;

  constructor(
    private readonly size: number,
    private readonly options: ClassifierOptions = CLASSIFIER_OPTIONS,
  ) {
    this.perClass = Array.from({ length: size }, () => new Map<string, number>());
    this.perClassTrades = Array.from({ length: size }, () => new Map<string, number>());
  }

  /** `text` is the passage as stored, for its trade word (`tradeOfText`); `terms` its terms. */
  addPassage(subclass: number, kind: PassageKind, terms: readonly Term[], text?: string): void {
    const kindWeight = this.options.kindWeight[kind];
    if (kindWeight <= 0) return;
    const counts = this.perClass[subclass]!;
    featuresOfTerms(terms, this.options, 1, (key, weight) =>
      counts.set(key, (counts.get(key) ?? 0) + kindWeight * weight),
    );
    const traded = text === undefined ? null : tradeOfText(kind, text);
    if (traded) {
      const tradeCounts = this.perClassTrades[subclass]!;
      // Words only: no pairs nor 4-grams (the first model reads those).
      for (const term of tradeTerms(traded.trade, termsOf(traded.goods))) {
        tradeCounts.set(term.light, (tradeCounts.get(term.light) ?? 0) + kindWeight);
      }
    }
  }

  finish(): Classifier {
    return {
      ...countsToModel(this.perClass, this.size, this.options.alpha),
      options: this.options,
      trades: countsToModel(this.perClassTrades, this.size, this.options.alpha),
    };
  }
}

/** Additive smoothing, then each feature's list of subclasses with their log gains. */
function countsToModel(perClass: ReadonlyArray<Map<string, number>>, size: number, alpha: number): NaiveBayes {
  const lists = new Map<string, { classes: number[]; counts: number[] }>();
  const totals = new Float64Array(size);
  perClass.forEach((counts, c) => {
    for (const [key, count] of counts) {
      totals[c]! += count;
      let list = lists.get(key);
      if (!list) {
        list = { classes: [], counts: [] };
        lists.set(key, list);
      }
      list.classes.push(c);
      list.counts.push(count);
    }
  });
  const unseen = new Float64Array(size);
  for (let c = 0; c < size; c++) unseen[c] = Math.log(alpha / (totals[c]! + alpha * lists.size));
  const features = new Map<string, { classes: Int32Array; gains: Float32Array }>();
  for (const [key, list] of lists) {
    const gains = Float32Array.from(list.counts, (count) => Math.log((count + alpha) / alpha));
    features.set(key, { classes: Int32Array.from(list.classes), gains });
  }
  return { unseen, features, empty: Uint8Array.from(totals, (total) => (total > 0 ? 0 : 1)) };
}

/** The model learned from an index's passages (the index builds its own: `LucaIndex.classifier`). */
export function trainClassifier(index: LucaIndex, options: ClassifierOptions = CLASSIFIER_OPTIONS): Classifier {
  const trainer = new ClassifierTrainer(index.subclasses.length, options);
  for (const passage of index.passages) {
    trainer.addPassage(passage.subclass, passage.kind, termsOf(passage.text), passage.text);
  }
  return trainer.finish();
}

/**
 * The log-likelihood of the intent under each subclass (up to a constant), over the features
 * the model knows; unknown words say nothing about any subclass and are left out.
 */
export function classify(model: Classifier, intent: string, complementWeight = 0.5): Float64Array {
  return classifyParts(model, [{ text: expandChatStyle(intent), weight: 1 }], complementWeight);
}

/** The same, for parts of a description that weigh differently (`weight`). */
export function classifyParts(
  model: Classifier,
  parts: ReadonlyArray<{ text: string; weight: number }>,
  complementWeight = 0.5,
): Float64Array {
  const size = model.unseen.length;
  const scores = new Float64Array(size);
  for (const part of parts) {
    featuresOfTerms(termsOf(part.text), model.options, complementWeight, (key, featureWeight) => {
      const feature = model.features.get(key);
      if (!feature) return;
      const weight = part.weight * featureWeight;
      for (let c = 0; c < size; c++) scores[c]! += weight * model.unseen[c]!;
      const { classes, gains } = feature;
      for (let i = 0; i < classes.length; i++) scores[classes[i]!]! += weight * gains[i]!;
    });
  }
  return scores;
}

/** Posterior over the given subclasses (softmax of the log-likelihoods, at a temperature). */
export function posterior(scores: Float64Array, positions: readonly number[], temperature = 1): number[] {
  if (positions.length === 0) return [];
  const values = positions.map((position) => scores[position]! / temperature);
  const top = Math.max(...values);
  const exps = values.map((value) => Math.exp(value - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

/**
 * The log-likelihood of each subclass under the second model (`Classifier.trades`): the
 * words of each part joined to the trade its verb says ("vendo bolo" -> "sell|bolo"); a
 * part whose verb says no trade says nothing here.
 */
export function classifyTrades(
  model: Classifier,
  parts: ReadonlyArray<{ text: string; weight: number; trade: TradeWord | null }>,
  complementWeight = 0.5,
): Float64Array {
  const { unseen, features } = model.trades;
  const size = unseen.length;
  const scores = new Float64Array(size);
  let read = false;
  for (const part of parts) {
    if (!part.trade) continue;
    for (const term of tradeTerms(part.trade, termsOf(part.text))) {
      const feature = features.get(term.light);
      if (!feature) continue;
      const weight = part.weight * (term.complement ? complementWeight : 1);
      read = true;
      for (let c = 0; c < size; c++) scores[c]! += weight * unseen[c]!;
      for (let i = 0; i < feature.classes.length; i++) scores[feature.classes[i]!]! += weight * feature.gains[i]!;
    }
  }
  if (!read) return scores;
  // A subclass with no text naming a trade (a hairdresser) has no counts here, and its
  // smoothing alone would make it likelier than any subclass whose goods are other ones:
  // it gets the average of the subclasses that have texts, so this model says nothing of it.
  let sum = 0;
  let known = 0;
  for (let c = 0; c < size; c++) {
    if (!model.trades.empty[c]) {
      sum += scores[c]!;
      known++;
    }
  }
  const neutral = known > 0 ? sum / known : 0;
  for (let c = 0; c < size; c++) if (model.trades.empty[c]) scores[c] = neutral;
  return scores;
}
