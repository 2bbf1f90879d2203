import { classify, posterior } from './luca.classifier.js';
import type { LocalMatch } from './luca.engine.js';
import { CLASSIFIER_TEMPERATURE } from './luca.fusion.js';
import type { LucaIndex } from './luca.index.js';
import { expandChatStyle, stem, words } from './luca.text.js';

/**
 * When to ask, learned from owners' descriptions (decision 015, thirteenth round;
 * `luca_perguntas_clientes.tsv`, PROVENANCE.md). The training lines are of two kinds:
 * `ask`, a description an accountant could not settle without asking ("alugo umas salas"),
 * with the 2 to 4 subclasses to ask between; and `clear`, a look-alike that carries the
 * deciding word ("alugo umas salas que são minhas"), with its one subclass.
 *
 * For a description Luca finds its nearest training lines (idf-weighted cosine over the
 * stems of its words: possessives, "faço", "tenho" and the like are kept, they are what
 * decides) and asks when: the nearest `ask` line is near and the description holds most of
 * it; the near lines are mostly `ask` ones; their options include the engine's first; no near
 * `clear` line shares a deciding word with the description (a word the `clear` lines use and
 * the `ask` lines hardly do), nor does the description say a word that only `clear` lines of
 * these options use; the two activities it names are not the options (the first named is the
 * main one); and the classifier does not give one option nearly all its share. A question
 * Luca asks anyway (a sense's, the trade's) gains the options it lacks. The lines are never
 * searched by the engine nor shown: the question names only the official titles of the options.
 */

/**
 * Only the words that say nothing of the activity in any description: articles,
 * prepositions, greetings, where the business is, and the wish to open or regularise it.
 */
const FILLER: ReadonlySet<string> = new Set(
  (
    'a o as os um uma uns umas de da do das dos d em no na nos nas num numa e ou que se ao aos ' +
    'com por pelo pela pelos pelas para pra pro pras pros p oi ola opa bom boa dia tarde noite obg ' +
    'obrigado obrigada gente pessoal favor ajuda ajudar aqui ai la perto centro bairro cidade regiao ' +
    'quero queria preciso abrir abro empresa cnpj mei cpf ltda formalizar regularizar declarar ' +
    'qual quais cnae atividade uso ponho coloco contador me eu'
  ).split(' '),
);

/** How many of the nearest lines vote. */
const NEIGHBOURS = 7;
/** A line nearer than this is a neighbour at all. */
const MIN_SIMILARITY = 0.3;
/** The nearest `ask` line must be at least this near for Luca to ask. */
const ASK_SIMILARITY = 0.4;
/**
 * ... and the description must hold this share of its weight: a short description ("farmácia")
 * is near any line that names the same thing among others ("marketing pra farmácias").
 */
const ASK_COVERED = 0.7;
/** The `ask` neighbours' votes must outweigh the `clear` ones' by this factor. */
const ASK_RATIO = 1.5;
/** A neighbour votes with its similarity to this power: the nearest count most. */
const VOTE_POWER = 3;
/** Options come from the `ask` neighbours at least this share as near as the nearest one. */
const OPTION_NEAR = 0.8;
/** A word is a deciding word when at least this share of the lines holding it are `clear`. */
const DECIDING_SHARE = 0.8;
/** ... and at least this many `clear` lines hold it. */
const DECIDING_COUNT = 2;
/** An option is kept when its vote is at least this share of the first option's. */
const OPTION_SHARE = 0.35;
/**
 * The classifier, which reads the whole description, must give the second option at least
 * this share of what it gives the first: a description that says more than the training line
 * (the deciding word the training lines lack) leaves the classifier sure of one option.
 */
const CLASSIFIER_SPLIT = 0.3;
/** Votes of an ask line's codes by their place: the likeliest first. */
const PLACE_WEIGHT = [1, 0.85, 0.7, 0.6];

interface TrainingLine {
  /** Position in `index.askDescriptions`. */
  id: number;
  ask: boolean;
  /** Subclass positions in the index, the likeliest first. */
  codes: number[];
  terms: ReadonlyMap<string, number>;
  norm: number;
}

interface AskDetector {
  lines: TrainingLine[];
  postings: ReadonlyMap<string, number[]>;
  idf: ReadonlyMap<string, number>;
  /** Idf given to a word no training line holds. */
  unseenIdf: number;
  deciding: ReadonlySet<string>;
  /** Per stem: the subclasses of the `clear` lines holding it, and of the `ask` lines. */
  clearCodes: ReadonlyMap<string, ReadonlySet<number>>;
  askCodes: ReadonlyMap<string, ReadonlySet<number>>;
}

/** The stems a description is compared by. */
export function askTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of words(expandChatStyle(text))) {
    if (FILLER.has(word) || word.length < 2 || /^\d+$/.test(word)) continue;
    terms.add(stem(word));
  }
  return [...terms];
}

const detectors = new WeakMap<LucaIndex, AskDetector>();

function build(index: LucaIndex): AskDetector {
  const raw: Array<{ id: number; ask: boolean; codes: number[]; terms: string[] }> = [];
  index.askDescriptions.forEach((line, id) => {
    const codes = line.codes.map((code) => index.positionOf.get(code)).filter((code) => code !== undefined);
    if (codes.length > 0) raw.push({ id, ask: line.kind === 'ask', codes, terms: askTerms(line.description) });
  });
  const df = new Map<string, number>();
  const clearDf = new Map<string, number>();
  const clearCodes = new Map<string, Set<number>>();
  const askCodes = new Map<string, Set<number>>();
  for (const line of raw) {
    for (const term of line.terms) {
      df.set(term, (df.get(term) ?? 0) + 1);
      if (!line.ask) clearDf.set(term, (clearDf.get(term) ?? 0) + 1);
      const codes = line.ask ? askCodes : clearCodes;
      const set = codes.get(term) ?? new Set<number>();
      for (const code of line.codes) set.add(code);
      codes.set(term, set);
    }
  }
  const total = raw.length;
  const idf = new Map([...df].map(([term, count]) => [term, Math.log((total + 1) / (count + 0.5))]));
  const deciding = new Set(
    [...clearDf]
      .filter(([term, count]) => count >= DECIDING_COUNT && count / df.get(term)! >= DECIDING_SHARE)
      .map(([term]) => term),
  );
  const postings = new Map<string, number[]>();
  const lines = raw.map((line, id) => {
    const terms = new Map(line.terms.map((term) => [term, idf.get(term)!]));
    for (const term of terms.keys()) {
      const list = postings.get(term) ?? [];
      list.push(id);
      postings.set(term, list);
    }
    const norm = Math.sqrt([...terms.values()].reduce((sum, weight) => sum + weight * weight, 0));
    return { id: line.id, ask: line.ask, codes: line.codes, terms, norm };
  });
  return { lines, postings, idf, unseenIdf: Math.log((total + 1) / 0.5), deciding, clearCodes, askCodes };
}

function detectorOf(index: LucaIndex): AskDetector {
  let detector = detectors.get(index);
  if (!detector) {
    detector = build(index);
    detectors.set(index, detector);
  }
  return detector;
}

/** Builds the detector with the index, so that the first question does not wait for it. */
export function prepareAskDetector(index: LucaIndex): void {
  detectorOf(index);
}

export interface AskReading {
  /** Subclass positions to ask between (2 to 4), when Luca should ask (never in one click). */
  options: number[] | null;
  /**
   * The subclasses the nearest `ask` lines ask between, when the engine's first is one of
   * them, whatever the rest says: added to a question Luca asks anyway (a sense's, the
   * trade's), never a reason to ask by themselves.
   */
  related: number[];
}

const NOTHING: AskReading = { options: null, related: [] };

export interface Neighbour {
  line: TrainingLine;
  similarity: number;
  /** The share of the line's weight (idf squared) that the description's stems hold. */
  covered: number;
}

/** The training lines nearest a description's stems, nearest first. */
export function nearestLines(index: LucaIndex, terms: readonly string[]): Neighbour[] {
  const detector = detectorOf(index);
  let norm = 0;
  const dot = new Map<number, number>();
  for (const term of terms) {
    const weight = detector.idf.get(term) ?? detector.unseenIdf;
    norm += weight * weight;
    for (const id of detector.postings.get(term) ?? []) dot.set(id, (dot.get(id) ?? 0) + weight * weight);
  }
  norm = Math.sqrt(norm);
  return [...dot]
    .map(([id, value]) => {
      const line = detector.lines[id]!;
      return { line, similarity: value / (norm * line.norm), covered: value / (line.norm * line.norm) };
    })
    .filter((item) => item.similarity >= MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, NEIGHBOURS);
}

/**
 * The subclasses the nearest `ask` line asks between, with those of the other `ask` lines
 * nearly as near that share one of them (the same doubt in other words), by their votes, up to 4.
 */
function optionsOf(near: readonly Neighbour[], nearest: Neighbour): number[] {
  const votes = new Map<number, number>();
  for (const { line, similarity } of near) {
    if (!line.ask || similarity < OPTION_NEAR * nearest.similarity) continue;
    if (!line.codes.some((code) => nearest.line.codes.includes(code))) continue;
    line.codes.forEach((code, place) => {
      votes.set(code, (votes.get(code) ?? 0) + similarity * (PLACE_WEIGHT[place] ?? 0.5));
    });
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const first = ranked[0]?.[1] ?? 0;
  return ranked
    .filter(([, vote]) => vote >= OPTION_SHARE * first)
    .slice(0, 4)
    .map(([code]) => code);
}

/** What the nearest training lines say of a description: ask (between which), or not. */
export function readAsk(index: LucaIndex, local: LocalMatch, text: string): AskReading {
  if (index.askDescriptions.length === 0 || !local.main) return NOTHING;
  const detector = detectorOf(index);
  const terms = askTerms(text);
  if (terms.length === 0) return NOTHING;
  const near = nearestLines(index, terms);
  const nearestAsk = near.find((item) => item.line.ask);
  if (!nearestAsk) return NOTHING;
  // Only options that meet what the engine found (its first is one of them) are of any use.
  const options = optionsOf(near, nearestAsk);
  if (options.length < 2 || !options.includes(local.main.subclass)) return NOTHING;
  const quiet: AskReading = { options: null, related: options };
  let askVote = 0;
  let clearVote = 0;
  for (const { line, similarity } of near) {
    if (line.ask) askVote += similarity ** VOTE_POWER;
    else clearVote += similarity ** VOTE_POWER;
  }
  if (nearestAsk.similarity < ASK_SIMILARITY || nearestAsk.covered < ASK_COVERED || askVote < ASK_RATIO * clearVote) {
    return quiet;
  }
  // A near clear line shares a deciding word with the description ("minhas", "revendo"): settled.
  const said = new Set(terms);
  const decided = near.some(
    ({ line }) => !line.ask && [...line.terms.keys()].some((term) => detector.deciding.has(term) && said.has(term)),
  );
  if (decided) return quiet;
  // Two activities named, each an option ("restaurante e bar"): the first named is the main
  // one (second round), not a question.
  if (local.secondary.some((candidate) => options.includes(candidate.subclass))) return quiet;
  // The classifier reads the whole description: it must not be sure of one option.
  const shares = posterior(classify(index.classifier, text), options, CLASSIFIER_TEMPERATURE).sort((a, b) => b - a);
  if (shares[1]! < CLASSIFIER_SPLIT * shares[0]!) return quiet;
  // A word the description says that `clear` lines of one of the options use, and no `ask`
  // line of these options does ("oficina mecânica", "produzo"): the description settles it.
  const asked = new Set(nearestAsk.line.terms.keys());
  const settles = terms.some((term) => {
    if (asked.has(term)) return false;
    const clear = detector.clearCodes.get(term);
    if (!clear || !options.some((code) => clear.has(code))) return false;
    const ask = detector.askCodes.get(term);
    return !ask || !options.some((code) => ask.has(code));
  });
  return settles ? quiet : { options, related: options };
}
