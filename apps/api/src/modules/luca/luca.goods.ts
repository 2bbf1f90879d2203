import type { LocalMatch, Slot } from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';
import { normalise, words } from './luca.text.js';
import { formOf, SENSE_SHARE, tradesOfWord } from './luca.trades.js';

/**
 * Goods that small businesses both make and resell, found from the reference data the
 * engine loads (fourteenth round of decision 015). "vendo bolo pelo ifood" does not say
 * whether the cakes are baked at home or bought ready; "vendo roupa pelo insta" mostly
 * means a shop. A goods word is "made when sold" when
 *
 * - the IBGE activity index and the MEI occupations hold it both in making entries
 *   (divisions 10 to 32, together at least `SENSE_SHARE` of its entries, as a sense of a
 *   word of several trades) and in retail entries (division 47): it is made and resold; and
 * - among the owners' descriptions (`luca_descricoes_clientes.tsv`) that hold it with a
 *   plain verb of selling ("vendo", "venda"), those of a making subclass are at least
 *   `MIN_MADE` and at least as many as those of a retail one: people who say they sell it
 *   mostly make it.
 */

/** Fewer owners' lines of making than this say too little. */
export const MIN_MADE = 2;
/** The making lines must be at least this share of the making and retail ones. */
export const MADE_SHARE = 0.5;

/** A plain verb of selling, which says nothing of where the goods come from. */
const SELLING = new Set(['vendo', 'vender', 'venda', 'vendas', 'vendemos', 'vendendo', 'vende']);

/** A shop's or workshop's name: "padaria", "doceria", "sorveteria". */
const SHOP_NAME = /(aria|eria)$/;
/** A trade's name: "doceira", "confeiteiro", "ceramista" (as `PROFESSION` in `luca.question.ts`). */
const PROFESSION = /(eiro|eira|ista)$/;

const isMaking = (division: number) => division >= 10 && division <= 32;
const isRetail = (division: number) => division === 47;

interface SoldLines {
  made: number;
  resold: number;
}

const soldLinesOf = new WeakMap<LucaIndex, Map<string, SoldLines>>();

/** Owners' lines with a plain verb of selling, by the forms of their words: making and retail ones. */
function soldLines(index: LucaIndex): Map<string, SoldLines> {
  let found = soldLinesOf.get(index);
  if (found) return found;
  found = new Map();
  for (const passage of index.passages) {
    if (passage.kind !== 'customer') continue;
    const division = Number(index.subclasses[passage.subclass]!.divisionCode);
    if (!isMaking(division) && !isRetail(division)) continue;
    const own = words(normalise(passage.text));
    if (!own.some((word) => SELLING.has(word))) continue;
    for (const form of new Set(own.map(formOf))) {
      const counts = found.get(form) ?? { made: 0, resold: 0 };
      if (isMaking(division)) counts.made++;
      else counts.resold++;
      found.set(form, counts);
    }
  }
  soldLinesOf.set(index, found);
  return found;
}

/** Reads the owners' lines once, so that no answer waits for it. */
export function prepareGoods(index: LucaIndex): void {
  soldLines(index);
}

/** Whether people who say they sell these goods mostly make them (see above). */
export function madeWhenSold(index: LucaIndex, word: string): boolean {
  const lines = soldLines(index).get(formOf(word));
  if (!lines || lines.made < MIN_MADE || lines.made < MADE_SHARE * (lines.made + lines.resold)) return false;
  const trades = tradesOfWord(index, word);
  if (!trades) return false;
  const making = trades.divisions
    .filter((item) => isMaking(Number(item.division)))
    .reduce((sum, item) => sum + item.share, 0);
  return making >= SENSE_SHARE && trades.divisions.some((item) => isRetail(Number(item.division)));
}

/**
 * The goods the description names, made when sold: the first word of the main part's own
 * slots (no channel, client or verb) that is such goods. `undefined` when there is none.
 */
export function goodsMadeWhenSold(index: LucaIndex, local: LocalMatch): string | undefined {
  const slots: Slot[] = local.segments[0]?.slots ?? [];
  const own = slots.filter((slot) => !slot.channel && !slot.complement && !slot.forWhom && !slot.verb);
  // A shop's or workshop's name ("padaria", "doceria") or, first, a trade's ("doceira") says the trade.
  if (own.some((slot) => slot.surface.split(' ').some((word) => SHOP_NAME.test(word)))) return undefined;
  if (PROFESSION.test(own[0]?.surface.split(' ')[0] ?? '')) return undefined;
  for (const slot of own) {
    for (const word of slot.surface.split(' ')) {
      if (SELLING.has(word) || word.length < 3) continue;
      if (madeWhenSold(index, word)) return word;
    }
  }
  return undefined;
}
