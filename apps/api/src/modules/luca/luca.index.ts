import type { CnaeNotes } from '../../db/schema/reference-data.js';
import { ClassifierTrainer, type Classifier } from './luca.classifier.js';
import { buildLexicon, type Lexicon } from './luca.lexicon.js';
import { expandChatStyle, normalise, termsOf, words } from './luca.text.js';

/** The rows the index is built from (read by luca.repository.ts). */
export interface LucaSourceData {
  subclasses: ReadonlyArray<{
    code: string;
    formattedCode: string;
    description: string;
    classDescription: string;
    divisionCode: string;
    notes: CnaeNotes;
    simplesSituation: 'allowed' | 'barred' | 'ambiguous';
    simplesAnnex: 'I' | 'II' | 'III' | 'IV' | 'V' | null;
    simplesFatorR: boolean | null;
    isAllowedMei: boolean;
  }>;
  activities: ReadonlyArray<{ code: string; description: string }>;
  occupations: ReadonlyArray<{ code: string; occupation: string }>;
  /**
   * Luca's training descriptions in owners' words (`luca_customer_descriptions`,
   * PROVENANCE.md): written by the team, not official texts. Absent in small test indexes.
   */
  customerDescriptions?: ReadonlyArray<{ code: string; description: string }>;
  /**
   * Owners' descriptions that teach when to ask (`luca_ask_descriptions`, PROVENANCE.md):
   * `ask` with the subclasses to ask between, `clear` look-alikes with their one subclass.
   * Read by `luca.asks.ts`, never searched nor shown. Absent in small test indexes.
   */
  askDescriptions?: ReadonlyArray<{ kind: 'ask' | 'clear'; codes: readonly string[]; description: string }>;
}

export type LucaSubclass = LucaSourceData['subclasses'][number];

/** What a subclass is, read from its description (for the engine's priors). */
export interface SubclassKind {
  /** "Representantes comerciais e agentes do comércio de ...". */
  representation: boolean;
  wholesale: boolean;
  retail: boolean;
  /** Second-hand goods ("usados"). */
  used: boolean;
}

export function subclassKind(description: string): SubclassKind {
  const text = normalise(description);
  return {
    representation: text.startsWith('representantes comerciais'),
    wholesale: text.includes('atacad'),
    retail: text.includes('varejista') || text.includes('comercio a varejo'),
    used: /\busad[oa]s\b/.test(text),
  };
}

/**
 * Where a passage comes from. `excludes` is a "não compreende" item of `owner` that names
 * the subclass `subclass` covering it: evidence for that one, and against the owner.
 * `customer` is a training description in an owner's words (ninth round of decision 015):
 * the classifier learns from it; the engine does not search it (no postings, idf or
 * vocabulary), so it is never a matched passage nor a reason.
 */
export type PassageKind =
  'description' | 'activity' | 'mei' | 'includes' | 'alsoIncludes' | 'class' | 'excludes' | 'customer';

export interface Passage {
  /** Position of the subclass the passage speaks for in `LucaIndex.subclasses`. */
  subclass: number;
  kind: PassageKind;
  text: string;
  /** Content words (for BM25's length normalisation). */
  length: number;
  /** For `excludes`: the subclass whose note lists it. */
  owner?: number;
}

export interface Postings {
  passages: Int32Array;
  /** BM25 weight of the term in each passage: idf x saturated, length-normalised frequency. */
  weights: Float32Array;
}

export interface LucaIndex {
  subclasses: readonly LucaSubclass[];
  positionOf: ReadonlyMap<string, number>;
  /** Per subclass position. */
  kinds: readonly SubclassKind[];
  passages: readonly Passage[];
  postings: ReadonlyMap<string, Postings>;
  /** The passages holding each light stem (`lightStem`): where a stem's match is also the word's. */
  lightPostings: ReadonlyMap<string, ReadonlySet<number>>;
  /**
   * Per subclass position: the "não compreende" passage of a manufacturing subclass that
   * names the subclass repairing its goods ("a manutenção e reparação de motores elétricos
   * ... (3313-9/01)"), or -1.
   */
  repairNotes: Int32Array;
  /**
   * Per subclass position: for a manufacturing subclass without such a note, the subclasses
   * of the class that repairs what it makes, read from the CNAE's structure
   * (`REPAIR_CLASS_BY_MAKER`), the catch-all ("outros", "não especificados") first; or null.
   */
  repairClasses: ReadonlyArray<readonly number[] | null>;
  /** Each passage's BM25 score against itself: how much a query can match of it. */
  passageMass: Float64Array;
  /**
   * Two stems side by side in a passage ("camar fri", "escad rolant"), in either order, with
   * the passages that hold them and the pair's idf: a description that says the same two
   * words together names the same thing more surely than the two words apart.
   */
  pairs: ReadonlyMap<string, { passages: Int32Array; idf: number }>;
  /** BM25 idf of each stem. */
  idf: ReadonlyMap<string, number>;
  averageLength: Readonly<Record<PassageKind, number>>;
  /** Normalised words seen in the data or the lexicon, with counts: the spelling reference. */
  vocabulary: ReadonlyMap<string, number>;
  /** Vocabulary words by length, for the typo search. */
  vocabularyByLength: ReadonlyMap<number, readonly string[]>;
  lexicon: Lexicon;
  /** The text classifier learned from the same passages (`luca.classifier.ts`). */
  classifier: Classifier;
  /** The training descriptions that teach when to ask, as loaded (`luca.asks.ts` reads them). */
  askDescriptions: NonNullable<LucaSourceData['askDescriptions']>;
}

/** A typo is corrected only to a word seen this often: rare words are not what people misspell. */
export const MIN_CORRECTION_COUNT = 3;
/** BM25 term-frequency saturation and length normalisation. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.5;
/** Weight of a passage term met only after "para". */
const COMPLEMENT_TERM_WEIGHT = 0.5;

const SUBCLASS_REFERENCE = /\(\s*(\d{4}-\d\/\d{2})\s*\)/g;
const CLASS_REFERENCE = /\(\s*(\d{2})\.(\d{2})-(\d)\s*\)/g;

/** The key of two neighbouring stems, in either order; null for a negated one or the same stem twice. */
export function pairKey(a: string, b: string): string | null {
  if (a === b || a.startsWith('!') || b.startsWith('!')) return null;
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** The CNAE class of a subclass code: its first five digits ("4789004" -> "47890"). */
export function cnaeClass(code: string): string {
  return code.slice(0, 5);
}

/** "IBGE" case to sentence case: "SALÃO DE CABELEIREIRO" -> "Salão de cabeleireiro". */
export function sentenceCase(text: string): string {
  const trimmed = text.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  const lower = trimmed.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * The codes a "não compreende" item points at, each with the part of the text about it:
 * "as atividades de ...: produtos farmacêuticos (4618-4/01); produtos siderúrgicos
 * (4613-3/00)" names two subclasses. A class reference names every subclass of the class.
 */
export function excludedTargets(
  item: string,
  subclassesOfClass: (classDigits: string) => readonly string[],
): Array<{ code: string; text: string }> {
  const parts = item.split(/;\s*/);
  const found: Array<{ code: string; text: string }> = [];
  for (const part of parts.length > 1 ? parts : [item]) {
    const cleaned = part.replace(SUBCLASS_REFERENCE, '').replace(CLASS_REFERENCE, '').trim();
    for (const match of part.matchAll(SUBCLASS_REFERENCE)) {
      found.push({ code: match[1]!.replace(/\D/g, ''), text: cleaned });
    }
    for (const match of part.matchAll(CLASS_REFERENCE)) {
      for (const code of subclassesOfClass(`${match[1]}${match[2]}${match[3]}`)) found.push({ code, text: cleaned });
    }
  }
  return found;
}

/**
 * Where the CNAE puts the repair of what each part of manufacturing makes (longest prefix
 * first): division 33 mirrors divisions 25 to 32 class by class, and the goods people own
 * are repaired in division 95 (computers, phones, household appliances, furniture,
 * jewellery) or 45 (motor vehicles and motorcycles).
 */
const REPAIR_CLASS_BY_MAKER: ReadonlyArray<readonly [string, string]> = [
  ['251', '3311'],
  ['252', '3311'],
  ['25', '3319'],
  ['262', '9511'],
  ['263', '9512'],
  ['264', '9521'],
  ['26', '3312'],
  ['275', '9521'],
  ['27', '3313'],
  ['28', '3314'],
  ['29', '4520'],
  ['301', '3317'],
  ['303', '3315'],
  ['304', '3316'],
  ['3091', '4543'],
  ['3092', '9529104'],
  ['31', '9529105'],
  ['321', '9529106'],
  ['32', '3319'],
];

function repairClassesOf(subclasses: readonly LucaSubclass[], repairNotes: Int32Array): Array<number[] | null> {
  const targets = new Map<string, number[]>();
  for (const [, prefix] of REPAIR_CLASS_BY_MAKER) {
    const positions = subclasses.flatMap((subclass, i) => (subclass.code.startsWith(prefix) ? [i] : []));
    // The catch-all subclass first: it takes the repair when no subclass of the class matched.
    const general = positions.findIndex((i) => subclasses[i]!.code.endsWith('99'));
    if (general > 0) positions.unshift(...positions.splice(general, 1));
    targets.set(prefix, positions);
  }
  return subclasses.map((subclass, i) => {
    if (repairNotes[i]! >= 0) return null;
    const found = REPAIR_CLASS_BY_MAKER.filter(([maker]) => subclass.code.startsWith(maker)).sort(
      (a, b) => b[0].length - a[0].length,
    )[0];
    const positions = found ? targets.get(found[1]) : undefined;
    return positions && positions.length > 0 ? positions : null;
  });
}

/** Builds the in-memory index (a few hundred milliseconds for the whole CNAE). */
export function buildLucaIndex(source: LucaSourceData): LucaIndex {
  const subclasses = [...source.subclasses];
  const positionOf = new Map(subclasses.map((subclass, i) => [subclass.code, i]));
  const byClass = new Map<string, string[]>();
  for (const subclass of subclasses) {
    const classDigits = cnaeClass(subclass.code);
    const list = byClass.get(classDigits) ?? [];
    list.push(subclass.code);
    byClass.set(classDigits, list);
  }

  const passages: Passage[] = [];
  const add = (code: string, kind: PassageKind, text: string, owner?: number) => {
    const subclass = positionOf.get(code);
    if (subclass === undefined || text.trim() === '') return;
    passages.push({ subclass, kind, text: text.trim(), length: 0, ...(owner !== undefined ? { owner } : {}) });
  };
  for (const subclass of subclasses) {
    add(subclass.code, 'description', subclass.description);
    if (normalise(subclass.classDescription) !== normalise(subclass.description)) {
      add(subclass.code, 'class', subclass.classDescription);
    }
    for (const item of subclass.notes.includes) add(subclass.code, 'includes', item);
    for (const item of subclass.notes.alsoIncludes) add(subclass.code, 'alsoIncludes', item);
    const owner = positionOf.get(subclass.code)!;
    for (const item of subclass.notes.excludes) {
      for (const target of excludedTargets(item, (classDigits) => byClass.get(classDigits) ?? [])) {
        if (target.code !== subclass.code) add(target.code, 'excludes', target.text, owner);
      }
    }
  }
  for (const activity of source.activities) add(activity.code, 'activity', activity.description);
  for (const occupation of source.occupations) {
    add(occupation.code, 'mei', occupation.occupation.replace(/\bindependente\b/i, '').replace(/\(a\)/g, ''));
  }
  // Last, so that the official passages keep their ids whatever the training set holds.
  for (const example of source.customerDescriptions ?? []) {
    add(example.code, 'customer', expandChatStyle(example.description));
  }
  // The training descriptions teach the classifier only: searched by the engine they took
  // top-1 from the tuning half (decision 015, ninth round), and they would become reasons.
  const searched = (passage: Passage) => passage.kind !== 'customer';

  const lexicon = buildLexicon(normalise);
  const vocabulary = new Map<string, number>();
  const lightPostings = new Map<string, Set<number>>();
  const building = new Map<string, { passages: number[]; frequencies: number[]; complement: boolean[] }>();
  const totalLength: Record<PassageKind, number> = {
    description: 0,
    activity: 0,
    mei: 0,
    includes: 0,
    alsoIncludes: 0,
    class: 0,
    excludes: 0,
    customer: 0,
  };
  const count: Record<PassageKind, number> = { ...totalLength };

  const pairHolders = new Map<string, number[]>();
  const trainer = new ClassifierTrainer(subclasses.length);
  passages.forEach((passage, id) => {
    const frequencies = new Map<string, number>();
    // Terms met only after "para" ("Máquinas para salão de beleza; comércio atacadista de")
    // say for whom or what for, not what the activity is.
    const headTerms = new Set<string>();
    const terms = termsOf(passage.text);
    trainer.addPassage(passage.subclass, passage.kind, terms, passage.text);
    if (!searched(passage)) return;
    for (const word of words(passage.text)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    for (const { term, light, complement } of terms) {
      const holders = lightPostings.get(light) ?? new Set<number>();
      holders.add(id);
      lightPostings.set(light, holders);
      frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      if (!complement) headTerms.add(term);
    }
    for (let k = 1; k < terms.length; k++) {
      const key = pairKey(terms[k - 1]!.term, terms[k]!.term);
      if (key === null) continue;
      const holders = pairHolders.get(key) ?? [];
      if (holders.at(-1) !== id) holders.push(id);
      pairHolders.set(key, holders);
    }
    const length = terms.length;
    passage.length = length;
    totalLength[passage.kind] += length;
    count[passage.kind] += 1;
    for (const [term, frequency] of frequencies) {
      const entry = building.get(term) ?? { passages: [], frequencies: [], complement: [] };
      entry.passages.push(id);
      entry.frequencies.push(Math.min(frequency, 255));
      entry.complement.push(!headTerms.has(term));
      building.set(term, entry);
    }
  });
  for (const key of lexicon.entries.keys()) {
    // Everyday words of the lexicon are spelling references as good as the data's own.
    for (const word of key.split(' ')) vocabulary.set(word, Math.max(vocabulary.get(word) ?? 0, 5));
  }

  const averageLength = Object.fromEntries(
    (Object.keys(totalLength) as PassageKind[]).map((kind) => [
      kind,
      count[kind] ? totalLength[kind] / count[kind] : 1,
    ]),
  ) as Record<PassageKind, number>;

  const postings = new Map<string, Postings>();
  const idf = new Map<string, number>();
  const total = passages.filter(searched).length;
  for (const [term, entry] of building) {
    const df = entry.passages.length;
    const termIdf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
    idf.set(term, termIdf);
    const weights = new Float32Array(df);
    entry.passages.forEach((id, i) => {
      const passage = passages[id]!;
      const frequency = entry.frequencies[i]!;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * passage.length) / averageLength[passage.kind]);
      const complement = entry.complement[i] ? COMPLEMENT_TERM_WEIGHT : 1;
      weights[i] = (complement * termIdf * frequency * (BM25_K1 + 1)) / (frequency + norm);
    });
    postings.set(term, { passages: Int32Array.from(entry.passages), weights });
  }
  const pairs = new Map<string, { passages: Int32Array; idf: number }>();
  for (const [key, holders] of pairHolders) {
    const df = holders.length;
    pairs.set(key, { passages: Int32Array.from(holders), idf: Math.log(1 + (total - df + 0.5) / (df + 0.5)) });
  }
  const passageMass = new Float64Array(passages.length);
  for (const { passages: ids, weights } of postings.values()) {
    for (let i = 0; i < ids.length; i++) passageMass[ids[i]!]! += weights[i]!;
  }

  const repairNotes = new Int32Array(subclasses.length).fill(-1);
  passages.forEach((passage, id) => {
    if (passage.kind !== 'excludes' || passage.owner === undefined) return;
    const maker = Number(subclasses[passage.owner]!.divisionCode);
    const repairer = Number(subclasses[passage.subclass]!.divisionCode);
    if (maker < 10 || maker > 32 || (repairer !== 33 && repairer !== 95 && repairer !== 45)) return;
    if (!/\b(manutencao|reparacao)\b/.test(normalise(passage.text))) return;
    if (repairNotes[passage.owner]! < 0) repairNotes[passage.owner] = id;
  });

  const vocabularyByLength = new Map<number, string[]>();
  for (const [word, count] of vocabulary) {
    // A typo is corrected only to a word the data uses at least 3 times (or the lexicon's).
    if (word.length < 4 || /\d/.test(word) || count < MIN_CORRECTION_COUNT) continue;
    const list = vocabularyByLength.get(word.length) ?? [];
    list.push(word);
    vocabularyByLength.set(word.length, list);
  }

  return {
    subclasses,
    positionOf,
    kinds: subclasses.map((subclass) => subclassKind(subclass.description)),
    passages,
    postings,
    lightPostings,
    repairNotes,
    repairClasses: repairClassesOf(subclasses, repairNotes),
    passageMass,
    pairs,
    idf,
    averageLength,
    vocabulary,
    vocabularyByLength,
    lexicon,
    classifier: trainer.finish(),
    askDescriptions: source.askDescriptions ?? [],
  };
}
