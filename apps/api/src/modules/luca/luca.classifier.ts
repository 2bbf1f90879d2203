import type { LucaIndex, PassageKind } from './luca.index.js';
import { expandChatStyle, termsOf } from './luca.text.js';

/**
 * A text classifier over the subclasses, learned when the index is built from the same
 * public texts the index holds (subclass and class titles, the IBGE activity index, the
 * explanatory notes, the MEI occupations): every passage is a labelled example of its
 * subclass. Unlike the engine, which scores each passage on its own and keeps the best
 * ones, the classifier pools all the texts of a subclass, so words spread over several
 * index rows of one subclass add up ("bolo" in one row, "confeitaria" in another).
 *
 * The model is a multinomial naive Bayes over light stems, pairs of neighbouring light stems
 * and the light stems' character 4-grams (for typos), each kind of text weighing as an
 * example as `CLASSIFIER_OPTIONS` says. It is trained inside `buildLucaIndex` (no file:
 * the reference tables are its only data; decision 015, sixth round). Its posterior is
 * only used to reorder the engine's own candidates (`luca.fusion.ts`): it never proposes a
 * code the engine did not find, so the reasons shown stay the passages that matched.
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
  kindWeight: { description: 2, class: 1, activity: 1, mei: 3, includes: 1, alsoIncludes: 1, excludes: 0.5 },
  charWeight: 1,
};

export interface Classifier {
  /** Per subclass position: log P(unseen feature | subclass), times the feature's weight. */
  unseen: Float64Array;
  /** For each feature: the subclasses that have it and log((count + alpha) / alpha). */
  features: ReadonlyMap<string, { classes: Int32Array; gains: Float32Array }>;
  options: ClassifierOptions;
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

  constructor(
    private readonly size: number,
    private readonly options: ClassifierOptions = CLASSIFIER_OPTIONS,
  ) {
    this.perClass = Array.from({ length: size }, () => new Map<string, number>());
  }

  addPassage(subclass: number, kind: PassageKind, terms: ReadonlyArray<{ light: string; complement: boolean }>): void {
    const kindWeight = this.options.kindWeight[kind];
    if (kindWeight <= 0) return;
    const counts = this.perClass[subclass]!;
    featuresOfTerms(terms, this.options, 1, (key, weight) =>
      counts.set(key, (counts.get(key) ?? 0) + kindWeight * weight),
    );
  }

  finish(): Classifier {
    const { size, options } = this;
    const lists = new Map<string, { classes: number[]; counts: number[] }>();
    const totals = new Float64Array(size);
    this.perClass.forEach((counts, c) => {
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
    for (let c = 0; c < size; c++) unseen[c] = Math.log(options.alpha / (totals[c]! + options.alpha * lists.size));
    const features = new Map<string, { classes: Int32Array; gains: Float32Array }>();
    for (const [key, list] of lists) {
      const gains = Float32Array.from(list.counts, (count) => Math.log((count + options.alpha) / options.alpha));
      features.set(key, { classes: Int32Array.from(list.classes), gains });
    }
    return { unseen, features, options };
  }
}

/** The model learned from an index's passages (the index builds its own: `LucaIndex.classifier`). */
export function trainClassifier(index: LucaIndex, options: ClassifierOptions = CLASSIFIER_OPTIONS): Classifier {
  const trainer = new ClassifierTrainer(index.subclasses.length, options);
  for (const passage of index.passages) trainer.addPassage(passage.subclass, passage.kind, termsOf(passage.text));
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
