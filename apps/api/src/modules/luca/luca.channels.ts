import type { LucaQuestion } from '@contabil/contracts';
import type { Cues, LocalMatch, RankedCode } from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';
import { goodsCovered } from './luca.goods.js';
import { contentTerms, words } from './luca.text.js';

/**
 * Seventeenth round A: two kinds of description where the channel named hides what the
 * business does, and only the owner can say it.
 *
 * - A transport app and a vehicle ("rodo de moto na uber", "faço corrida por aplicativo com
 *   a kombi"): the same apps carry people (CNAE 4923-0/02, passengers by car with a driver)
 *   and goods (5320-2/02, fast delivery by motorcycle, bicycle or car; 4930-2/01, municipal
 *   freight, for the vans and kombis that carry loads). Unless the text says which
 *   ("motorista", "passageiro", "entrega", "frete"), the question is which.
 * - Selling through a catalogue or a marketplace without saying whose the goods are: the
 *   seller may buy and resell them (retail, division 47), take orders for the maker and earn
 *   a commission (the representatives of group 46.1, "vendo por catálogo"), or only bring
 *   buyer and supplier together (7490-1/04, intermediation: "o fornecedor manda direto",
 *   "ganho por venda"). CNAE's notes to group 46.1 put the agents who sell on behalf of
 *   others there, not in retail.
 */

/** The apps that carry both people and goods; "aplicativo" with a ride word as well. */
const RIDE_APPS = new Set(['uber', '99', 'indrive', '99pop']);
const APP_WORDS = new Set(['aplicativo', 'aplicativos', 'app', 'apps']);
const RIDE_WORDS = new Set(['corrida', 'corridas', 'rodo', 'rodar', 'rodando']);
/** Small vehicles: goods they carry are fast deliveries (5320-2/02). */
const SMALL_VEHICLES = new Set(['moto', 'motos', 'carro', 'carros', 'bicicleta', 'bike', 'motinha']);
/** Vehicles that carry loads: goods they carry are freight (4930-2/01). */
const LOAD_VEHICLES = new Set(['kombi', 'van', 'fiorino', 'caminhao', 'caminhonete', 'utilitario', 'pickup']);
/** Words that say people are carried ("motorista de aplicativo" is the driver of passengers). */
const PEOPLE = new Set(['motorista', 'passageiro', 'passageiros', 'pessoas', 'mototaxi', 'mototaxista', 'taxi']);
/** Words that say goods are carried. */
const GOODS = new Set([
  'entrega',
  'entregas',
  'entrego',
  'entregador',
  'motoboy',
  'frete',
  'fretes',
  'carga',
  'cargas',
  'mudanca',
  'mudancas',
  'mercadoria',
  'mercadorias',
  'encomenda',
  'encomendas',
  'food',
  'ifood',
  '99food',
]);

export const PASSENGERS = '4923002';
export const COURIER = '5320202';
export const FREIGHT = '4930201';

export const RIDE_QUESTION = 'Pelo aplicativo, você leva passageiros ou faz entregas?';

/** A transport app and a vehicle, and nothing says whether people or goods are carried. */
export function rideQuestion(index: LucaIndex, text: readonly string[]): LucaQuestion | null {
  const app = text.some((word) => RIDE_APPS.has(word));
  const appRide = text.some((word) => APP_WORDS.has(word)) && text.some((word) => RIDE_WORDS.has(word));
  if (!app && !appRide) return null;
  const load = text.some((word) => LOAD_VEHICLES.has(word));
  const small = text.some((word) => SMALL_VEHICLES.has(word));
  if (!load && !small) return null;
  if (text.some((word) => PEOPLE.has(word) || GOODS.has(word))) return null;
  const goods = load ? FREIGHT : COURIER;
  if (!index.positionOf.has(PASSENGERS) || !index.positionOf.has(goods)) return null;
  return {
    text: RIDE_QUESTION,
    options: [
      { label: 'Levo passageiros (corridas de pessoas)', cnae: PASSENGERS },
      {
        label: load ? 'Faço fretes e entregas de mercadorias' : 'Faço entregas de mercadorias e encomendas',
        cnae: goods,
      },
    ],
  };
}

/** Selling through a catalogue or a magazine ("vendo por catálogo", "revista de cosméticos"). */
const CATALOGUE = new Set(['catalogo', 'catalogos', 'revista', 'revistas']);
/** Marketplaces and online channels: where an intermediary sells. */
const ONLINE = new Set([
  'shopee',
  'livre',
  'amazon',
  'magalu',
  'shein',
  'internet',
  'online',
  'instagram',
  'insta',
  'whats',
  'whatsapp',
  'zap',
  'site',
]);
/** Earning per sale without owning the goods: commission, dropshipping, affiliate. */
function earnsPerSale(text: readonly string[]): boolean {
  return text.some(
    (word, i) =>
      word === 'comissao' ||
      word === 'dropshipping' ||
      word === 'dropship' ||
      word.startsWith('afiliad') ||
      (word === 'por' && text[i + 1] === 'venda' && text[i - 1] !== 'vendo') ||
      (word === 'fornecedor' && text.slice(i + 1, i + 4).some((next) => /^(manda|envia|entrega|despacha)/.test(next))),
  );
}
/** Words that say the goods are the seller's own: bought, in stock, a shop, made. */
const OWN_GOODS = new Set([
  'revendo',
  'revenda',
  'revendedor',
  'revendedora',
  'compro',
  'estoque',
  'loja',
  'fabrico',
  'produzo',
  'atacado',
  'atacadista',
  'distribuidora',
]);
/** Words that already say the seller acts for others. */
const FOR_OTHERS = new Set(['representante', 'representacao', 'represento', 'consultora', 'consultor']);

/** Agents acting for others in general (intermediation of business, except property). */
export const INTERMEDIARY = '7490104';

export const OWN_STOCK_QUESTION = 'O que você vende é seu (compra e revende) ou vende por conta de outra empresa?';

function isRetail(index: LucaIndex, candidate: RankedCode): boolean {
  return index.subclasses[candidate.subclass]!.divisionCode === '47';
}

/** The words of the titles' frames, not of the goods. */
const FRAME = 'comércio varejista atacadista representantes comerciais agentes especializado artigos produtos outros';
/** Representatives of goods in general, when no title names the shop's goods. */
const GENERAL_AGENT = '4619200';

/**
 * The representatives' subclass (group 46.1) whose official title names most of the goods
 * the shop's title names, weighted by how rare each word is in the reference texts: "Comércio
 * varejista de cosméticos, produtos de perfumaria ..." gives "Representantes comerciais e
 * agentes do comércio de medicamentos, cosméticos e produtos de perfumaria".
 */
function representativeOfGoods(index: LucaIndex, shop: number): string | undefined {
  const goods = new Set(contentTerms(index.subclasses[shop]!.description).map(({ term }) => term));
  for (const { term } of contentTerms(FRAME)) goods.delete(term);
  let best: string | undefined;
  let bestWeight = 0;
  index.subclasses.forEach((subclass, position) => {
    if (!index.kinds[position]!.representation) return;
    let weight = 0;
    for (const { term } of contentTerms(subclass.description)) {
      if (goods.has(term)) weight += index.idf.get(term) ?? 0;
    }
    if (weight > bestWeight) {
      bestWeight = weight;
      best = subclass.code;
    }
  });
  return best ?? (index.positionOf.has(GENERAL_AGENT) ? GENERAL_AGENT : undefined);
}

/**
 * The shop of the goods named (eighteenth round B): when the ranking is weak ("fone bluetooth
 * e capinha de celular, ganho por venda"), its first shop may be reached through one word only,
 * or a misread one ("ganho" read "banho"), and the ranking as if "revendo" were said reads the
 * first part only. Among the shops of division 47, the one whose own texts (title, notes, IBGE
 * index) hold the most of the things the whole description names (then the most of its words);
 * the first one found above when none holds more.
 */
function shopOfTheGoods(index: LucaIndex, local: LocalMatch, first: RankedCode): number {
  let best = first.subclass;
  let most = goodsCovered(index, local, first.subclass);
  index.subclasses.forEach((subclass, position) => {
    if (subclass.divisionCode !== '47') return;
    const covered = goodsCovered(index, local, position);
    if (covered.things > most.things || (covered.things === most.things && covered.words > most.words)) {
      best = position;
      most = covered;
    }
  });
  return best;
}

/**
 * A catalogue or a marketplace with a word of earning per sale, and nothing that says the
 * goods are the seller's own or that the seller represents a company: resale or acting for
 * others. The resale candidate is the engine's first shop among its first 5, or the first
 * shop when the words are ranked as if "revendo" were said; the representative the first
 * representative when ranked as if "represento" were said.
 */
export function ownStockQuestion(
  index: LucaIndex,
  local: LocalMatch,
  cues: Cues,
  text: readonly string[],
): LucaQuestion | null {
  const catalogue = text.some((word) => CATALOGUE.has(word));
  const perSale = earnsPerSale(text) && text.some((word) => ONLINE.has(word));
  if (!catalogue && !perSale) return null;
  if (text.some((word) => OWN_GOODS.has(word) || FOR_OTHERS.has(word))) return null;
  // Goods are what the engine found: a maker or a trader first, not a service ("ganho comissão"
  // of a broker or an agency is no question of whose goods these are).
  const division = local.main ? Number(index.subclasses[local.main.subclass]!.divisionCode) : 0;
  if (!((division >= 10 && division <= 32) || (division >= 45 && division <= 47))) return null;
  // "fornecedor" reads as wholesale to the engine: only the words above say it here.
  if (cues.rental || cues.making) return null;
  const first =
    local
      .rankWith({ ...cues, retail: true, making: false })
      .slice(0, 3)
      .find((candidate) => isRetail(index, candidate)) ??
    local.ranking.slice(0, 5).find((candidate) => isRetail(index, candidate)) ??
    local.suggestions.slice(0, 5).find((candidate) => isRetail(index, candidate));
  if (!first) return null;
  const shop = shopOfTheGoods(index, local, first);
  let agent: string | undefined;
  if (perSale) {
    agent = index.positionOf.has(INTERMEDIARY) ? INTERMEDIARY : undefined;
  } else {
    const representative = local
      .rankWith({ ...cues, representation: true, retail: false, making: false })
      .slice(0, 5)
      .find((candidate) => index.kinds[candidate.subclass]!.representation);
    agent = representative ? index.subclasses[representative.subclass]!.code : representativeOfGoods(index, shop);
  }
  if (!agent) return null;
  return {
    text: OWN_STOCK_QUESTION,
    options: [
      { label: 'Compro e revendo (a mercadoria é minha)', cnae: index.subclasses[shop]!.code },
      {
        label: perSale
          ? 'Só intermedeio: o fornecedor envia e eu ganho por venda'
          : 'Vendo por conta de uma empresa e ganho comissão',
        cnae: agent,
      },
    ],
  };
}

/** The questions of this round, the ride first. */
export function channelQuestion(index: LucaIndex, local: LocalMatch, cues: Cues): LucaQuestion | null {
  const text = words(local.intent ?? local.segments.map((segment) => segment.text).join(' '));
  return rideQuestion(index, text) ?? ownStockQuestion(index, local, cues, text);
}
