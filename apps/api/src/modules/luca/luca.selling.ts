import { MAKING_CUES, RETAIL_CUES, SHOP_CUES, WEAK_MAKING_CUES, type Cues, type LocalMatch } from './luca.engine.js';

/**
 * A plain verb of selling does not say the trade (sixteenth round B of decision 015).
 * "vendo geleia na feira", "biscoito pela shopee, vendo bastante" or "bombom, aceito
 * encomenda" say where and how the goods are sold, not whether they are made at home or
 * bought ready: the making subclass and the shop are different activities. What does say it:
 *
 * - a verb or word of making ("faço", "fabrico", "produzo", "caseiro", "artesanal");
 * - a verb or word of buying or reselling ("revendo", "revenda", "compro", "pronto");
 * - a shop ("loja", "comércio", "varejo", "boutique") or a shop's or workshop's name
 *   ("mercearia", "doceria", "padaria");
 * - a trade's name ("doceira", "confeiteiro", "salgadeira");
 * - wholesale, representation, a service, renting out.
 *
 * The engine's cues keep reading "vendo" as retail for the ranking (a question does not change
 * the ranking); only the judgement reads the trade as unsaid.
 */

/** Words of selling that say nothing of where the goods come from, and the channels among the retail cues. */
export const PLAIN_SELLING = new Set([
  'vendo',
  'vender',
  'venda',
  'vendas',
  'vende',
  'vendemos',
  'vendendo',
  'online',
  'internet',
  'ecommerce',
  'commerce',
  'marketplace',
]);
/** Taking orders says the goods are sold to order, not who makes them. */
const ORDERS = new Set(['encomenda', 'encomendas']);
/** A shop's or workshop's name ("doceria", "padaria", "sorveteria"), said as the business: "tenho uma doceria". */
const SHOP_NAME = /(aria|eria)$/;
const BEFORE_SHOP = new Set(['uma', 'minha', 'nossa', 'tenho', 'temos']);
/** A trade's name said of oneself: "sou doceira", "sou confeiteiro", "sou salgadeira", "sou ceramista". */
const TRADE_NAME = /(eiro|eira|ista)$/;
const BEFORE_TRADE = new Set(['sou', 'somos']);

/**
 * The description's cues as far as the trade is concerned: retail only when something other
 * than a plain verb of selling or a channel says it, making only when a word of making other
 * than "encomenda" says it. The rest is as read by the engine.
 */
export function tradeCues(local: LocalMatch, cues: Cues): Cues {
  const all = local.segments.flatMap((segment) => segment.text.split(' ')).filter(Boolean);
  const retailSaid = all.some((word) => (RETAIL_CUES.has(word) && !PLAIN_SELLING.has(word)) || SHOP_CUES.has(word));
  const makingSaid = all.some((word) => MAKING_CUES.has(word) || (WEAK_MAKING_CUES.has(word) && !ORDERS.has(word)));
  const named = all.some(
    (word, i) =>
      (SHOP_NAME.test(word) && BEFORE_SHOP.has(all[i - 1] ?? '')) ||
      (TRADE_NAME.test(word) && BEFORE_TRADE.has(all[i - 1] ?? '')),
  );
  // A part about some of the goods ("alguns eu mesma faço") says a trade of its own (fifteenth round).
  if (named || local.segments.some((segment) => segment.partly)) return cues;
  return { ...cues, retail: cues.retail && retailSaid, making: cues.making && makingSaid };
}
