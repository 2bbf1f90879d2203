import type { LocalMatch, RankedCode, Slot } from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';
import { contentTerms, termsOf } from './luca.text.js';

/**
 * The goods a question's options speak of (eighteenth round B of decision 015). An option of
 * a question is only of use when it is about what the person named: "vendo perfume, uns eu
 * mesma misturo" is not asked about a pharmacy, and the shop that resells iron gates is not the
 * installer of electronic gates. Both are read from the reference data: the words of a
 * subclass's own texts (title, notes, IBGE index, MEI occupations) against the description's.
 *
 * What is not goods is the frame of the trade: the words the IBGE index puts after the goods
 * ("PNEUS; FABRICAÇÃO DE", "PORTÃO ELETRÔNICO; INSTALAÇÃO DE") and the words of the titles
 * that every part of the CNAE uses ("produtos", "serviços", "não especificados anteriormente").
 */

/** A word of the index's frames ("; COMÉRCIO VAREJISTA", "; FABRICAÇÃO DE") used this often is a frame word. */
const FRAME_ENTRIES = 30;
/** A title word found in this many CNAE divisions names no goods of its own. */
const FRAME_DIVISIONS = 15;

const frames = new WeakMap<LucaIndex, ReadonlySet<string>>();

/** The stems of the trades' frames, read from the index rows and the titles (once per index). */
export function frameTerms(index: LucaIndex): ReadonlySet<string> {
  let found = frames.get(index);
  if (found) return found;
  const entries = new Map<string, number>();
  for (const passage of index.passages) {
    if (passage.kind !== 'activity') continue;
    const at = passage.text.indexOf(';');
    if (at < 0) continue;
    for (const { term } of contentTerms(passage.text.slice(at + 1))) entries.set(term, (entries.get(term) ?? 0) + 1);
  }
  const divisions = new Map<string, Set<string>>();
  for (const subclass of index.subclasses) {
    for (const { term } of contentTerms(subclass.description)) {
      const set = divisions.get(term) ?? new Set<string>();
      set.add(subclass.divisionCode);
      divisions.set(term, set);
    }
  }
  const set = new Set<string>();
  for (const [term, count] of entries) if (count >= FRAME_ENTRIES) set.add(term);
  for (const [term, seen] of divisions) if (seen.size >= FRAME_DIVISIONS) set.add(term);
  found = set;
  frames.set(index, found);
  return found;
}

/** A slot that names goods or a trade: not the verb, not the channel. */
function named(slot: Slot): boolean {
  return !slot.verb && !slot.channel;
}

/**
 * The stems the description names (every way the engine searches each word, the lexicon's
 * rephrasings included), frame words aside. `main` keeps only what the activity is, not for
 * whom it is done ("pra festa", "atendo restaurantes").
 */
export function describedGoods(index: LucaIndex, local: LocalMatch, main = false): Set<string> {
  const frame = frameTerms(index);
  const goods = new Set<string>();
  for (const segment of local.segments) {
    for (const slot of segment.slots) {
      if (!named(slot) || (main && (slot.complement || slot.forWhom))) continue;
      for (const alternative of slot.alternatives) {
        for (const stem of alternative.stems) if (!frame.has(stem) && !stem.startsWith('!')) goods.add(stem);
      }
    }
  }
  return goods;
}

/** Does any of the subclass's own texts hold one of these stems? */
export function holdsAny(index: LucaIndex, position: number, stems: ReadonlySet<string>): boolean {
  for (const stem of stems) {
    const postings = index.postings.get(stem);
    if (!postings) continue;
    for (const id of postings.passages) if (index.passages[id]!.subclass === position) return true;
  }
  return false;
}

/**
 * The description's goods that brought the candidate up: those its matched passages hold.
 * For a repair reached through its maker's note, that note is the maker's text: its goods.
 */
export function goodsFound(index: LucaIndex, candidate: RankedCode, goods: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const { id } of candidate.passages) {
    for (const { term } of termsOf(index.passages[id]!.text)) if (goods.has(term)) found.add(term);
  }
  return found;
}

/** The two candidates were found through at least one goods word in common. */
export function sameGoods(index: LucaIndex, a: RankedCode, b: RankedCode, goods: ReadonlySet<string>): boolean {
  const first = goodsFound(index, a, goods);
  for (const stem of goodsFound(index, b, goods)) if (first.has(stem)) return true;
  return false;
}

/**
 * How many of the things the description names (its slots, frames, clients and channels
 * aside) the subclass's own texts hold, and how many of their words: "fone bluetooth e
 * capinha de celular" is two things and four words ("acessórios", "telefone", "celular",
 * "aparelho") for the phone shop, two things and one word for a variety shop.
 */
export function goodsCovered(index: LucaIndex, local: LocalMatch, position: number): { things: number; words: number } {
  const frame = frameTerms(index);
  let things = 0;
  const held = new Set<string>();
  for (const segment of local.segments) {
    for (const slot of segment.slots) {
      if (!named(slot) || slot.complement || slot.forWhom) continue;
      let found = false;
      for (const alternative of slot.alternatives) {
        for (const stem of alternative.stems) {
          if (frame.has(stem) || stem.startsWith('!') || held.has(stem)) {
            if (held.has(stem)) found = true;
            continue;
          }
          if (holdsAny(index, position, new Set([stem]))) {
            held.add(stem);
            found = true;
          }
        }
      }
      if (found) things += 1;
    }
  }
  return { things, words: held.size };
}
