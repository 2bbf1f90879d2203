import { RETAIL_CUES, type Cues, type LocalMatch, type Slot } from './luca.engine.js';
import { cnaeClass, type LucaIndex } from './luca.index.js';
import { contentTerms, normalise, termsOf, words } from './luca.text.js';

/**
 * Words of several trades found by construction (twelfth round of decision 015). A word
 * whose IBGE activity index entries and MEI occupations fall in several CNAE divisions,
 * none holding most of them ("lavagem": laundries and car washes; "tapeceiro": making rugs,
 * selling them, re-upholstering furniture), names no one business by itself. The senses
 * file (`luca.senses.ts`) lists such words by hand, with the cues of each sense; this finds
 * the others from the reference data the engine already loads. Another word of the
 * description that shares one of the word's entries ("banca de jornal") settles it, and so
 * does the classifier when it finds the other trades far less likely than the first.
 */

/** The entries of a word, weighted as the engine weighs them (an MEI occupation counts 2). */
const ENTRY_WEIGHT = { activity: 1, mei: 2 } as const;
/** Fewer entries than this (weighted) say too little about a word's trades. */
const MIN_ENTRIES = 4;
/** A word is of one trade when one division holds at least this share of its entries. */
export const DOMINANT_SHARE = 0.6;
/** A division is a sense of the word when it holds at least this share of its entries. */
export const SENSE_SHARE = 0.2;
/** A sense the classifier gives less than this share of what it gives the engine's first is dropped. */
export const UNLIKELY_SHARE = 0.25;
/** At most this many options. */
export const MAX_SENSES = 4;

/** A word's entries by CNAE division, and in each division the subclass with most of them. */
export interface WordTrades {
  total: number;
  divisions: Array<{ division: string; share: number; subclass: number }>;
  /** The passages (activity index, MEI occupation) that hold the word. */
  entries: ReadonlySet<number>;
}

/**
 * The form a word is compared by: normalised, plural taken off ("bancas" -> "banca",
 * "lavagens" -> "lavagem"). Finer than a stem, so "banca" is not "banco" nor "bancada".
 */
export function formOf(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[rz]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('is')) return `${word.slice(0, -2)}l`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

interface Entries {
  /** Entry passages by the forms of the words they hold, outside a "para" clause. */
  byForm: Map<string, number[]>;
  /** The same by stem, for a word too rare as typed ("tapeceiro": "tapeçaria", "tapetes"). */
  byStem: Map<string, number[]>;
  trades: Map<string, WordTrades | null>;
}

const entriesOf = new WeakMap<LucaIndex, Entries>();

function add(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

function entries(index: LucaIndex): Entries {
  let found = entriesOf.get(index);
  if (found) return found;
  found = { byForm: new Map(), byStem: new Map(), trades: new Map() };
  index.passages.forEach((passage, id) => {
    if (passage.kind !== 'activity' && passage.kind !== 'mei') return;
    // A subclass the Simples Nacional bars (Res. CGSN 140, Anexo VI: banks, insurers, fuels,
    // ...) is no trade of a small business: "depósito" is not the banks' deposits (twentieth
    // round).
    if (index.subclasses[passage.subclass]!.simplesSituation === 'barred') return;
    // "equipamentos para lanchonetes", "artigos para dentistas": there the word is the client.
    const own = termsOf(passage.text).filter((term) => !term.complement);
    const stems = new Set(own.map((term) => term.term));
    const forms = new Set<string>();
    let complement = false;
    for (const word of words(normalise(passage.text))) {
      if (word === 'para') complement = true;
      if (!complement) forms.add(formOf(word));
    }
    for (const form of forms) add(found!.byForm, form, id);
    for (const term of stems) add(found!.byStem, term, id);
  });
  entriesOf.set(index, found);
  return found;
}

/** Reads the entries of every word once (about 0.2 s), so that no answer waits for it. */
export function prepareWordTrades(index: LucaIndex): void {
  entries(index);
}

function tradesFrom(index: LucaIndex, ids: readonly number[]): WordTrades | null {
  const byDivision = new Map<string, Map<number, number>>();
  let total = 0;
  for (const id of ids) {
    const passage = index.passages[id]!;
    const weight = ENTRY_WEIGHT[passage.kind as keyof typeof ENTRY_WEIGHT];
    const division = index.subclasses[passage.subclass]!.divisionCode;
    const subclasses = byDivision.get(division) ?? new Map<number, number>();
    subclasses.set(passage.subclass, (subclasses.get(passage.subclass) ?? 0) + weight);
    byDivision.set(division, subclasses);
    total += weight;
  }
  if (total === 0) return null;
  const divisions = [...byDivision].map(([division, subclasses]) => {
    let mass = 0;
    let best = -1;
    let bestMass = 0;
    for (const [subclass, value] of subclasses) {
      mass += value;
      if (value > bestMass) [best, bestMass] = [subclass, value];
    }
    return { division, share: mass / total, subclass: best };
  });
  divisions.sort((a, b) => b.share - a.share);
  return { total, divisions, entries: new Set(ids) };
}

/** Where a word's entries fall: by its form, or by its stem when the form has none. `null` when neither has. */
export function tradesOfWord(index: LucaIndex, word: string): WordTrades | null {
  const all = entries(index);
  const known = all.trades.get(word);
  if (known !== undefined) return known;
  let found = tradesFrom(index, all.byForm.get(formOf(word)) ?? []);
  // A trade's name with an occupation of its own ("relojoeiro") is that occupation, however
  // many trades its stem has; a word the entries never use as typed is read by its stem.
  if (!found) {
    const stemmed = contentTerms(word)[0]?.term;
    found = stemmed ? tradesFrom(index, all.byStem.get(stemmed) ?? []) : null;
  }
  all.trades.set(word, found);
  return found;
}

/**
 * The word that carries the activity: the first own word of the description that is no
 * client, channel or selling word; a trade's name that is also a verb of trade ("sou
 * instalador") when nothing else is said.
 */
function carrier(local: LocalMatch): Slot | undefined {
  const slots = local.segments.flatMap((segment) => segment.slots);
  const own = slots.filter(
    (slot) => !slot.channel && !slot.complement && !slot.forWhom && !RETAIL_CUES.has(slot.surface),
  );
  return own.find((slot) => !slot.verb) ?? own[0];
}

type Trade = 'making' | 'selling' | 'other';

function tradeOfDivision(division: string): Trade {
  const number = Number(division);
  if (number >= 10 && number <= 32) return 'making';
  // Division 45 both sells vehicles and repairs them: neither trade alone.
  if (number === 46 || number === 47) return 'selling';
  return 'other';
}

/** The text's trade cues rule out the other trades of the same goods ("faço", "vendo", "conserto"). */
function fitsCues(division: string, cues: Cues): boolean {
  const trade = tradeOfDivision(division);
  // Wholesale and sales representation only when the text says so (as the engine's priors).
  if (division === '46' && !cues.wholesale && !cues.representation) return false;
  if (cues.making && !cues.retail) return trade === 'making';
  if (cues.retail && !cues.making) return trade === 'selling';
  if (cues.service || cues.rental) return trade === 'other';
  return true;
}

const divisionOf = (index: LucaIndex, subclass: number) => index.subclasses[subclass]!.divisionCode;

export interface SeveralTrades {
  /** The word as typed (normalised). */
  word: string;
  /** Positions in `index.subclasses`: one per trade, the likeliest first. */
  options: number[];
}

/**
 * The trades of the word that carries the activity, when it is of several and the
 * description does not say which: the engine's best candidate of each leading division
 * (else the word's commonest subclass there). `null` when the word is of one trade, when
 * another word shares one of its entries, when the engine's first is reached through
 * other words, or when the classifier finds the other trades far less likely.
 */
export function severalTrades(index: LucaIndex, local: LocalMatch, cues: Cues): SeveralTrades | null {
  const slot = carrier(local);
  const main = local.ranking[0];
  if (!slot || !main || slot.ambiguous || slot.sense || slot.surface.includes(' ')) return null;
  const trades = tradesOfWord(index, slot.surface);
  if (!trades || trades.total < MIN_ENTRIES) return null;
  let senses = trades.divisions.filter((item) => item.share >= SENSE_SHARE && fitsCues(item.division, cues));
  // Selling the goods wholesale or retail is one trade: the engine's priors pick the channel.
  if (senses.some((item) => item.division === '47')) senses = senses.filter((item) => item.division !== '46');
  if (senses.length < 2 || senses[0]!.share >= DOMINANT_SHARE) return null;
  // Another word of the description in one of the word's entries settles it ("banca de
  // jornal"); so do other words whose own entries lean to one of its trades more than to
  // the others ("estamparia de camisetas": clothes, not metal).
  const others = local.segments
    .flatMap((segment) => segment.slots)
    .filter((other) => other !== slot && !other.channel)
    .flatMap((other) => other.surface.split(' '));
  const leaning = new Map<string, number>();
  for (const word of others) {
    // A word leans to a trade when a good share of its own entries is there ("casa", found
    // everywhere, leans nowhere).
    const own = tradesOfWord(index, word);
    const leans = senses.filter(
      (sense) => (own?.divisions.find((item) => item.division === sense.division)?.share ?? 0) >= SENSE_SHARE,
    );
    for (const sense of leans) leaning.set(sense.division, (leaning.get(sense.division) ?? 0) + 1);
    // Sharing an entry settles it, unless the other word is itself of the same several
    // trades ("bijuteria, brinco, pulseira": made and sold alike).
    const holders = entries(index).byForm.get(formOf(word)) ?? [];
    if (leans.length < 2 && holders.some((id) => trades.entries.has(id))) return null;
  }
  const counts = senses.map((sense) => leaning.get(sense.division) ?? 0).sort((a, b) => b - a);
  if (counts[0]! > counts[1]!) return null;
  // The engine's first in another division: the description is read through other words
  // ("desenvolvo jogo pra celular": software), unless the word is all it says ("tenho uma banca").
  const mainDivision = divisionOf(index, main.subclass);
  if (!senses.some((sense) => sense.division === mainDivision) && others.length > 0) return null;
  // Each trade's option; the classifier, which reads the whole description, drops a trade
  // it finds far less likely than the engine's first ("empreiteiro de colheita").
  const posterior = local.posterior;
  const mainShare = posterior?.get(main.subclass) ?? 0;
  const options = senses
    .map(
      (sense) =>
        local.ranking.find((candidate) => divisionOf(index, candidate.subclass) === sense.division)?.subclass ??
        sense.subclass,
    )
    .filter((option) => !posterior?.has(option) || posterior.get(option)! >= UNLIKELY_SHARE * mainShare)
    .slice(0, MAX_SENSES);
  if (options.length < 2) return null;
  return { word: slot.surface, options };
}

/** The candidates within this share of the first's score are the word's likely trades. */
const CLOSE_SHARE = 0.7;
/** A word alone settles nothing when the close candidates that hold it fall in at least this many CNAE classes. */
const SPREAD_CLASSES = 3;

/**
 * A word said alone whose entries fall in one division but in many of its classes
 * (twentieth round: "clínica" is medical, dental, laboratory, physiotherapy, psychology,
 * veterinary; division 86 holds 0.85 of its entries, so step 3 does not ask): with nothing
 * else said, the engine's first is one of them by a hair, so Luca asks, with the close
 * candidates that hold the word, one per class. `null` when the description says more than
 * the word, or when the close candidates fall in fewer classes ("barbearia").
 */
export function spreadAlone(index: LucaIndex, local: LocalMatch): SeveralTrades | null {
  const slot = carrier(local);
  const main = local.ranking[0];
  if (!slot || !main || slot.ambiguous || slot.sense || slot.surface.includes(' ')) return null;
  const others = local.segments
    .flatMap((segment) => segment.slots)
    .filter((other) => other !== slot && !other.channel && !other.verb);
  if (others.length > 0) return null;
  const trades = tradesOfWord(index, slot.surface);
  if (!trades || trades.total < MIN_ENTRIES) return null;
  const holders = new Set([...trades.entries].map((id) => index.passages[id]!.subclass));
  const classes = new Set<string>();
  const options: number[] = [];
  for (const candidate of local.ranking) {
    if (candidate.score < CLOSE_SHARE * main.score) continue;
    if (!holders.has(candidate.subclass)) continue;
    const found = cnaeClass(index.subclasses[candidate.subclass]!.code);
    if (classes.has(found)) continue;
    classes.add(found);
    options.push(candidate.subclass);
  }
  if (classes.size < SPREAD_CLASSES) return null;
  return { word: slot.surface, options: options.slice(0, MAX_SENSES) };
}
