import {
  MAKING_CUES,
  RETAIL_CUES,
  SHOP_CUES,
  WEAK_MAKING_CUES,
  namesChannel,
  type Cues,
  type LocalMatch,
  type Slot,
} from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';
import { likeliestAs } from './luca.fusion.js';
import { expandChatStyle, words } from './luca.text.js';

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
/**
 * Adjectives of the goods ("pão caseiro", "cerveja artesanal"): they say what kind of goods
 * they are, which a shop may buy ready and resell, not that the business makes them
 * (twentieth round). A verb ("faço", "fabrico", "produzo") says it.
 */
const GOODS_ADJECTIVES = new Set(['caseiro', 'caseira', 'caseiros', 'caseiras', 'artesanal', 'artesanais']);
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
  // Goods sold through a channel: their adjectives say what kind they are, not who made them.
  const sold = namesChannel(words(expandChatStyle(local.intent ?? all.join(' '))));
  const makingSaid = all.some(
    (word) =>
      (MAKING_CUES.has(word) && !(sold && GOODS_ADJECTIVES.has(word))) ||
      (WEAK_MAKING_CUES.has(word) && !ORDERS.has(word)),
  );
  const named = all.some(
    (word, i) =>
      (SHOP_NAME.test(word) && BEFORE_SHOP.has(all[i - 1] ?? '')) ||
      (TRADE_NAME.test(word) && BEFORE_TRADE.has(all[i - 1] ?? '')),
  );
  // A part about some of the goods ("alguns eu mesma faço") says a trade of its own (fifteenth round).
  if (named || local.segments.some((segment) => segment.partly)) return cues;
  return { ...cues, retail: cues.retail && retailSaid, making: cues.making && makingSaid };
}

/** Words of delivering: "faço entrega", "entrego", "delivery". */
const DELIVERY = new Set(['entrega', 'entregas', 'entrego', 'entregamos', 'delivery']);
/** What carries the goods, not the goods: "entrega de moto". */
const VEHICLES = new Set([
  'moto',
  'motos',
  'carro',
  'carros',
  'bicicleta',
  'bike',
  'van',
  'fiorino',
  'kombi',
  'caminhao',
]);
/** Words after "de" that are no goods: "entrega de moto", "entrega de segunda a sexta". */
const OF = new Set(['de', 'do', 'da', 'dos', 'das']);

/**
 * The goods a delivery word names: "entrega de açaí", "delivery de marmita", "entrego pizza";
 * not "entrega de moto", "entrego em BH", "faço entrega pelo ifood".
 */
function deliveredGoods(all: readonly string[]): string | null {
  for (let i = 0; i < all.length; i++) {
    if (!DELIVERY.has(all[i]!)) continue;
    const next = all[i + 1] ?? '';
    const goods = OF.has(next) ? (all[i + 2] ?? '') : all[i] === 'entrego' ? next : '';
    if (goods.length > 2 && !VEHICLES.has(goods) && !/^\d+$/.test(goods)) return goods;
  }
  return null;
}

/** Delivery by courier (motorcycle, bicycle, car): "Serviços de entrega rápida". */
export const COURIER = '5320202';
/** Who prepares or sells what is delivered: food service (division 56) or a shop (47). */
const PREPARES_OR_SELLS = new Set(['56', '47']);
/** The goods' candidate must come this high in the engine's ranking. */
const GOODS_RANK = 5;

/**
 * The description delivers goods it names ("faço entrega de açaí pelo ifood", "delivery de
 * marmita") and says neither that it prepares or sells them (a verb of making or buying, a
 * shop, "minha lanchonete") nor that it only delivers them (a trade's name, "sou motoboy", or
 * the clients: "pros restaurantes"): the courier or the food shop that delivers (sixteenth
 * round B). Returns the two subclasses' positions, the courier first, or `null`.
 */
export function deliveryOrShop(index: LucaIndex, local: LocalMatch, said: Cues): [number, number] | null {
  const all = local.segments.flatMap((segment) => segment.text.split(' ')).filter(Boolean);
  if (!deliveredGoods(all)) return null;
  // "faço entrega" is the delivery itself; "faço marmita", "caseiro", "produzo" say making.
  const making = all.some(
    (word, i) => MAKING_CUES.has(word) || (WEAK_MAKING_CUES.has(word) && !DELIVERY.has(all[i + 1] ?? '')),
  );
  if (making) return null;
  if (said.retail || said.wholesale || said.rental || said.service) return null;
  if (all.some((word, i) => BEFORE_TRADE.has(all[i - 1] ?? '') && word.length > 2)) return null;
  // The clients named ("pros restaurantes", "pra umas lojas"): only the delivery. "com minha moto" is the means.
  const clients = (slot: Slot) => slot.forWhom || (slot.complement && !VEHICLES.has(slot.surface));
  if (local.segments.some((segment) => segment.slots.some(clients))) return null;
  const courier = index.positionOf.get(COURIER);
  if (courier === undefined) return null;
  const main = local.main;
  if (!main) return null;
  const found = local.ranking
    .slice(0, GOODS_RANK)
    .find((candidate) => PREPARES_OR_SELLS.has(index.subclasses[candidate.subclass]!.divisionCode));
  // The engine's first candidate is the delivery or those goods, not a third activity.
  const mainDivision = index.subclasses[main.subclass]!.divisionCode;
  if ((!found || main.subclass !== found.subclass) && mainDivision !== '53') return null;
  // No food service or shop among the first: the one the classifier finds likeliest for the
  // goods delivered, read as sold (twentieth round: "entrego pizza pelo ifood").
  const goods =
    found?.subclass ??
    likeliestAs(index, local, 'sell', (position) => PREPARES_OR_SELLS.has(index.subclasses[position]!.divisionCode));
  if (goods === null) return null;
  // "tenho um restaurante", "temos salão": the business's own place prepares or sells.
  const ownPlace = all.some((word, i) => (word === 'tenho' && /^uma?$/.test(all[i + 1] ?? '')) || word === 'temos');
  if (ownPlace && main.subclass === goods) return null;
  return [courier, goods];
}
