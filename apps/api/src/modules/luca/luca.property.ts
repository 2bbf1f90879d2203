import type { LucaQuestion } from '@contabil/contracts';
import type { LocalMatch } from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';
import { expandChatStyle, words } from './luca.text.js';

/**
 * Renting, selling or hosting in a property (decision 015, sixteenth round A). The CNAE
 * splits what a person does with a house, a hall or a shed by three things the description
 * often leaves out, and an accountant asks about them:
 *
 * - **whose the property is**: one's own (68.10) or someone else's (brokerage 68.21,
 *   administration 68.22);
 * - **how long people stay**: a rental ("aluguel de imóveis próprios", 6810-2/02) or short
 *   stays (lodging, 55.10 / 55.90; "aluguel de imóveis residenciais por curta temporada" is in
 *   5590-6/99);
 * - **what service comes with it**: the hall for parties (8230-0/02), storage for others
 *   (5211-7/99), parking by the hour (5223-1/00), or building to sell (4110-7/00, 4120-4/00).
 *
 * The boundaries are below (`BOUNDARIES`), each with the CNAE note or IBGE index row that
 * draws it: the notes themselves link 6810-2/02 only with lodging and parking (fifteenth round
 * A), so the others are written from the index rows of both sides. The words that settle
 * each side are words of ownership, of the length of the stay and of the service, never
 * descriptions.
 */

type Side =
  | 'ownRent'
  | 'ownSale'
  | 'brokerSale'
  | 'brokerRent'
  | 'administration'
  | 'shortStay'
  | 'hotel'
  | 'boarding'
  | 'partyHouse'
  | 'partyOrganising'
  | 'storage'
  | 'parking'
  | 'incorporation'
  | 'construction';

interface Boundary {
  cnae: string;
  /** The option as an owner reads it. */
  label: string;
  /** Why the CNAE sets it apart from renting or selling one's own property. */
  source: string;
}

export const BOUNDARIES: Readonly<Record<Side, Boundary>> = {
  ownRent: {
    cnae: '6810202',
    label: 'Alugo imóvel próprio (meu ou da empresa), por mês ou por contrato',
    source:
      '6810-2/02: "o aluguel de imóveis próprios, residenciais e não-residenciais"; index: "SUBLOCAÇÃO DE IMÓVEIS DE TERCEIROS"',
  },
  ownSale: {
    cnae: '6810201',
    label: 'Compro e vendo imóveis próprios (em meu nome ou da empresa)',
    source: '6810-2/01: "a compra e venda de imóveis próprios"',
  },
  brokerSale: {
    cnae: '6821801',
    label: 'Intermedeio a venda de imóveis de terceiros (corretagem, comissão)',
    source: '6821-8/01 against 6810-2/01: "de terceiros" against "próprios" in the titles',
  },
  brokerRent: {
    cnae: '6821802',
    label: 'Intermedeio o aluguel de imóveis de terceiros (corretagem, comissão)',
    source: '6821-8/02: "intermediação no aluguel de imóveis de terceiros"',
  },
  administration: {
    cnae: '6822600',
    label: 'Administro imóveis de terceiros (cobro o aluguel, cuido da manutenção)',
    source:
      '6822-6/00 and 6821-8/02 name each other in their notes; index 6810-2/02: "ADMINISTRAÇÃO DE IMÓVEIS PRÓPRIOS"',
  },
  shortStay: {
    cnae: '5590699',
    label: 'Alugo por diária ou temporada, sem serviço de hotel',
    source:
      '6810-2/02 "não compreende ... alojamentos para estadias de curta duração (55.90-6/99)"; 5590-6/99: "o aluguel de imóveis residenciais por curta temporada"',
  },
  hotel: {
    cnae: '5510801',
    label: 'Hotel ou pousada, com recepção, arrumação ou café da manhã',
    source: '6810-2/02 "não compreende ... hotéis (55.10-8/01)"; 5510-8/01: "hotéis e pousadas"',
  },
  boarding: {
    cnae: '5590603',
    label: 'Pensão: alugo quartos a quem mora neles, com ou sem refeição',
    source: '6810-2/02 "não compreende ... (55.90-6/03)"; index 5590-6/03: "PENSÃO; SERVIÇO DE ALOJAMENTO"',
  },
  partyHouse: {
    cnae: '8230002',
    label: 'Alugo o espaço para festas e eventos, por evento',
    source:
      'index 8230-0/02: "ESPAÇOS PARA EVENTOS; ALUGUEL DE, LOCAÇÃO DE" against 6810-2/02 "ALUGUEL DE IMÓVEL PRÓPRIO"',
  },
  partyOrganising: {
    cnae: '8230001',
    label: 'Organizo as festas e os eventos',
    source: '8230-0/02 "não compreende ... os serviços de organização de festas e eventos (8230-0/01)"',
  },
  storage: {
    cnae: '5211799',
    label: 'Guardo mercadorias de outras pessoas e cobro pela guarda',
    source: '5211-7/99: "armazenamento e depósito ... por conta de terceiros" against index 6810-2/02: "SELF STORAGE"',
  },
  parking: {
    cnae: '5223100',
    label: 'Estacionamento: cobro por hora ou por dia pelas vagas',
    source:
      '6810-2/02 "não compreende a exploração de estacionamentos de veículos (5223-1/00)"; 6810-2/02: "o aluguel, em base mensal, de vagas de garagem próprias"; 5223-1/00: "por curta duração"',
  },
  incorporation: {
    cnae: '4110700',
    label: 'Construo por minha conta para vender (incorporação)',
    source:
      '4110-7/00 "não compreende a construção de edifícios (4120-4/00), a compra e venda de imóveis por conta própria (6810-2/01)"',
  },
  construction: {
    cnae: '4120400',
    label: 'Construo para o cliente, no terreno dele (empreitada)',
    source: '4110-7/00 "não compreende a construção de edifícios (4120-4/00)"',
  },
};

/** What kind of place a word names. */
type Place = 'generic' | 'dwelling' | 'leisure' | 'space' | 'parking' | 'commercial' | 'land';

const PLACES: ReadonlyMap<string, Place> = new Map(
  (
    [
      ['generic', 'imovel imoveis'],
      [
        'dwelling',
        'casa casas casinha casinhas apartamento apartamentos ap aps ape apes apto aptos kitnet kitnets kitinete kitinetes quitinete quitinetes quarto quartos comodo comodos chale chales sobrado sobrados flat flats edicula',
      ],
      ['leisure', 'chacara chacaras sitio sitios rancho ranchos'],
      ['space', 'salao saloes galpao galpoes barracao barracoes espaco espacos'],
      ['parking', 'garagem garagens'],
      ['commercial', 'sala salas predio predios'],
      ['land', 'terreno terrenos lote lotes fazenda fazendas'],
    ] as const
  ).flatMap(([place, list]) => list.split(' ').map((word) => [word, place] as const)),
);

function set(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/));
}

/** Words that rent, sell, build or look after a property. */
const RENT = set(
  'alugo aluga alugam alugamos alugar alugando alugado alugada alugados alugadas aluguel alugueis alugueres ' +
    'locacao loco locar locamos arrendo arrendamento arrendar subloco sublocar sublocacao temporada airbnb booking hospedo hospedagem',
);
const SELL = set('vendo vende vender vendendo venda vendas revendo revenda compro compra comprando');
const BUILD = set('construo construir construindo construimos construcao levanto levantar levantando');
const MAKE = set('faco fazer fazendo');
const LOOK_AFTER = set('administro administrar administracao gestao gerencio cuido cuida cuidar');

/** Whose the property is. */
const POSSESSIVE = set('meu meus minha minhas nosso nossos nossa nossas');
const HAVING = set('tenho tem temos tinha herdei comprei');
const OWN = set('proprio proprios propria proprias holding subloco sublocar sublocacao');
const OTHERS = set(
  'terceiros creci corretor corretora corretagem comissao intermedio intermediacao imobiliaria administradora sindico proprietario proprietarios',
);
/** "dos outros", "pros donos", "do cliente": someone else's. */
const OTHERS_AFTER = set('outros outras donos dono dona clientes cliente');

/** How long people stay: months and contracts, or nights. */
const LONG = set('contrato contratos mensal mensais meses anual anos inquilino inquilinos comercial comerciais');
const SHORT = set(
  'diaria diarias noite noites pernoite fds feriado feriados feriadao temporada airbnb booking hospede hospedes turista turistas',
);
/** A tourist's place: a hotel is one of the options. */
const TOURIST = set('turista turistas chale chales pousada hospede hospedes');
/** The service that comes with the stay, the party or the storage: not a plain rental. */
const SERVICE = set(
  'cafe recepcao camareira enxoval limpeza arrumacao buffet bufe pacote decoracao monitor monitores rotativo manobrista manobristas',
);
const EVENT = set(
  'festa festas festinha festinhas evento eventos casamento casamentos aniversario aniversarios confraternizacao formatura formaturas forro',
);
const ORGANISE = set('organizo organizar organizamos organizacao');
const STORE = set(
  'guardar guardo guarda armazenar armazeno armazenagem armazenamento estoque estocar mercadoria mercadorias',
);
/** Numbers in words: "minhas duas quitinetes". */
const NUMBERS = 'dois duas tres quatro cinco seis sete oito nove dez varios varias alguns algumas';
const ARTICLES = set(`o a os as um uma uns umas proprio propria proprios proprias ${NUMBERS}`);
/** After these, a place word says where, not what is rented or sold ("vendo marmita nas casas"). */
const WHERE = set('em no na nos nas num numa pra pras pro pros para ate');
const SKIPPED = set(`o a os as um uma uns umas meu minha meus minhas nosso nossa nossos nossas seu sua ${NUMBERS}`);

interface Reading {
  places: Set<Place>;
  rent: boolean;
  sell: boolean;
  build: boolean;
  own: boolean;
  others: boolean;
  long: boolean;
  short: boolean;
  tourist: boolean;
  service: boolean;
  event: boolean;
  organise: boolean;
  store: boolean;
  /** Rooms of a house ("quartos", "cômodos"). */
  rooms: boolean;
  /** "loteio", "lotear", "loteamento". */
  parcelling: boolean;
}

/** A place word; `object` when it names what is rented or sold (not a qualifier nor where something happens). */
interface PlaceWord {
  at: number;
  place: Place;
  object: boolean;
}

function placesOf(list: readonly string[]): PlaceWord[] {
  const found: PlaceWord[] = [];
  list.forEach((word, at) => {
    let place = PLACES.get(word);
    const next = list[at + 1];
    if (!place) {
      if ((word === 'area' || word === 'areas') && next === 'de' && list[at + 2] === 'lazer') place = 'leisure';
      else if ((word === 'vaga' || word === 'vagas') && list.some((other) => PLACES.get(other) === 'parking')) {
        place = 'parking';
      } else if (word === 'ponto' && next === 'comercial') place = 'commercial';
      else return;
    }
    // "lote de roupas": a batch, not land.
    if ((word === 'lote' || word === 'lotes') && next === 'de' && !PLACES.has(list[at + 2] ?? '')) return;
    // "casa de ração", "sala de aula": the place qualifies a trade ("casa de praia" is a house).
    if ((word === 'casa' || word === 'casas' || word === 'sala' || word === 'salas') && next === 'de') {
      if (!['praia', 'campo', 'temporada', 'veraneio'].includes(list[at + 2] ?? '')) return;
    }
    let before = at - 1;
    while (before >= 0 && (SKIPPED.has(list[before]!) || /^\d+$/.test(list[before]!))) before--;
    const previous = list[before];
    let object = !(previous && WHERE.has(previous));
    // "gado da fazenda", "artigos de casa": only after a word of renting or selling, or another place.
    if (object && previous && ['de', 'da', 'do', 'das', 'dos'].includes(previous)) {
      const head = list[before - 1] ?? '';
      const headsPlace = PLACES.has(head) || head === 'vaga' || head === 'vagas' || head === 'area';
      object = headsPlace || RENT.has(head) || SELL.has(head) || LOOK_AFTER.has(head);
    }
    found.push({ at, place, object });
  });
  return found;
}

/** "minha casa", "tenho um galpão", "tenho 3 apês", "meu próprio imóvel": the place is the person's. */
function owned(list: readonly string[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (ARTICLES.has(list[before]!) || /^\d+$/.test(list[before]!))) before--;
  const previous = list[before] ?? '';
  return POSSESSIVE.has(previous) || HAVING.has(previous);
}

function read(text: string): Reading | null {
  const list = words(expandChatStyle(text));
  const all = placesOf(list);
  const places = all.filter((word) => word.object);
  if (places.length === 0) return null;
  const has = (words: ReadonlySet<string>) => list.some((word) => words.has(word));
  const near = (at: number, from: number, to: number, test: (word: string) => boolean) =>
    list.slice(Math.max(0, at + from), Math.max(0, at + to + 1)).some(test);
  // Mine: a possessive or "tenho" just before the place, "sou dono(a)", "que são dela", "no meu nome".
  const own =
    has(OWN) ||
    all.some(({ at }) => owned(list, at)) ||
    list.some((word, at) => (word === 'dono' || word === 'dona') && ['sou', 'somos'].includes(list[at - 1] ?? '')) ||
    list.some((word, at) => POSSESSIVE.has(word) && list[at + 1] === 'nome') ||
    list.some(
      (word, at) => word === 'sao' && /^(dela|dele|deles|delas|meus|minhas|nossos|nossas)$/.test(list[at + 1] ?? ''),
    );
  const others =
    has(OTHERS) ||
    list.some(
      (word, at) => OTHERS_AFTER.has(word) && /^(de|dos|das|do|da|pros|pro|pras|pra|para)$/.test(list[at - 1] ?? ''),
    ) ||
    list.some((word, at) => word === 'pessoas' && list[at - 1] === 'outras');
  const making = list.some((word, at) => MAKE.has(word) && near(at, 1, 3, (next) => PLACES.get(next) === 'dwelling'));
  const kinds = new Set(places.map(({ place }) => place));
  // Looking after houses, flats or land is managing property; "gestão de salões" is not.
  const managed = ['generic', 'dwelling', 'commercial', 'land'].some((place) => kinds.has(place as Place));
  return {
    places: kinds,
    rent: has(RENT) || (has(LOOK_AFTER) && managed),
    sell: has(SELL),
    build: has(BUILD) || making,
    own,
    others,
    long:
      has(LONG) ||
      list.some(
        (word, at) => (word === 'mes' || word === 'mensalidade') && ['por', 'ao', 'todo'].includes(list[at - 1] ?? ''),
      ),
    short:
      has(SHORT) ||
      list.some(
        (word, at) => (word === 'dia' || word === 'dias') && ['por', 'uns', 'poucos'].includes(list[at - 1] ?? ''),
      ),
    tourist: has(TOURIST),
    service: has(SERVICE),
    event: has(EVENT),
    organise: has(ORGANISE),
    store: has(STORE),
    rooms: list.some((word) => /^(quarto|quartos|comodo|comodos)$/.test(word)),
    parcelling: list.some((word) => /^(loteio|lotear|loteando|loteamento|loteamentos)$/.test(word)),
  };
}

/**
 * One short question each; the options carry the distinctions (own or third parties' property,
 * by the month or by the night, with a service or not). Eighteenth round B: the rental question
 * read as three questions in a row.
 */
export const PROPERTY_QUESTION = {
  rent: 'Qual destas descreve o seu negócio com imóveis?',
  sell: 'Os imóveis que você vende são seus ou de terceiros?',
  build: 'Você constrói para vender por sua conta ou para um cliente?',
} as const;

/** The sides a description that rents out a property leaves open, own rental first. */
function rentSides(reading: Reading): Side[] {
  if (reading.others || reading.service) return [];
  const sides: Side[] = ['ownRent'];
  const lodging = reading.places.has('dwelling') || reading.places.has('leisure');
  // A contract or a monthly rent settles the rental, unless nights are said too ("por mês ou por uns dias").
  const rental = reading.long && !reading.short;
  if (!rental) {
    if (reading.event && (reading.places.has('space') || reading.places.has('leisure'))) {
      sides.push('partyHouse');
      if (reading.organise) sides.push('partyOrganising');
    } else if (lodging) {
      sides.push('shortStay');
      if (reading.tourist) sides.push('hotel');
      if (reading.places.has('leisure')) sides.push('partyHouse');
    }
    // Rooms let to people who live there: a boarding house.
    if (reading.rooms && !reading.short && !reading.event) sides.push('boarding');
    if (reading.store && reading.places.has('space')) sides.push('storage');
    if (reading.places.has('parking')) sides.push('parking');
  }
  if (!reading.own) sides.push('administration', 'brokerRent');
  return sides;
}

function sellSides(reading: Reading): Side[] {
  // Dividing land into lots says it (6810-2/03, "loteamento de imóveis próprios").
  if (reading.others || reading.parcelling) return [];
  if (reading.build) return ['incorporation', 'construction', ...(reading.own ? [] : (['ownSale'] as const))];
  if (reading.own) return [];
  return ['ownSale', 'brokerSale'];
}

/**
 * The question a description about a property leaves open, or `null`. Read when the
 * description rents, sells, builds or looks after a place it names, or names a place and the
 * engine's first is a real-estate subclass ("tenho 6 vagas de garagem").
 */
export function propertyQuestion(index: LucaIndex, local: LocalMatch): LucaQuestion | null {
  if (!local.intent) return null;
  // "sou psicóloga e alugo uma sala": a title of another trade says the activity; the
  // property is the means ("sou dono(a)" is the property's owner, not a title).
  const list = words(expandChatStyle(local.intent));
  const title = list.some(
    (word, at) =>
      (word === 'sou' || word === 'somos') &&
      !/^(dono|dona|donos|donas|proprietari[oa]s?|de|do|da|dos|das|eu|mei)$/.test(list[at + 1] ?? ''),
  );
  if (title) return null;
  const reading = read(local.intent);
  if (!reading) return null;
  const realEstate = local.main !== null && index.subclasses[local.main.subclass]!.code.startsWith('68');
  let sides: Side[];
  let text: string;
  if (reading.rent || (!reading.sell && realEstate)) {
    sides = rentSides(reading);
    text = PROPERTY_QUESTION.rent;
  } else if (reading.sell) {
    sides = sellSides(reading);
    text = reading.build ? PROPERTY_QUESTION.build : PROPERTY_QUESTION.sell;
  } else return null;
  const options = sides
    .slice(0, 4)
    .map((side) => BOUNDARIES[side])
    .filter((boundary) => index.positionOf.has(boundary.cnae))
    .map((boundary) => ({ label: boundary.label, cnae: boundary.cnae }));
  return options.length >= 2 ? { text, options } : null;
}
