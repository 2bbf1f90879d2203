/**
 * Portuguese text processing for Luca's retrieval engine: normalisation (case, accents,
 * punctuation), stop words and a light stemmer in the spirit of RSLP (Orengo & Huyck,
 * "A Stemming Algorithm for the Portuguese Language", 2001): plural, feminine,
 * diminutive, adverb, noun and verb suffixes, then the final vowel. The rules work on
 * unaccented lowercase words, so "serviços", "servico" and "SERVIÇO" end up as one stem.
 * Both the index and the intent go through the same functions, so a rule only has to
 * conflate word families consistently, not produce dictionary roots.
 */

/** Lowercase, without accents (ç -> c), every run of other characters as one space. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * WhatsApp spelling: "p/" is "para", "c/" "com", "s/" "sem" (read before the text is cut at
 * slashes), and the usual short forms. Words only, in normalised text; what is not an
 * abbreviation is left alone.
 */
const CHAT_SLASHED: ReadonlyArray<[RegExp, string]> = [
  [/(^|[\s(])p\/\s*/giu, '$1para '],
  [/(^|[\s(])c\/\s*/giu, '$1com '],
  [/(^|[\s(])s\/\s*/giu, '$1sem '],
];
const CHAT_WORDS: ReadonlyMap<string, string> = new Map([
  ['vc', 'voce'],
  ['vcs', 'voces'],
  ['pq', 'porque'],
  ['q', 'que'],
  ['qdo', 'quando'],
  ['qnd', 'quando'],
  ['qto', 'quanto'],
  ['tbm', 'tambem'],
  ['tb', 'tambem'],
  ['tmb', 'tambem'],
  ['td', 'tudo'],
  ['tds', 'todos'],
  ['msm', 'mesmo'],
  ['mto', 'muito'],
  ['mt', 'muito'],
  ['mts', 'muitos'],
  ['hj', 'hoje'],
  ['n', 'nao'],
  ['ñ', 'nao'],
  ['naum', 'nao'],
  ['dps', 'depois'],
  ['cmg', 'comigo'],
  ['blz', 'beleza'],
  ['obg', 'obrigado'],
  ['vdd', 'verdade'],
  ['prod', 'produtos'],
  ['qq', 'qualquer'],
  ['ctt', 'contato'],
  ['whats', 'whatsapp'],
  ['wpp', 'whatsapp'],
  ['zap', 'whatsapp'],
  ['zapzap', 'whatsapp'],
  ['insta', 'instagram'],
  ['ig', 'instagram'],
  ['face', 'facebook'],
  ['mkt', 'marketing'],
  ['mktplace', 'marketplace'],
  ['ML', 'mercado livre'],
]);

/** The description in plain spelling: "faço bolo p/ festa, vc encomenda pelo zap" -> "... para festa, voce ... whatsapp". */
export function expandChatStyle(text: string): string {
  let result = text;
  for (const [pattern, replacement] of CHAT_SLASHED) result = result.replace(pattern, replacement);
  return result.replace(
    /[\p{L}\p{N}]+/gu,
    (word) => CHAT_WORDS.get(word.toLowerCase()) ?? CHAT_WORDS.get(word) ?? word,
  );
}

/** The normalised words of a text, in order (stop words included). */
export function words(text: string): string[] {
  const normalised = normalise(text);
  return normalised === '' ? [] : normalised.split(' ');
}

/**
 * Function words and the filler people use around an activity ("vou abrir uma empresa
 * de ...", "trabalho com ..."): they say nothing about which activity it is.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a o as os um uma uns umas de da do das dos d em no na nos nas num numa e ou que se por pelo pela pelos pelas ' +
    'para pra pro pras pros p/ ao aos a ate com sem sob sobre entre como mas nem ja so tambem tb tbm tmb ' +
    'eu me meu minha meus minhas nosso nossa nossos nossas voce voces ele ela eles elas isso isto esse essa este esta ' +
    'seu sua seus suas lhe nao sim muito muita muitos muitas mais menos bem todo toda todos todas cada qualquer ' +
    'etc tipo coisa coisas algo alguma algum alguns algumas outro outra outros outras mesmo mesma ' +
    'faco faz fazemos fazendo fiz cliente clientes atendo atende atendemos ofereco oferecemos presto prestamos ' +
    'vou vai vamos quero queria quer queremos pretendo pretende gostaria penso pensando planejo estou tou to ' +
    'abrir abro abrindo montar monto montando comecar iniciar ter tenho temos tem sou somos ser sera fui ' +
    'fazer faz fazemos trabalhar trabalho trabalhamos trabalhando atuar atuo atuamos atuando mexo mexer ' +
    'empresa empresinha negocio negocios cnpj mei ltda atividade atividades ramo area setor ' +
    'aqui ai la onde quando cidade bairro propria proprio ' +
    'ajuda ajudar oi ola bom dia boa tarde noite obrigado obrigada favor gente pessoal galera ' +
    'principalmente basicamente geralmente alem disso assim vez vezes ' +
    // How people talk about the work around the activity: who pays, how, where they live.
    'cobro cobra cobrando cobrar cobramos hora horas diaria feito feita feitos feitas tudo mim ' +
    'moradores vizinhos legalizado legalizada queria quero pra isso formalizar'
  ).split(/\s+/),
);

interface Rule {
  suffix: string;
  /** The stem left must keep at least this many letters. */
  min: number;
  replacement?: string;
  except?: readonly string[];
}

const rules = (list: Array<[string, number, string?, string[]?]>): Rule[] =>
  list
    .map(([suffix, min, replacement, except]) => ({
      suffix,
      min,
      ...(replacement !== undefined ? { replacement } : {}),
      ...(except ? { except } : {}),
    }))
    // Longest suffix first: "coes" before "es" before "s".
    .sort((a, b) => b.suffix.length - a.suffix.length);

const PLURAL = rules([
  ['ns', 1, 'm'],
  ['oes', 3, 'ao'],
  ['aes', 1, 'ao', ['maes']],
  ['ais', 1, 'al', ['cais', 'mais']],
  ['eis', 2, 'el'],
  ['ois', 1, 'ol', ['depois']],
  ['is', 2, 'il', ['lapis', 'cais', 'mais', 'crucis', 'biquinis', 'pois', 'depois', 'dois', 'leis', 'tenis', 'pais']],
  ['les', 3, 'l'],
  ['res', 3, 'r'],
  ['zes', 2, 'z'],
  ['s', 2, '', ['lapis', 'cais', 'mais', 'mas', 'menos', 'ferias', 'pires', 'gas', 'atras', 'pais', 'apos', 'onibus']],
]);

const FEMININE = rules([
  ['ona', 3, 'ao'],
  ['ora', 3, 'or'],
  ['na', 4, 'no', ['carona', 'chupeta', 'cortina', 'gasolina', 'oficina', 'piscina', 'vitrina', 'maquina', 'turbina']],
  ['inha', 3, 'inho', ['rainha', 'linha', 'pinha', 'farinha', 'cozinha', 'galinha', 'sardinha', 'campainha']],
  ['esa', 3, 'es', ['mesa', 'empresa', 'defesa', 'despesa', 'sobremesa', 'represa', 'surpresa']],
  ['osa', 3, 'oso', ['mucosa']],
  ['ica', 3, 'ico', ['musica', 'fabrica', 'clinica', 'grafica', 'eletrica', 'tecnica', 'mecanica', 'informatica']],
  ['ada', 2, 'ado', ['pitada', 'calcada', 'estrada', 'escada', 'jornada', 'salada', 'empada', 'fachada']],
  ['ida', 3, 'ido', ['comida', 'bebida', 'medida', 'vida', 'corrida', 'ferida', 'saida', 'subida', 'partida']],
  ['ima', 3, 'imo', ['vitima', 'lima', 'rima', 'prima', 'clima']],
  ['iva', 3, 'ivo', ['saliva', 'oliva', 'gengiva']],
  ['eira', 3, 'eiro', ['cadeira', 'bandeira', 'madeira', 'feira', 'geladeira', 'lixeira', 'carteira', 'maneira']],
]);

const DIMINUTIVE = rules([
  ['zinho', 3],
  ['zinha', 3],
  ['inho', 3, '', ['caminho', 'vinho', 'espinho', 'moinho', 'ninho', 'pinho', 'linho', 'carinho', 'focinho']],
  ['inha', 3, '', ['linha', 'cozinha', 'galinha', 'farinha', 'sardinha', 'campainha', 'rainha']],
  ['zito', 3],
]);

const NOUN = rules([
  ['amentos', 3],
  ['imento', 3],
  ['amento', 3],
  ['mento', 4],
  ['izacao', 3],
  ['acao', 3],
  ['icao', 3],
  ['cao', 3],
  ['sao', 4],
  ['agem', 3],
  ['ancia', 3],
  ['encia', 3],
  ['idade', 3],
  ['dade', 4],
  ['ismo', 3],
  // Not "dentista" (dente: teeth) nor "motorista" (motor: engines): different trades.
  ['ista', 3, '', ['dentista', 'motorista', 'turista', 'pista', 'revista', 'entrevista']],
  ['avel', 3],
  ['ivel', 3],
  ['ador', 3],
  ['edor', 3],
  ['idor', 3],
  ['ante', 4],
  ['aria', 3],
  ['eria', 3],
  ['eiro', 3],
  ['oria', 4],
  ['icista', 3],
  ['euta', 4],
  ['ico', 4, '', ['fabrico']],
  ['ica', 4, '', ['fabrica', 'rubrica', 'replica']],
  ['ia', 5],
  ['tor', 4, 't'],
  ['sor', 4, 's'],
  ['eza', 3],
  ['ez', 4],
]);

const VERB = rules([
  ['aram', 3],
  ['avam', 3],
  ['iam', 3],
  ['ando', 3],
  ['endo', 3],
  ['indo', 3],
  ['ava', 3],
  ['ar', 3],
  ['er', 3],
  ['ir', 3],
  ['ou', 3],
  ['ei', 3],
  ['am', 3],
  ['em', 3, '', ['item', 'ordem', 'garagem', 'viagem', 'homem', 'nuvem', 'jovem']],
]);

function applyFirst(word: string, list: readonly Rule[]): string | null {
  for (const rule of list) {
    if (!word.endsWith(rule.suffix)) continue;
    if (rule.except?.includes(word)) return null;
    const stem = word.slice(0, word.length - rule.suffix.length);
    if (stem.length < rule.min) continue;
    return stem + (rule.replacement ?? '');
  }
  return null;
}

function dropFinalVowel(word: string): string {
  return word.length > 3 && /[aeo]$/.test(word) ? word.slice(0, -1) : word;
}

const stemCache = new Map<string, string>();

/** The stem of a normalised word ("servicos" -> "servic", "cabeleireira" -> "cabel"). */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let result = word;
  if (word.length > 3 && !/^\d+$/.test(word)) {
    if (result.endsWith('s')) result = applyFirst(result, PLURAL) ?? result;
    if (result.endsWith('a')) result = applyFirst(result, FEMININE) ?? result;
    result = applyFirst(result, DIMINUTIVE) ?? result;
    if (result.endsWith('mente') && result.length > 8) result = result.slice(0, -5);
    const noun = applyFirst(result, NOUN);
    if (noun !== null) result = dropFinalVowel(noun);
    else result = dropFinalVowel(applyFirst(result, VERB) ?? result);
  }
  if (stemCache.size < 200_000) stemCache.set(word, result);
  return result;
}

/**
 * The word's light stem: only plural, feminine and diminutive endings and the final vowel
 * removed ("linguiças" -> "linguic", "cabeleireiras" -> "cabeleireir"). Two words with the
 * same stem but different light stems ("linguiça" and "língua", "casa" and "casamento") are
 * related by the stemmer only: a match on the light stem is the surer one.
 */
export function lightStem(word: string): string {
  let result = word;
  if (word.length > 3 && !/^\d+$/.test(word)) {
    if (result.endsWith('s')) result = applyFirst(result, PLURAL) ?? result;
    if (result.endsWith('a')) result = applyFirst(result, FEMININE) ?? result;
    result = applyFirst(result, DIMINUTIVE) ?? result;
    result = dropFinalVowel(result);
  }
  return result;
}

/**
 * The nouns a first-person verb names its work with: the CNAE speaks of "pintura",
 * "lavagem", "instalação", "moagem", "criação" where a person writes "pinto", "lavo",
 * "instalo", "moo", "crio". Only the regular nominal endings are tried, and only the forms
 * `known` accepts (the data's words), so a noun that merely ends in "o" ("bolo", "carro")
 * gets nothing.
 */
const NOMINAL_ENDINGS = ['acao', 'icao', 'cao', 'agem', 'ura', 'amento', 'imento', 'aria', 'eria'];

export function nominalisations(word: string, known: (candidate: string) => boolean): string[] {
  let roots: string[] = [];
  if (word.endsWith('o')) roots = [word.slice(0, -1)];
  else if (/(amos|emos|imos)$/.test(word)) roots = [word.slice(0, -4)];
  // "produzo" -> "produção", "traduzo" -> "tradução".
  roots = roots.flatMap((root) => (root.endsWith('z') ? [root, root.slice(0, -1)] : [root]));
  const found: string[] = [];
  for (const root of roots) {
    if (root.length < 2) continue;
    for (const ending of NOMINAL_ENDINGS) {
      const candidate = root + ending;
      if (candidate !== word && known(candidate) && !found.includes(candidate)) found.push(candidate);
    }
  }
  return found;
}

/**
 * The names of the trade made from the thing worked on: "crochê" -> "crocheteiro",
 * "marmita" -> "marmiteiro", "sorvete" -> "sorveteiro", "pipoca" -> "pipoqueiro". Only the
 * forms `known` accepts (the MEI occupations' words) are returned.
 */
const AGENT_ENDINGS = ['eiro', 'eira', 'teiro', 'teira', 'ista'];

export function agentNouns(word: string, known: (candidate: string) => boolean): string[] {
  if (word.length < 4) return [];
  const base = /[aeo]$/.test(word) ? word.slice(0, -1) : word;
  const roots = [base, word];
  if (base.endsWith('c')) roots.push(`${base.slice(0, -1)}qu`);
  if (base.endsWith('g')) roots.push(`${base}u`);
  if (base.endsWith('m')) roots.push(`${base.slice(0, -1)}n`);
  const found: string[] = [];
  for (const root of roots) {
    for (const ending of AGENT_ENDINGS) {
      const candidate = root + ending;
      if (candidate !== word && known(candidate) && !found.includes(candidate)) found.push(candidate);
    }
  }
  return found;
}

/** "para", "pra": what follows in a text says for whom or what for. */
export const COMPLEMENT_MARKERS: ReadonlySet<string> = new Set(['para', 'pra', 'pro', 'pras', 'pros', 'p']);
/** Negate the next word ("não customizáveis", "sem condutor"). */
const NEGATE_NEXT = new Set(['nao', 'sem']);
/** Negate up to the next comma or parenthesis ("exceto roupas íntimas e as confeccionadas sob medida"). */
const NEGATE_CLAUSE = new Set(['exceto', 'excluindo']);

export interface Term {
  /** The stem, prefixed with "!" when negated: "sem condutor" gives "!condut". */
  term: string;
  /** The light stem of the word (`lightStem`), with the same "!" prefix. */
  light: string;
  /** Met after "para" in its clause (up to ";"). */
  complement: boolean;
}

/**
 * The content terms of a text, in order. A negated word becomes its own term ("!stem"),
 * so "programas não customizáveis" does not answer "customizáveis", and "exceto roupas
 * íntimas" does not answer "roupas".
 */
export function termsOf(text: string): Term[] {
  const terms: Term[] = [];
  for (const clause of text.split(';')) {
    let complement = false;
    for (const part of clause.split(/[,()]/)) {
      let negateNext = false;
      let negateAll = false;
      for (const word of words(part)) {
        if (NEGATE_NEXT.has(word)) {
          negateNext = true;
          continue;
        }
        if (NEGATE_CLAUSE.has(word)) {
          negateAll = true;
          continue;
        }
        if (COMPLEMENT_MARKERS.has(word)) complement = true;
        if (STOP_WORDS.has(word) || word.length < 2) continue;
        const stemmed = stem(word);
        const negated = negateNext || negateAll ? '!' : '';
        terms.push({ term: `${negated}${stemmed}`, light: `${negated}${lightStem(word)}`, complement });
        negateNext = false;
      }
    }
  }
  return terms;
}

/** Distinct content terms of a short text (an intent word, a lexicon phrase). */
export function contentStems(text: string): string[] {
  return [...new Set(termsOf(text).map((item) => item.term))];
}

/** Distinct content terms of a short text with the light stem of the word each came from first. */
export function contentTerms(text: string): Array<{ term: string; light: string }> {
  const seen = new Map<string, string>();
  for (const { term, light } of termsOf(text)) if (!seen.has(term)) seen.set(term, light);
  return [...seen].map(([term, light]) => ({ term, light }));
}

/**
 * Damerau-Levenshtein distance, giving up (returning max + 1) as soon as it must exceed
 * `max`: enough to fix a typo ("fisoterapia", "eletrecista") against the vocabulary.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  if (rowsBuffer.length < cols * 3) rowsBuffer = new Int32Array(cols * 3 * 2);
  const rows = rowsBuffer;
  // Three rolling rows (two back for transpositions) in one buffer.
  let prevPrev = 0;
  let prev = cols;
  let current = 2 * cols;
  for (let j = 0; j < cols; j++) rows[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(rows[prev + j]! + 1, rows[current + j - 1]! + 1, rows[prev + j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, rows[prevPrev + j - 2]! + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return rows[prev + cols - 1]!;
}

let rowsBuffer = new Int32Array(96);
