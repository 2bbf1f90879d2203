import { formatCnaeCode } from '@contabil/contracts';
import { pairKey, sentenceCase, type LucaIndex, type PassageKind } from './luca.index.js';
import { AMBIGUOUS_WORDS, type AmbiguousWord, type Sense } from './luca.senses.js';
import {
  COMPLEMENT_MARKERS,
  STOP_WORDS,
  contentTerms,
  editDistance,
  expandChatStyle,
  agentNouns,
  lightStem,
  nominalisations,
  normalise,
  stem,
  words,
} from './luca.text.js';

/**
 * Luca's local engine: BM25 over passages (subclass descriptions, the IBGE activity
 * index, MEI occupations, "compreende" notes, class names), with the intent expanded by
 * the everyday-words lexicon, typos corrected against the vocabulary, "não compreende"
 * notes pushing their owner away (and pulling the subclass they name), small priors from
 * how the intent is phrased (selling, making, wholesale), and the intent split into
 * activities when it names several.
 */

// ---------------------------------------------------------------- tuning constants

/** Weight of a lexicon expansion against the person's own word. */
const SYNONYM_WEIGHT = 0.8;
/** A word of several trades, settled by the description: its sense says more than the word. */
const SETTLED_WORD_WEIGHT = 0.6;
/** Unsettled, the senses after the most common one count this much. */
const OTHER_SENSE_WEIGHT = 0.75;
/** Share of a term's weight in a passage that has its stem but not its word's light stem. */
const STEM_ONLY_WEIGHT = 0.8;
/** Weight of a word that was a typo, corrected against the vocabulary. */
const CORRECTED_WEIGHT = 0.75;

/** How much each kind of passage counts. */
const FIELD_WEIGHT: Record<PassageKind, number> = {
  description: 1.15,
  activity: 1,
  mei: 2,
  includes: 0.75,
  alsoIncludes: 0.65,
  class: 0.35,
  excludes: 0.55,
  /** Never searched (`luca.index.ts`): the training descriptions teach the classifier only. */
  customer: 0,
};
/** The least a passage keeps of its score when the intent explains none of its other words. */
const PRECISION_FLOOR = 0.6;
/** A code's score: its best passage, plus a little of its next ones. */
const SECOND_PASSAGE = 0.3;
const THIRD_PASSAGE = 0.15;
/** How hard a matching "não compreende" note pushes its owner away. */
const EXCLUSION_PENALTY = 0.9;
/** Share of a maker's score its repair subclass takes when the description repairs the goods. */
const REPAIR_TRANSFER = 0.9;
/** The same, when the repair subclass is found by the CNAE's structure, not named by a note. */
const STRUCTURE_REPAIR_TRANSFER = 0.8;
/** A subclass of the repair class takes it over the catch-all when its own words match this much more. */
const OWN_REPAIR_MATCH = 0.5;
/** Candidates kept for each ranking (the answer shows 5, the re-ranker sees more). */
export const CANDIDATES = 12;

// ---------------------------------------------------------------- intent analysis

interface Alternative {
  stems: string[];
  /** The light stem of each of `stems` (`lightStem`). */
  lights: string[];
  weight: number;
}

/** One thing the person said (a word or a lexicon phrase) and the ways it may be found. */
export interface Slot {
  /** The words as typed (normalised), e.g. "salao de beleza". */
  surface: string;
  alternatives: Alternative[];
  /** A word of several trades the rest of the description did not settle ("tenho um salão"). */
  ambiguous?: AmbiguousWord;
  /** The sense the rest of the description gave such a word. */
  sense?: Sense;
  /** Said after "para", "especializado em", ...: for whom, not what. */
  complement?: boolean;
  /** Where it sells ("pelo Instagram"), kept only when nothing else says what it sells. */
  channel?: boolean;
  /** The clients named before any activity ("atendo restaurantes", "trabalho pra construtoras"). */
  forWhom?: boolean;
  /** A verb of the trade ("crio", "fabrico", "vendo"): with nothing else, it shares the next part's object. */
  verb?: boolean;
}

export interface Segment {
  text: string;
  slots: Slot[];
  cues: Cues;
  /**
   * A part that deals in only some of the goods named ("vendo bolsas, algumas eu mesma faço",
   * "uns eu mesma misturo"): the trade it says for that part (fifteenth round). "Eu mesmo" or
   * "eu mesma" with a verb is making by one's own hand.
   */
  partly?: Cues;
  /** The part says it is done now and then ("às vezes", "de vez em quando", "um pouco"): a minor one. */
  minor?: boolean;
}

export interface Cues {
  retail: boolean;
  wholesale: boolean;
  making: boolean;
  representation: boolean;
  used: boolean;
  /** Repairing, installing, serving: "conserto", "instalo", "presto". */
  service: boolean;
  /** Repairing or maintaining (a part of `service`): "conserto", "manutenção", "reparo". */
  repair: boolean;
  /** Renting out: "alugo", "aluguel", "locação". */
  rental: boolean;
}

const wordSet = (text: string): ReadonlySet<string> => new Set(text.split(' '));

/** Weight of the intent's words after "para" ("dj para festas"). */
const COMPLEMENT_WEIGHT = 0.45;
/**
 * Words that introduce the clients, not the activity: "contabilidade especializada em
 * médicos", "advogado, atendo supermercados", "consultoria voltada a fazendas".
 */
const CLIENT_MARKERS = wordSet(
  'especializado especializada especializados especializadas focado focada focados voltado voltada voltados ' +
    'atendo atendemos atende atender clientes cliente nicho deles delas',
);
/** Work words after which "para" introduces the clients: "trabalho pra construtoras". */
const WORKING = wordSet('trabalho trabalhamos presto prestamos prestando servico servicos sirvo atuo atuamos');
/** After "com", the means the business works with ("com meu trator"). */
const POSSESSIVES = wordSet('meu minha meus minhas nosso nossa nossos nossas');
/** Where the business works: "no litoral", "na feira", "nas fazendas". */
const PLACE_MARKERS = wordSet('no na nos nas');
/** Words that join activities: "vendo roupas e faço bolos", "..., também ...". */
const CONJUNCTIONS = wordSet('e tambem tb tbm tmb mais alem assim bem ainda inclusive');
/** Selling to the public. */
export const RETAIL_CUES = wordSet(
  'loja lojinha lojas revenda revendo revender revendedora revendedor vendo vender venda vendas ' +
    'comercio comercializo varejo ecommerce commerce online internet boutique shop marketplace',
);
/**
 * Shop names say "retail" by themselves ("tenho uma livraria"), but not when they name the
 * clients or the place served ("balcão de supermercado", "vendo pra mercadinhos").
 */
export const SHOP_CUES = wordSet(
  'livraria papelaria floricultura sapataria joalheria drogaria farmacia perfumaria otica tabacaria ' +
    'mercearia mercadinho minimercado supermercado peixaria acougue hortifruti sacolao quitanda adega ' +
    'brecho armarinho bazar emporio',
);
/** Words before a shop name that make it the client or the place: "de", "para", "no", ... */
const SHOP_AS_CLIENT = wordSet('de da do das dos para pra pro pras pros p em no na nos nas pelo pela');
/** Selling to businesses. */
const WHOLESALE_CUES = wordSet('atacado atacadista distribuidora distribuidor distribuicao fornecedor');
/** Making the goods. */
export const MAKING_CUES = wordSet(
  'fabrica fabrico fabricacao fabricar fabricante produzo producao produzir industria ' +
    'confeccao confecciono artesanal artesanais caseiro caseira caseiros caseiras ' +
    'faccao faccionista costuro produzimos fabricamos confeccionamos',
);
/**
 * Words that say making only when nothing says a service: "faço bolos" makes, "faço
 * manutenção" repairs; "freezer industrial" is the kind of goods, not a factory.
 */
export const WEAK_MAKING_CUES = wordSet('faco encomenda industrial');
/** Selling on behalf of others. */
const REPRESENTATION_CUES = wordSet('representante representacao representacoes represento');
/** Second-hand goods. */
const USED_CUES = wordSet('usado usados usada usadas seminovo seminovos seminova seminovas brecho');
/** Repairing what others make: the repair subclass the makers' "não compreende" notes name. */
const REPAIR_WORDS =
  'conserto consertos conserta consertar concerto concertos arrumo arrumar reparo reparos reparacao manutencao ' +
  'assistencia reformo';
const REPAIR_CUES = wordSet(REPAIR_WORDS);
/** Doing something to the goods, not selling or making them: repairing, installing, serving. */
export const SERVICE_CUES = wordSet(
  `${REPAIR_WORDS} instalo instalar instalacao instalacoes instalador presto prestar prestacao reforma`,
);

/** Words that open a part about only some of the goods: "algumas eu mesma faço", "uns eu tiro de ...". */
const PARTITIVES = wordSet('uns umas alguns algumas parte metade');
/** Words that make a part minor: "às vezes", "de vez em quando", "eventualmente", "um pouco". */
const MINOR_MARKERS = wordSet('vez vezes eventualmente raramente pouco');
/** "uns eu compro prontos": bought ready, so resold. */
const BOUGHT_READY = wordSet('compro compramos pronto prontos pronta prontas');
/** "eu mesma faço", "eu mesmo misturo": done by one's own hand. */
const OWN_HAND = wordSet('mesmo mesma mesmos mesmas');

/**
 * A noun of an action ("montagem", "instalação", "acabamento"): the regular nominal endings
 * of `nominalisations`, except "-ura" and the shop names, which also end goods ("moldura",
 * "fechadura") and places ("padaria").
 */
export const ACTION_NOUN = /(cao|agem|mento)$/;
/** "faço" + such a noun makes things only when at least this share of the noun's entries is manufacturing. */
export const MAKING_WORK_SHARE = 0.5;

/**
 * Share of a word's IBGE index entries and MEI occupations (an occupation counting 2, as in
 * `luca.trades.ts`) that are manufacturing (divisions 10 to 32), by its light stem, against
 * the entries of every activity but trade: selling goods (divisions 45 to 47) says nothing of
 * whether the work makes them. Goods with such an ending stay made: "cimento" 0.97,
 * "medicamento" 0.99, "embalagem" 0.92.
 */
export function makingShare(index: LucaIndex, word: string): number {
  let making = 0;
  let total = 0;
  for (const id of index.lightPostings.get(lightStem(word)) ?? []) {
    const passage = index.passages[id]!;
    if (passage.kind !== 'activity' && passage.kind !== 'mei') continue;
    const weight = passage.kind === 'mei' ? 2 : 1;
    const division = Number(index.subclasses[passage.subclass]!.divisionCode);
    if (division >= 45 && division <= 47) continue;
    total += weight;
    if (division >= 10 && division <= 32) making += weight;
  }
  return total > 0 ? making / total : 1;
}

/**
 * "faço montagem": "faço" names the work, and whether that work makes goods is the noun's
 * business. After an action noun most of whose reference entries are no manufacturing
 * ("montagem" 0.32: of furniture, structures, scaffolding; "lavagem" 0.19), a "faço" that
 * alone said making says a service (eighteenth round A); "faço moagem" (0.57) and "faço
 * usinagem" (0.75) still make.
 */
function workNamed(index: LucaIndex, segmentWords: readonly string[], slots: readonly Slot[], cues: Cues): Cues {
  if (!cues.making) return cues;
  const all = segmentWords.flatMap((item) => item.split(' '));
  const weakOnly = all.every((word) => !MAKING_CUES.has(word) && (word === 'faco' || !WEAK_MAKING_CUES.has(word)));
  const work = slots.find((slot) => !slot.verb)?.surface ?? '';
  if (!weakOnly || !ACTION_NOUN.test(work) || work.includes(' ')) return cues;
  return makingShare(index, work) < MAKING_WORK_SHARE ? { ...cues, making: false, service: true } : cues;
}

/** Renting things or property out. */
const RENTAL_CUES = wordSet('alugo alugamos alugar aluguel alugueis locacao loco locamos locar');

function cuesOf(segmentWords: readonly string[]): Cues {
  // Lexicon phrases come as one item ("loja online"): their words count one by one.
  const all = segmentWords.flatMap((item) => item.split(' '));
  const has = (set: ReadonlySet<string>) => all.some((word) => set.has(word));
  const service = has(SERVICE_CUES);
  const shop = all.some((word, i) => SHOP_CUES.has(word) && !SHOP_AS_CLIENT.has(all[i - 1] ?? ''));
  // "conserto painel nas fábricas", "vendo pra indústria": the place or the client, not the
  // trade ("na minha fábrica" is the person's own).
  const making = all.some(
    (word, i) =>
      (MAKING_CUES.has(word) || (!service && WEAK_MAKING_CUES.has(word))) && !SHOP_AS_CLIENT.has(all[i - 1] ?? ''),
  );
  return {
    retail: has(RETAIL_CUES) || shop,
    wholesale: has(WHOLESALE_CUES),
    making,
    representation: has(REPRESENTATION_CUES),
    used: has(USED_CUES),
    service,
    repair: has(REPAIR_CUES),
    rental: has(RENTAL_CUES),
  };
}

// ---------------------------------------------------------------- where it sells, not what it does

/**
 * Where or how the business sells: never the activity itself when the description names
 * one ("vendo roupas pelo Instagram", "marmitas pelo iFood").
 */
const CHANNELS = wordSet(
  'online internet delivery marketplace marketplaces shopee amazon magalu olx elo7 shein ifood rappi aiqfome ' +
    'whatsapp ecommerce dropshipping',
);
const CHANNEL_PHRASES = new Set([
  'mercado livre',
  'loja virtual',
  'loja online',
  'e commerce',
  'pela internet',
  'uber eats',
]);
/** Names of a place that are the activity ("faço sites", "desenvolvo apps") unless said after "pelo", "via", ... */
const CHANNEL_AFTER_PREPOSITION = wordSet(
  'instagram facebook tiktok site app aplicativo aplicativos redes sociais youtube',
);
const CHANNEL_PREPOSITIONS = wordSet('pelo pela pelos pelas no na nos nas via por atraves em meu minha');

/**
 * The description names where it sells ("pelo zap", "no ifood", "na shopee", "mercado livre"),
 * whatever else it says.
 */
export function namesChannel(list: readonly string[]): boolean {
  return list.some(
    (word, i) =>
      CHANNELS.has(word) ||
      CHANNEL_PHRASES.has(`${word} ${list[i + 1] ?? ''}`) ||
      (CHANNEL_AFTER_PREPOSITION.has(word) && CHANNEL_PREPOSITIONS.has(list[i - 1] ?? '')),
  );
}

function isChannel(surface: string, previous: string | undefined): boolean {
  if (CHANNELS.has(surface) || CHANNEL_PHRASES.has(surface)) return true;
  const first = surface.split(' ')[0]!;
  return CHANNEL_AFTER_PREPOSITION.has(first) && previous !== undefined && CHANNEL_PREPOSITIONS.has(previous);
}

// ---------------------------------------------------------------- words of several trades

const SENSES_BY_KEY = new Map<string, AmbiguousWord>();
for (const word of AMBIGUOUS_WORDS) for (const key of word.keys.split('|')) SENSES_BY_KEY.set(key, word);
const stemsOf = (text: string) => new Set(text.split(' ').map(stem));
const CUE_STEMS = new Map<Sense, Set<string>>(
  AMBIGUOUS_WORDS.flatMap((word) => word.senses.map((sense) => [sense, stemsOf(sense.cues)] as const)),
);
const WHEN_STEMS = new Map<AmbiguousWord, Set<string>>(
  AMBIGUOUS_WORDS.filter((word) => word.when).map((word) => [word, stemsOf(word.when!)] as const),
);

/**
 * The sense of a word of several trades, from the other words of the description: the
 * sense with most of its cues there. `undefined` when the word is not one of them (or
 * the description is not about what makes it ambiguous); `null` when nothing settles it.
 */
function senseOf(
  surface: string,
  intentStems: ReadonlySet<string>,
): { word: AmbiguousWord; sense: Sense | null } | undefined {
  const word = SENSES_BY_KEY.get(surface);
  if (!word) return undefined;
  const when = WHEN_STEMS.get(word);
  if (when && ![...when].some((item) => intentStems.has(item))) return undefined;
  let best: Sense | null = null;
  let bestCount = 0;
  let tied = false;
  for (const sense of word.senses) {
    let count = 0;
    for (const cue of CUE_STEMS.get(sense)!) if (intentStems.has(cue)) count++;
    if (count > bestCount) {
      best = sense;
      bestCount = count;
      tied = false;
    } else if (count > 0 && count === bestCount) tied = true;
  }
  // As many cues for two senses settle neither ("frete ... na cidade" with "cidade" and
  // "cidades"; "alugo um salão": the hall for parties or the room itself): Luca asks.
  return { word, sense: tied ? null : best };
}

/** The closest vocabulary word to a typo (1 edit for short words, 2 for long ones), if any. */
export function correctWord(index: LucaIndex, word: string): string | null {
  // Four letters or fewer: one edit away lie too many other words ("capa", "cama", "casa").
  if (word.length < 5 || /\d/.test(word)) return null;
  const max = word.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of index.vocabularyByLength.get(length) ?? []) {
      // A typo rarely touches the first letter; checking it first skips most of the vocabulary.
      if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
      // Only words used at least MIN_CORRECTION_COUNT times are listed: a word the CNAE simply
      // lacks ("bacon") is not a typo of a rare one ("Bacen").
      const count = index.vocabulary.get(candidate) ?? 0;
      const distance = editDistance(word, candidate, Math.min(max, bestDistance));
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
  }
  return bestDistance <= max ? best : null;
}

/**
 * The slot for a word or lexicon phrase: its own stems, and each expansion not already
 * offered by an earlier slot of the segment (three fruit words expanding to the same
 * phrase must not count it three times).
 */
interface Expansion {
  phrase: string;
  /** Relative to a lexicon expansion's. */
  weight: number;
}

function slotFor(
  index: LucaIndex,
  surface: string,
  weight: number,
  used: Set<string>,
  expansions: readonly Expansion[] = (index.lexicon.entries.get(surface) ?? []).map((phrase) => ({
    phrase,
    weight: 1,
  })),
  ownWeight = 1,
): Slot | null {
  const alternatives: Alternative[] = [];
  const ownTerms = contentTerms(surface).filter(({ term }) => index.idf.has(term));
  const own = ownTerms.map(({ term }) => term);
  if (own.length > 0) {
    alternatives.push({ stems: own, lights: ownTerms.map(({ light }) => light), weight: weight * ownWeight });
  }
  for (const expansion of expansions) {
    const terms = contentTerms(expansion.phrase).filter(({ term }) => index.idf.has(term));
    const stems = terms.map(({ term }) => term);
    const key = stems.join(' ');
    if (stems.length === 0 || used.has(key) || key === own.join(' ')) continue;
    used.add(key);
    alternatives.push({
      stems,
      lights: terms.map(({ light }) => light),
      weight: weight * SYNONYM_WEIGHT * expansion.weight,
    });
  }
  return alternatives.length > 0 ? { surface, alternatives } : null;
}

/**
 * Weight of the noun a first-person verb names its work with ("pinto" -> "pintura"),
 * relative to a lexicon expansion: with SYNONYM_WEIGHT it counts as much as the word typed
 * (a plateau from 1.25 to 1.5 on the development part; 0.75 and 1 lose one or two top-1).
 */
const VERB_NOUN_WEIGHT = 1.25;

/**
 * "Pinto carro", "lavo roupa", "moo grão": the official texts name the work with a noun
 * ("pintura", "lavagem", "moagem"). A word the lexicon does not know that reads as a
 * first-person verb is also looked for as the nouns of its family the data uses.
 */
function verbNouns(index: LucaIndex, surface: string): Expansion[] | undefined {
  if (surface.includes(' ') || index.lexicon.entries.has(surface)) return undefined;
  const nouns = nominalisations(surface, (candidate) => (index.vocabulary.get(candidate) ?? 0) >= 2);
  return nouns.length > 0 ? nouns.map((phrase) => ({ phrase, weight: VERB_NOUN_WEIGHT })) : undefined;
}

const orNothing = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/** The words of the MEI occupations (the names people give their own trade), per index. */
const occupationWordsOf = new WeakMap<LucaIndex, ReadonlySet<string>>();
function occupationWords(index: LucaIndex): ReadonlySet<string> {
  let found = occupationWordsOf.get(index);
  if (!found) {
    found = new Set(
      index.passages.filter((passage) => passage.kind === 'mei').flatMap((passage) => words(passage.text)),
    );
    occupationWordsOf.set(index, found);
  }
  return found;
}

/**
 * "Faço crochê": the MEI occupation is "crocheteiro". A word the lexicon does not know is
 * also looked for as the occupation named after it, weighing as the word itself.
 */
function tradeNames(index: LucaIndex, surface: string): Expansion[] {
  if (surface.includes(' ') || index.lexicon.entries.has(surface)) return [];
  const known = occupationWords(index);
  return agentNouns(surface, (candidate) => known.has(candidate)).map((phrase) => ({
    phrase,
    weight: VERB_NOUN_WEIGHT,
  }));
}

/** Every cue word names what the business does with the goods: a verb of the trade. */
const TRADE_VERBS = new Set(
  [MAKING_CUES, WEAK_MAKING_CUES, SERVICE_CUES, RENTAL_CUES]
    .flatMap((set) => [...set])
    .concat('vendo revendo vender revender comercializo'.split(' ')),
);

/** Verbs that are stop words ("faço", "trabalho"): after "e" they start another activity. */
const STOP_VERBS = wordSet(
  'faco fazemos presto prestamos trabalho trabalhamos atuo atuamos mexo ofereco oferecemos tenho temos sou',
);

function isVerb(index: LucaIndex, surface: string): boolean {
  return TRADE_VERBS.has(surface) || verbNouns(index, surface) !== undefined;
}

/**
 * The intent as segments (one per activity it seems to name) of slots. Punctuation and
 * joining words ("e", "também", "além de") separate segments, except inside a lexicon
 * phrase ("banho e tosa", "cama mesa e banho").
 */
export function analyseIntent(index: LucaIndex, intent: string): Segment[] {
  const plain = expandChatStyle(intent);
  const pieces = plain.split(/[,;/+\n.!?()|:]+|\s-\s/);
  // Each unknown word is corrected once per description (the typo search is the costly part).
  const corrections = new Map<string, string | null>();
  const correct = (word: string) => {
    if (!corrections.has(word)) corrections.set(word, correctWord(index, word));
    return corrections.get(word)!;
  };
  // The words as typed, for the senses of words of several trades (cues are everyday words).
  const intentStems = new Set(words(plain).map(stem));
  const segments: Segment[] = [];
  const channels: Array<{ segment: Slot[]; slot: Slot }> = [];
  let contentSlots = 0;
  for (const piece of pieces) {
    const raw = words(piece);
    const corrected: Array<{ word: string; weight: number }> = raw.map((word) => {
      // A word whose stem the data knows is a form of that word ("caixinhas", "linguiças"),
      // not a typo of another one.
      if (
        STOP_WORDS.has(word) ||
        CONJUNCTIONS.has(word) ||
        index.vocabulary.has(word) ||
        /^\d+$/.test(word) ||
        index.idf.has(stem(word))
      ) {
        return { word, weight: 1 };
      }
      const fixed = correct(word);
      return fixed ? { word: fixed, weight: CORRECTED_WEIGHT } : { word, weight: 1 };
    });
    let current = {
      words: [] as string[],
      slots: [] as Slot[],
      complement: false,
      forWhom: false,
      used: new Set<string>(),
    };
    const close = (carryComplement = false) => {
      // "especializado em médicos e dentistas", "conserto balança pra mercado e açougue": the
      // words after "e" are still the clients, unless a verb starts another activity.
      const complement = carryComplement && current.complement && current.slots.at(-1)?.complement === true;
      const forWhom = carryComplement && current.forWhom && current.slots.every((slot) => slot.forWhom);
      // "algumas eu mesma faço": this part's trade holds for some of the goods only (fifteenth round).
      const partly = PARTITIVES.has(current.words[0] ?? '') ? cuesOf(current.words) : undefined;
      if (partly && current.words.some((word) => BOUGHT_READY.has(word))) partly.retail = true;
      else if (partly && current.words.some((word) => OWN_HAND.has(word))) partly.making = true;
      if (current.slots.length > 0) {
        segments.push({
          text: current.words.join(' '),
          slots: current.slots,
          cues: workNamed(index, current.words, current.slots, cuesOf(current.words)),
          ...(partly ? { partly } : {}),
          ...(current.words.some((word) => MINOR_MARKERS.has(word)) ? { minor: true } : {}),
        });
      } else if (segments.length > 0) {
        // "vendo bolsas, algumas eu mesma faço": a part with only a verb of trade says how
        // the business deals with the goods named before it (eleventh round).
        const cues = cuesOf(current.words);
        const last = segments.at(-1)!;
        last.cues = {
          ...last.cues,
          making: last.cues.making || cues.making,
          retail: last.cues.retail || cues.retail,
          service: last.cues.service || cues.service,
          repair: last.cues.repair || cues.repair,
        };
        if (partly) last.partly = partly;
      }
      current = { words: [], slots: [], complement, forWhom, used: new Set() };
    };
    const addSlot = (surface: string, weight: number, previous: string | undefined) => {
      // Words after "para" say for whom or what for ("dj para festas"): they count less.
      const slotWeight = weight * (current.complement || current.forWhom ? COMPLEMENT_WEIGHT : 1);
      // A word of several trades: the sense the other words give it, or every sense when none.
      // After "de" it qualifies the word before ("dança de salão"): not a trade of its own.
      const qualifies = previous !== undefined && /^d[aeo]s?$/.test(previous) && current.slots.length > 0;
      const found = senseOf(surface, intentStems);
      const senses = found && (found.sense || !qualifies || found.word.afterDe) ? found : undefined;
      // The sense's phrasing; with none, every sense's, the most common one weighing most.
      const expansions: Expansion[] | undefined = senses
        ? senses.sense
          ? senses.sense.expansion.split(';').map((phrase) => ({ phrase: phrase.trim(), weight: 1 }))
          : senses.word.senses.map((sense, i) => ({
              phrase: sense.expansion.split(';')[0]!.trim(),
              weight: i === 0 ? 1 : OTHER_SENSE_WEIGHT,
            }))
        : found
          ? []
          : orNothing([...(verbNouns(index, surface) ?? []), ...tradeNames(index, surface)]);
      const ownWeight = senses?.sense ? SETTLED_WORD_WEIGHT : 1;
      const slot = slotFor(index, surface, slotWeight, current.used, expansions, ownWeight);
      if (!slot) return;
      if (isVerb(index, surface)) slot.verb = true;
      if (current.complement) slot.complement = true;
      if (current.forWhom) slot.forWhom = true;
      if (senses?.sense) slot.sense = senses.sense;
      else if (senses) slot.ambiguous = senses.word;
      current.slots.push(slot);
      if (isChannel(surface, previous)) {
        slot.channel = true;
        channels.push({ segment: current.slots, slot });
      } else if (!RETAIL_CUES.has(surface)) contentSlots++;
    };
    let negated = false;
    for (let i = 0; i < corrected.length;) {
      let matched = 0;
      for (let length = Math.min(index.lexicon.longestKey, corrected.length - i); length >= 1; length--) {
        const key = corrected
          .slice(i, i + length)
          .map((item) => item.word)
          .join(' ');
        if (index.lexicon.entries.has(key) && (length > 1 || !STOP_WORDS.has(key))) {
          addSlot(key, Math.min(...corrected.slice(i, i + length).map((item) => item.weight)), corrected[i - 1]?.word);
          current.words.push(key);
          matched = length;
          break;
        }
      }
      if (matched > 0) {
        i += matched;
        negated = false;
        continue;
      }
      const { word, weight } = corrected[i]!;
      i += 1;
      if (CONJUNCTIONS.has(word)) {
        // "crio e fabrico jogos", "faço e vendo bolos": verbs joined by "e" share the object
        // that follows; the part is not closed until it names one.
        if (current.slots.every((slot) => slot.verb)) continue;
        const next = corrected[i]?.word ?? '';
        close(!isVerb(index, next) && !STOP_VERBS.has(next));
        continue;
      }
      current.words.push(word);
      // "com minha van", "com meu trator": the means, not the activity.
      const means = word === 'com' && POSSESSIVES.has(corrected[i]?.word ?? '');
      // "pousada no litoral", "conserto trator nas fazendas": where, not what.
      const place = PLACE_MARKERS.has(word) && current.slots.length > 0 && !current.slots.at(-1)!.verb;
      if ((COMPLEMENT_MARKERS.has(word) || CLIENT_MARKERS.has(word) || means || place) && current.slots.length > 0) {
        current.complement = true;
      }
      // The clients before any activity: "atendo restaurantes", "trabalho pra construtoras".
      const working = WORKING.has(current.words.at(-2) ?? '');
      if (current.slots.length === 0 && (CLIENT_MARKERS.has(word) || (COMPLEMENT_MARKERS.has(word) && working))) {
        current.forWhom = true;
      }
      if (word === 'nao' || word === 'sem') {
        negated = true;
        continue;
      }
      if (STOP_WORDS.has(word) || word.length < 2) continue;
      // "sem motorista" looks for "sem motorista", not for "motorista".
      addSlot(negated ? `nao ${word}` : word, weight, corrected[i - 2]?.word);
      negated = false;
    }
    close();
  }
  // Where it sells does not say what it does: channels count only when nothing else was said.
  if (contentSlots > 0 && channels.length > 0) {
    for (const { segment, slot } of channels) segment.splice(segment.indexOf(slot), 1);
    return segments.filter((segment) => segment.slots.length > 0);
  }
  return segments;
}

/**
 * What the description leaves unsaid about the activity: it names only where it sells
 * ("vendo pelo Instagram") or only its clients ("atendo restaurantes"). `null` when it
 * says what the business does.
 */
export function unsaidActivity(segments: readonly Segment[]): 'channel' | 'clients' | null {
  const slots = segments.flatMap((segment) => segment.slots);
  if (slots.length === 0) return null;
  if (slots.some((slot) => slot.channel) && slots.every((slot) => slot.channel || RETAIL_CUES.has(slot.surface))) {
    return 'channel';
  }
  const clientsOnly = slots.every((slot) => slot.forWhom || slot.channel || RETAIL_CUES.has(slot.surface));
  if (clientsOnly && slots.some((slot) => slot.forWhom)) return 'clients';
  return null;
}

// ---------------------------------------------------------------- scoring

/** A slot's score in each passage it matches (sparse), and the most it can score. */
interface SlotScores {
  ids: Int32Array;
  scores: Float64Array;
  max: number;
  /** Adds to the passages' scores but not to the words they found (coverage): a pair's bonus. */
  bonus?: boolean;
}

/** Per-index scratch buffers: one score per passage, reset after each use (no allocation per query). */
const scratchOf = new WeakMap<
  LucaIndex,
  { slot: Float64Array; alternative: Float64Array; total: Float64Array; bonus: Float64Array }
>();
function scratch(index: LucaIndex) {
  let buffers = scratchOf.get(index);
  if (!buffers) {
    const size = index.passages.length;
    buffers = {
      slot: new Float64Array(size),
      alternative: new Float64Array(size),
      total: new Float64Array(size),
      bonus: new Float64Array(size),
    };
    scratchOf.set(index, buffers);
  }
  return buffers;
}

function scoreSlot(index: LucaIndex, slot: Slot): SlotScores {
  const { slot: best, alternative: sums } = scratch(index);
  const touched: number[] = [];
  let max = 0;
  for (const alternative of slot.alternatives) {
    let full = 0;
    const matched: number[] = [];
    alternative.stems.forEach((term, k) => {
      const postings = index.postings.get(term);
      if (!postings) return;
      full += index.idf.get(term) ?? 0;
      const { passages, weights } = postings;
      // Same stem, another word ("língua" for "linguiça"): the stemmer's guess counts less.
      const sameWord = index.lightPostings.get(alternative.lights[k]!);
      for (let i = 0; i < passages.length; i++) {
        const id = passages[i]!;
        if (sums[id] === 0) matched.push(id);
        sums[id]! += sameWord?.has(id) ? weights[i]! : STEM_ONLY_WEIGHT * weights[i]!;
      }
    });
    if (full > 0) max = Math.max(max, alternative.weight * full);
    for (const id of matched) {
      const value = sums[id]!;
      sums[id] = 0;
      // A partial match of a several-word alternative counts less than its share.
      const score = alternative.weight * value * Math.min(1, value / full);
      if (best[id] === 0) touched.push(id);
      if (score > best[id]!) best[id] = score;
    }
  }
  const ids = Int32Array.from(touched);
  const scores = new Float64Array(touched.length);
  touched.forEach((id, i) => {
    scores[i] = best[id]!;
    best[id] = 0;
  });
  return { ids, scores, max };
}

/**
 * What a pair of the person's words found side by side in a passage adds, against the
 * pair's idf (development part: 0.5 and 0.8 gain top-1 with one click as precise; 1.2 gains
 * one more top-1 but makes the one click less precise).
 */
const PAIR_WEIGHT = 0.8;
/** A pair in more passages than this ("comércio varejista") says too little to be worth the time. */
const MAX_PAIR_PASSAGES = 300;

/**
 * "câmara fria", "escada rolante", "serra circular": two words the person wrote side by side
 * (the typed words, across "de") that a passage also has side by side. Each pair found adds
 * to those passages a share of its idf, without raising what the description can score (so
 * coverage and confidence still measure the words found).
 */
function pairScores(index: LucaIndex, segment: Segment): SlotScores[] {
  const found: SlotScores[] = [];
  const typed = segment.slots.map((slot) => slot.alternatives[0]!);
  for (let k = 0; k < typed.length; k++) {
    const here = typed[k]!;
    const next = typed[k + 1];
    const neighbours: Array<[string, string, number]> = [];
    for (let j = 1; j < here.stems.length; j++) neighbours.push([here.stems[j - 1]!, here.stems[j]!, here.weight]);
    if (next && segment.slots[k]!.complement === segment.slots[k + 1]!.complement) {
      neighbours.push([here.stems.at(-1)!, next.stems[0]!, Math.min(here.weight, next.weight)]);
    }
    for (const [a, b, weight] of neighbours) {
      const key = pairKey(a, b);
      const pair = key === null ? undefined : index.pairs.get(key);
      if (!pair || pair.passages.length > MAX_PAIR_PASSAGES) continue;
      const score = PAIR_WEIGHT * weight * pair.idf;
      const scores = new Float64Array(pair.passages.length).fill(score);
      found.push({ ids: pair.passages, scores, max: 0, bonus: true });
    }
  }
  return found;
}

export interface MatchedPassage {
  id: number;
  score: number;
}

export interface RankedCode {
  /** Position in `index.subclasses`. */
  subclass: number;
  score: number;
  /** Share of the intent found in the code's best passage (0..1). */
  coverage: number;
  /** 0..1 for the answer: the coverage, scaled by the score against the ranking's best. */
  confidence: number;
  passages: MatchedPassage[];
  /** The matching "não compreende" note of this code that pushed it down, and how much (0..1). */
  penalty?: MatchedPassage & { share: number };
}

/**
 * How likely a small company means this kind of code, from how the intent is phrased:
 * wholesale and sales representation only when it says so (people who sell say "loja",
 * "vendo"; a distributor says "atacado", "distribuidora"), making when it says "fábrica",
 * "produzo", "artesanal", second-hand goods only when it says "usados", "brechó". Public
 * administration, international bodies and banks are rarely what a customer opens. The
 * classifier's posterior is weighed by the same priors (`luca.fusion.ts`).
 */
export function priorOf(index: LucaIndex, position: number, cues: Cues): number {
  const subclass = index.subclasses[position]!;
  const kind = index.kinds[position]!;
  const division = Number(subclass.divisionCode);
  let prior = 1;
  if (kind.representation) prior *= cues.representation ? 1.2 : 0.6;
  else if (kind.wholesale) prior *= cues.wholesale ? 1.15 : 0.7;
  // "Vendo ... no atacado": the wholesale word says to whom the selling verb sells.
  else if (kind.retail) prior *= cues.wholesale ? 0.8 : cues.retail ? 1.15 : cues.making ? 0.8 : 1;
  if (kind.used) prior *= cues.used ? 1.1 : 0.75;
  if (division >= 10 && division <= 33) {
    const repairs = division === 33;
    if (repairs) prior *= cues.service ? 1.1 : 0.85;
    else prior *= cues.making ? 1.1 : cues.retail || cues.service ? 0.75 : 0.85;
  }
  // "Conserto celulares": a trade of services, not the shop that sells them.
  if (cues.service && !cues.retail && (kind.retail || kind.wholesale)) prior *= 0.7;
  // "Vendo celulares": the shop, not the services around the goods (telephony, repairs).
  if (cues.retail && !cues.service && !cues.making && division >= 49 && !kind.retail) prior *= 0.85;
  // "Alugo caiaques": renting out (division 77, or one's own property 68.10), not the
  // activity done with the goods.
  if (cues.rental && !cues.retail && !cues.making)
    prior *= division === 77 || subclass.code.startsWith('6810') ? 1.2 : 0.9;
  if (division >= 5 && division <= 9) prior *= 0.8;
  if (division === 84 || division === 99) prior *= 0.4;
  if (division === 64 || division === 65 || division === 94) prior *= 0.7;
  if (division === 97) prior *= 0.6;
  return prior;
}

/** Whether the cues say how the business deals with the goods (sells, makes, repairs...). */
function hasTrade(cues: Cues): boolean {
  return cues.retail || cues.wholesale || cues.making || cues.representation || cues.service || cues.rental;
}

export function mergeCues(segments: readonly Segment[]): Cues {
  return {
    retail: segments.some((s) => s.cues.retail),
    wholesale: segments.some((s) => s.cues.wholesale),
    making: segments.some((s) => s.cues.making),
    representation: segments.some((s) => s.cues.representation),
    used: segments.some((s) => s.cues.used),
    service: segments.some((s) => s.cues.service),
    repair: segments.some((s) => s.cues.repair),
    rental: segments.some((s) => s.cues.rental),
  };
}

/** Ranks the subclasses for a set of slots; best first, at most `limit`. */
export function rankSlots(
  index: LucaIndex,
  slotScores: readonly SlotScores[],
  cues: Cues,
  limit = CANDIDATES,
): RankedCode[] {
  const totalMax = slotScores.reduce((sum, slot) => sum + slot.max, 0);
  if (totalMax <= 0) return [];
  const { total, bonus } = scratch(index);
  const touched: number[] = [];
  for (const slot of slotScores) {
    const sums = slot.bonus ? bonus : total;
    for (let i = 0; i < slot.ids.length; i++) {
      const id = slot.ids[i]!;
      if (total[id] === 0 && bonus[id] === 0) touched.push(id);
      sums[id]! += slot.scores[i]!;
    }
  }
  const codes = index.subclasses.length;
  // Each code's three best passages and its strongest "não compreende" match, kept in
  // flat arrays indexed by subclass position (no per-query maps of thousands of entries).
  const topIds = new Int32Array(codes * 3).fill(-1);
  const topScores = new Float64Array(codes * 3);
  const topRaw = new Float64Array(codes);
  const penaltyIds = new Int32Array(codes).fill(-1);
  const penaltyScores = new Float64Array(codes);
  const seenCodes: number[] = [];
  for (const id of touched) {
    const raw = total[id]!;
    const extra = bonus[id]!;
    total[id] = 0;
    bonus[id] = 0;
    const passage = index.passages[id]!;
    const coverage = raw / totalMax;
    // Recall (how much of the intent the passage holds) and precision (how much of the
    // passage the intent explains): "salão de beleza" prefers "Salão de cabeleireiro" to
    // "Móveis para salão de beleza; comércio atacadista de".
    const precision = Math.min(1, raw / index.passageMass[id]!);
    const score =
      FIELD_WEIGHT[passage.kind] *
      (raw + extra) *
      (0.5 + 0.5 * coverage) *
      (PRECISION_FLOOR + (1 - PRECISION_FLOOR) * precision);
    const base = passage.subclass * 3;
    if (topIds[base] === -1 && topScores[base] === 0) seenCodes.push(passage.subclass);
    if (score > topScores[base]!) {
      topIds.copyWithin(base + 1, base, base + 2);
      topScores.copyWithin(base + 1, base, base + 2);
      topIds[base] = id;
      topScores[base] = score;
      topRaw[passage.subclass] = raw;
    } else if (score > topScores[base + 1]!) {
      topIds[base + 2] = topIds[base + 1]!;
      topScores[base + 2] = topScores[base + 1]!;
      topIds[base + 1] = id;
      topScores[base + 1] = score;
    } else if (score > topScores[base + 2]!) {
      topIds[base + 2] = id;
      topScores[base + 2] = score;
    }
    if (passage.kind === 'excludes' && passage.owner !== undefined) {
      const penalty = raw * coverage * coverage * precision;
      if (penalty > penaltyScores[passage.owner]!) {
        penaltyScores[passage.owner] = penalty;
        penaltyIds[passage.owner] = id;
      }
    }
  }

  // "Conserto ordenhadeira": the goods are named by the makers' passages; the maker's
  // "não compreende" note names the subclass that repairs them, which takes the match.
  if (cues.repair && !cues.making && !cues.retail) {
    const seen = seenCodes.length;
    for (let i = 0; i < seen; i++) {
      const maker = seenCodes[i]!;
      const note = index.repairNotes[maker]!;
      if (note < 0) continue;
      const repairer = index.passages[note]!.subclass;
      const at = maker * 3;
      const transferred =
        REPAIR_TRANSFER * (topScores[at]! + SECOND_PASSAGE * topScores[at + 1]! + THIRD_PASSAGE * topScores[at + 2]!);
      const base = repairer * 3;
      if (transferred <= topScores[base]!) continue;
      if (topIds[base] === -1 && topScores[base] === 0) seenCodes.push(repairer);
      topIds.copyWithin(base + 1, base, base + 2);
      topScores.copyWithin(base + 1, base, base + 2);
      topIds[base] = note;
      topScores[base] = transferred;
      topRaw[repairer] = Math.max(topRaw[repairer]!, topRaw[maker]!);
    }
    // "Conserto quadro de comando": no note names who repairs the maker's goods; the CNAE's
    // structure does (division 33 mirrors 25 to 32; 95 and 45 repair what people own). The
    // subclass of that class the words match best takes the match, else its catch-all.
    for (let i = 0; i < seen; i++) {
      const maker = seenCodes[i]!;
      const targets = index.repairClasses[maker];
      if (!targets) continue;
      const at = maker * 3;
      const transferred =
        STRUCTURE_REPAIR_TRANSFER *
        (topScores[at]! + SECOND_PASSAGE * topScores[at + 1]! + THIRD_PASSAGE * topScores[at + 2]!);
      // Every subclass of the class matches "conserto" alike: one takes it over the catch-all
      // only when the goods' words match it too.
      let repairer = targets[0]!;
      const general = topScores[repairer * 3]!;
      for (const target of targets) {
        const own = topScores[target * 3]!;
        if (own > topScores[repairer * 3]! && own >= general + OWN_REPAIR_MATCH * transferred) repairer = target;
      }
      const base = repairer * 3;
      if (transferred <= topScores[base]!) continue;
      if (topIds[base] === -1 && topScores[base] === 0) seenCodes.push(repairer);
      topIds.copyWithin(base + 1, base, base + 2);
      topScores.copyWithin(base + 1, base, base + 2);
      topIds[base] = topIds[at]!;
      topScores[base] = transferred;
      topRaw[repairer] = Math.max(topRaw[repairer]!, topRaw[maker]!);
    }
  }

  // Final scores of every code seen; only the best `limit` become objects.
  const finals = new Float64Array(seenCodes.length);
  const best: number[] = [];
  for (let i = 0; i < seenCodes.length; i++) {
    const subclass = seenCodes[i]!;
    const base = subclass * 3;
    let score = topScores[base]! + SECOND_PASSAGE * topScores[base + 1]! + THIRD_PASSAGE * topScores[base + 2]!;
    if (penaltyIds[subclass]! >= 0) score = Math.max(score * 0.1, score - EXCLUSION_PENALTY * penaltyScores[subclass]!);
    score *= priorOf(index, subclass, cues);
    finals[i] = score;
    if (best.length === limit && score <= finals[best[limit - 1]!]!) continue;
    let at = best.length;
    while (at > 0 && finals[best[at - 1]!]! < score) at--;
    best.splice(at, 0, i);
    if (best.length > limit) best.pop();
  }

  const topScore = best.length > 0 ? finals[best[0]!]! : 0;
  const ranked: RankedCode[] = best.map((i) => {
    const subclass = seenCodes[i]!;
    const base = subclass * 3;
    const passages: MatchedPassage[] = [];
    for (let k = 0; k < 3; k++) {
      if (topIds[base + k]! >= 0) passages.push({ id: topIds[base + k]!, score: topScores[base + k]! });
    }
    const coverage = Math.min(1, topRaw[subclass]! / totalMax);
    const penaltyId = penaltyIds[subclass]!;
    const before = topScores[base]! + SECOND_PASSAGE * topScores[base + 1]! + THIRD_PASSAGE * topScores[base + 2]!;
    const penaltyShare = Math.min(1, (EXCLUSION_PENALTY * penaltyScores[subclass]!) / before);
    return {
      subclass,
      score: finals[i]!,
      coverage,
      confidence: topScore > 0 ? Math.round(coverage * Math.min(1, finals[i]! / topScore) * 1000) / 1000 : 0,
      passages,
      ...(penaltyId >= 0 ? { penalty: { id: penaltyId, score: penaltyScores[subclass]!, share: penaltyShare } } : {}),
    };
  });
  return ranked;
}

// ---------------------------------------------------------------- activities: main and secondary

export interface LocalMatch {
  /** Ranked candidates for the whole intent (or the main activity), best first. */
  ranking: RankedCode[];
  /** The main activity (null when nothing matched well enough) and the other activities named. */
  main: RankedCode | null;
  secondary: RankedCode[];
  /** The candidates to show: main, secondary, then the best alternatives. */
  suggestions: RankedCode[];
  segments: Segment[];
  /** The main activity's words ranked again as if phrased with other cues ("revendo ..."). */
  rankWith: (cues: Cues) => RankedCode[];
  /**
   * After the classifier's fusion (`luca.fusion.ts`): each candidate's fused score by
   * subclass position, for the near-tie question.
   */
  fused?: ReadonlyMap<number, number>;
  /**
   * After the classifier's fusion: the classifier's share of each candidate (summing to 1),
   * by subclass position, for the one-click rule (tenth round).
   */
  posterior?: ReadonlyMap<number, number>;
  /** The description as typed: what the ask detector reads (`luca.asks.ts`, thirteenth round). */
  intent?: string;
}

/** Each later part of the description counts this much of the one before, for the main activity. */
const LATER_SEGMENT = 0.8;

function scaled(slot: SlotScores, factor: number): SlotScores {
  if (factor === 1) return slot;
  return { ...slot, scores: slot.scores.map((score) => score * factor), max: slot.max * factor };
}

/** At most this many secondary activities (the wizard takes up to 20; more would not be read). */
export const MAX_SECONDARY = 8;
/** Below this share of the intent found, a candidate is too weak to be proposed as main. */
const MIN_MAIN_COVERAGE = 0.2;
/** A segment's own best code must reach this share of its words to count as an activity. */
const MIN_ACTIVITY_COVERAGE = 0.45;
/** The main code "explains" a segment when it scores at least this share of the segment's best. */
const EXPLAINED_SHARE = 0.85;

/** What the means of the business count for ("tenho um barco e faço passeios"). */
const MEANS_WEIGHT = 0.45;
const OWNING = wordSet('tenho temos possuo possuimos');

/**
 * "Tenho uma carroça", "tenho um barco", followed by what the person does with it: a thing
 * owned whose own best match is its manufacture is the means, not the activity ("tenho uma
 * farmácia" or "tenho uma pousada" are the business itself: their best match is no factory).
 */
function isMeans(index: LucaIndex, segment: Segment, slots: readonly SlotScores[], followed: boolean): boolean {
  if (!followed || !OWNING.has(segment.text.split(' ')[0] ?? '') || segment.slots.length > 2) return false;
  const top = rankSlots(index, slots, segment.cues, 1)[0];
  if (!top) return false;
  const division = Number(index.subclasses[top.subclass]!.divisionCode);
  return division >= 10 && division <= 33;
}

/** True when `subclass` is the best code of `own` (a segment's ranking) or scores close to it there. */
function explains(own: readonly RankedCode[], subclass: number): boolean {
  const top = own[0];
  if (!top) return false;
  if (top.subclass === subclass) return true;
  const here = own.find((candidate) => candidate.subclass === subclass);
  return here !== undefined && here.score >= EXPLAINED_SHARE * top.score;
}

/**
 * Runs the local engine on an intent. The whole intent is ranked once; when it has
 * several segments, each is ranked alone too. Segments the whole intent's best code
 * explains are one activity with it ("salão de beleza, corte, escova e unha"); a segment
 * it does not explain, with a good match of its own, is another activity ("vendo roupas
 * e faço bolos"). The first activity named is the main one.
 */
export function matchLocally(index: LucaIndex, intent: string, limit = 5): LocalMatch {
  const segments = analyseIntent(index, intent);
  const perSegment = segments.map((segment) => [
    ...segment.slots.map((slot) => scoreSlot(index, slot)),
    ...pairScores(index, segment),
  ]);
  const means = segments.map((segment, i) => isMeans(index, segment, perSegment[i]!, i < segments.length - 1));
  // The first activity named is the main one: later parts of a long description weigh less.
  // The means ("tenho uma carroça e faço carreto") count as complements, and not as a part.
  let order = 0;
  const weighted = perSegment.flatMap((slots, i) => {
    const factor = means[i] ? MEANS_WEIGHT : LATER_SEGMENT ** order++;
    return slots.map((slot) => scaled(slot, factor));
  });
  const merged = mergeCues(segments);
  const ranking = rankSlots(index, weighted, merged);
  let mainSlots = weighted;
  const rankWith = (cues: Cues) => rankSlots(index, mainSlots, cues);
  const whole = ranking[0];
  if (!whole) return { ranking, main: null, secondary: [], suggestions: [], segments, rankWith, intent };
  const single = (): LocalMatch => ({
    ranking,
    main: whole.coverage >= MIN_MAIN_COVERAGE ? whole : null,
    secondary: [],
    suggestions: ranking.slice(0, limit),
    segments,
    rankWith,
    intent,
  });
  if (segments.length < 2) return single();

  // Activities in the order the intent names them: the ranking to answer from (its first
  // code), and the ranking of the segment that named it (to measure confidence against).
  const activities: Array<{ ranking: RankedCode[]; named: RankedCode[]; slots: SlotScores[] }> = [];
  let wholeNamed = false;
  segments.forEach((segment, i) => {
    if (activities.length > MAX_SECONDARY || means[i]) return;
    // "software pra clínicas médicas e odontológicas": a part that names only the clients is
    // no activity of its own, however well its words match a trade.
    if (segment.slots.every((slot) => slot.complement || slot.forWhom)) return;
    // "conserto ordenhadeira, picadeira e implemento": a part without a verb of its own
    // takes the description's ("picadeira" is repaired too).
    const own = rankSlots(index, perSegment[i]!, hasTrade(segment.cues) ? segment.cues : merged);
    const top = own[0];
    if (!top || top.coverage < MIN_ACTIVITY_COVERAGE) return;
    if (explains(own, whole.subclass)) {
      if (!wholeNamed) activities.push({ ranking, named: own, slots: weighted });
      wholeNamed = true;
      return;
    }
    if (activities.some((earlier) => explains(own, earlier.ranking[0]!.subclass))) return;
    activities.push({ ranking: own, named: own, slots: perSegment[i]! });
  });
  if (activities.length < 2) return single();

  // Each activity's answer, with its confidence against the words that named it.
  const answerOf = (activity: { ranking: RankedCode[]; named: RankedCode[] }, skip?: number) => {
    const top = activity.ranking.find((candidate) => candidate.subclass !== skip);
    if (!top) return undefined;
    const named = activity.named.find((candidate) => candidate.subclass === top.subclass);
    return named ? { ...top, confidence: named.confidence } : top;
  };
  const mainRanking = activities[0]!.ranking;
  mainSlots = activities[0]!.slots;
  const main = answerOf(activities[0]!)!;
  const secondary: RankedCode[] = [];
  for (const activity of activities.slice(1)) {
    const top = answerOf(activity, main.subclass);
    if (top && !secondary.some((other) => other.subclass === top.subclass)) secondary.push(top);
  }
  const suggestions: RankedCode[] = [main, ...secondary].slice(0, limit);
  for (const candidate of [...mainRanking.slice(1), ...ranking]) {
    if (suggestions.length >= limit) break;
    if (!suggestions.some((other) => other.subclass === candidate.subclass)) suggestions.push(candidate);
  }
  return { ranking: mainRanking, main, secondary, suggestions, segments, rankWith, intent };
}

// ---------------------------------------------------------------- explanations

/** A "não compreende" note is shown as a warning when it took at least this share of the score. */
const WARNING_PENALTY_SHARE = 0.25;

const KIND_LABEL: Record<Exclude<PassageKind, 'excludes' | 'customer'>, string> = {
  description: 'Descrição da subclasse',
  activity: 'Índice de atividades do IBGE',
  mei: 'Ocupação do MEI',
  includes: 'Nota "compreende"',
  alsoIncludes: 'Nota "compreende ainda"',
  class: 'Classe',
};

/**
 * The reason of a candidate that only the classifier proposed (`luca.fusion.ts`): it learns
 * from the official texts and from training descriptions written by the team, never quoted.
 */
export const CLASSIFIER_REASON =
  'Sugerida pelo classificador da Luca, que aprende com os textos oficiais da CNAE e com exemplos de descrições de clientes escritos pela equipe (não são textos oficiais)';

/**
 * Why a code was proposed: the passages that matched, in Portuguese. A training
 * description (`customer`) is not searched by the engine and is never quoted.
 */
export function reasonsFor(index: LucaIndex, candidate: RankedCode): string[] {
  const reasons: string[] = [];
  const seen = new Set<string>();
  if (candidate.passages.length === 0) reasons.push(CLASSIFIER_REASON);
  for (const { id } of candidate.passages) {
    const passage = index.passages[id]!;
    const key = normalise(passage.text);
    if (seen.has(key)) continue;
    seen.add(key);
    const text = sentenceCase(passage.text);
    if (passage.kind === 'customer') continue;
    if (passage.kind !== 'excludes' && passage.subclass !== candidate.subclass) {
      // A maker's passage, passed on to the subclass that repairs its goods.
      const maker = index.subclasses[passage.subclass]!;
      reasons.push(`Conserto do que a ${formatCnaeCode(maker.code)} fabrica: "${text}"`);
    } else if (passage.kind === 'excludes') {
      const owner = index.subclasses[passage.owner ?? -1];
      reasons.push(
        `Nota "não compreende" da ${owner ? formatCnaeCode(owner.code) : 'outra subclasse'} indica esta: "${text}"`,
      );
    } else {
      reasons.push(`${KIND_LABEL[passage.kind]}: "${text}"`);
    }
  }
  if (candidate.penalty && candidate.penalty.share >= WARNING_PENALTY_SHARE) {
    const passage = index.passages[candidate.penalty.id]!;
    const target = index.subclasses[passage.subclass];
    reasons.push(
      `Atenção: esta subclasse não compreende "${sentenceCase(passage.text)}"${target ? ` (${formatCnaeCode(target.code)})` : ''}`,
    );
  }
  return reasons;
}
