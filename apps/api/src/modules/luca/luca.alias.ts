import { STOP_WORDS, normalise, stem } from './luca.text.js';

/** A nome fantasia may be longer, but a short one is easier to say, spell and remember. */
export const MAX_ALIAS_LENGTH = 30;

/**
 * Words a company name may not use, or that the product adds itself: names of public
 * bodies and regulated activities (a bank, an insurer, a notary, a university need
 * authorisation), and the legal-form words (Ltda, S.A., EIRELI, MEI, ME, EPP).
 */
const BARRED_WORDS = new Set(
  (
    'banco bancaria bancario seguradora resseguradora federal federais nacional nacionais ministerio governo ' +
    'governamental tribunal policia policial receita brasil brasileira brasileiro republica estado estadual municipal ' +
    'municipio prefeitura camara senado congresso oficial publica publico previdencia cartorio tabelionato ' +
    'universidade faculdade exercito marinha aeronautica forcas armadas correios petrobras sebrae detran ' +
    'ltda limitada sa s a eireli mei me epp slu microempresa empresario individual cooperativa fundacao associacao ' +
    'sociedade anonima holding'
  ).split(/\s+/),
);

/** Words that describe any business and make poor names on their own. */
const GENERIC_WORDS = new Set(
  (
    'servico servicos loja lojas lojinha venda vendas vendo vender revenda revendo revender comercio faco faz fazer ' +
    'cliente clientes pessoa pessoas atendimento atendo domicilio internet online pequena pequenas pequeno pequenos ' +
    'grande grandes novo nova empresas empresa negocio produtos produto coisas geral tipo casa casas bairro cidade ' +
    'encomenda medida sob particular particulares autonomo autonoma proprio propria entrega entregas delivery ' +
    'consultorio escritorio clinica centro instituto abrir montar quero vou sou tenho trabalho salao saloes ' +
    'studio estudio espaco atelie oficina'
  ).split(/\s+/),
);

/** Short forms people use for long words ("Fisio", "Odonto"): pronounceable and familiar. */
const CLIPPINGS: Readonly<Record<string, string>> = {
  fisioterapia: 'Fisio',
  fisioterapeuta: 'Fisio',
  psicologia: 'Psico',
  psicologa: 'Psico',
  psicologo: 'Psico',
  nutricionista: 'Nutri',
  nutricao: 'Nutri',
  odontologia: 'Odonto',
  odontologica: 'Odonto',
  dentista: 'Odonto',
  veterinaria: 'Vet',
  veterinario: 'Vet',
  fotografia: 'Foto',
  fotografo: 'Foto',
  fotografa: 'Foto',
  tecnologia: 'Tech',
  informatica: 'Info',
  aplicativos: 'Apps',
  aplicativo: 'App',
  desenvolvimento: 'Dev',
  contabilidade: 'Contábil',
  fonoaudiologia: 'Fono',
  fonoaudiologa: 'Fono',
  maquiagem: 'Make',
  manicure: 'Nail',
  estetica: 'Estética',
  cosmeticos: 'Cosméticos',
  hamburgueria: 'Burger',
  acaiteria: 'Açaí',
  sorveteria: 'Sorvete',
  pizzaria: 'Pizza',
  hamburguer: 'Burger',
  confeitaria: 'Doce',
  eletrodomesticos: 'Eletro',
  engenharia: 'Engenharia',
  arquitetura: 'Arq',
  publicidade: 'Publi',
  marketing: 'Marketing',
  churrascaria: 'Churrasco',
  transportes: 'Trans',
  transporte: 'Trans',
};

/** Evocative words by CNAE division of the main activity. */
const THEMES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ['45', '46', '47'],
    ['Empório', 'Vitrine', 'Achados', 'Ponto'],
  ],
  [
    ['10', '11', '56'],
    ['Sabor', 'Tempero', 'Delícia', 'Mesa'],
  ],
  [
    ['58', '59', '60', '62', '63'],
    ['Código', 'Pixel', 'Digital', 'Byte'],
  ],
  [
    ['75', '86', '87', '88'],
    ['Vida', 'Cuidar', 'Bem-Estar', 'Equilíbrio'],
  ],
  [['96'], ['Charme', 'Essência', 'Beleza', 'Bella']],
  [['85'], ['Saber', 'Aprender', 'Caminho', 'Escola']],
  [['93'], ['Movimento', 'Energia', 'Forma', 'Ritmo']],
  [
    ['41', '42', '43'],
    ['Prumo', 'Obra', 'Base', 'Alicerce'],
  ],
  [
    ['49', '50', '51', '52', '53'],
    ['Rota', 'Via', 'Expresso', 'Trajeto'],
  ],
  [
    ['69', '70', '71', '72', '78', '82'],
    ['Soluções', 'Assessoria', 'Gestão', 'Parceria'],
  ],
  [
    ['73', '74'],
    ['Ideia', 'Criativa', 'Foco', 'Olhar'],
  ],
  [
    ['95', '33'],
    ['Conserto', 'Reparo', 'Técnica', 'Oficina'],
  ],
  [['55'], ['Recanto', 'Refúgio', 'Morada', 'Aconchego']],
  [
    ['90', '59'],
    ['Som', 'Arte', 'Palco', 'Cena'],
  ],
  [
    ['13', '14', '15'],
    ['Moda', 'Estilo', 'Linha', 'Trama'],
  ],
  [
    ['01', '02', '03'],
    ['Terra', 'Raiz', 'Campo', 'Colheita'],
  ],
];
const DEFAULT_THEME = ['Central', 'Ideal', 'Essencial', 'Total'];

/**
 * Name patterns: {K} is a key word of the intent, {dK} the same with "do/da/dos/das" when
 * its ending tells the gender and number ("Casa das Marmitas"), {T} a theme word.
 */
const PATTERNS_BY_DIVISION: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ['96', '93', '74', '90'],
    ['Studio {K}', 'Espaço {K}', '{K} & {T}', 'Ateliê {K}', '{K} Prime', '{T} {K}', '{K} Mais', 'Casa {dK}'],
  ],
  [
    ['62', '63', '58', '59', '73'],
    ['{K} Lab', '{K} {T}', '{T} {K}', '{K} Prime', '{K} Studio', '{K} Mais', '{K} Tech', '{K} Hub'],
  ],
  [
    ['10', '11', '56'],
    ['Casa {dK}', '{K} & {T}', 'Cantinho {dK}', '{K} Mais', 'Empório {dK}', 'Sabor {dK}', '{K} Prime', 'Ponto {dK}'],
  ],
  [
    ['45', '46', '47'],
    ['{K} & Cia', 'Empório {dK}', 'Mundo {dK}', '{K} Mais', 'Casa {dK}', '{T} {K}', '{K} Prime', 'Ponto {dK}'],
  ],
  [
    ['86', '75', '87', '88'],
    ['Espaço {K}', '{K} {T}', '{K} Mais', 'Clínica {K}', '{T} {K}', '{K} Prime', 'Instituto {K}', 'Casa {dK}'],
  ],
  [
    ['49', '50', '51', '52', '53'],
    ['{K} Express', '{T} {K}', '{K} Mais', '{K} Prime', '{K} & Cia', 'Rápido {K}', '{K} Log', 'Mundo {dK}'],
  ],
  [
    ['13', '14', '15', '32'],
    ['Ateliê {K}', '{K} & Cia', 'Casa {dK}', '{T} {K}', '{K} Mais', 'Studio {K}', '{K} Prime', 'Mundo {dK}'],
  ],
];
const DEFAULT_PATTERNS = [
  '{K} Mais',
  '{K} Prime',
  'Espaço {K}',
  '{T} {K}',
  'Casa {dK}',
  '{K} & Cia',
  'Studio {K}',
  'Mundo {dK}',
];

const CLIPPED = new Set(Object.values(CLIPPINGS));

/** "Marmitas" -> "das Marmitas", "Bolo" -> "do Bolo"; short forms and other endings: the word alone. */
function withArticle(word: string): string {
  if (CLIPPED.has(word)) return word;
  const ending = normalise(word);
  if (ending.endsWith('as')) return `das ${word}`;
  if (ending.endsWith('os')) return `dos ${word}`;
  if (ending.endsWith('a')) return `da ${word}`;
  if (ending.endsWith('o')) return `do ${word}`;
  return word;
}

function fill(pattern: string, keyword: string, theme: string): string {
  return pattern.replace('{dK}', withArticle(keyword)).replace('{K}', keyword).replace('{T}', theme);
}

function forDivision<T>(
  table: ReadonlyArray<readonly [readonly string[], T]>,
  division: string | null,
  fallback: T,
): T {
  if (!division) return fallback;
  return table.find(([divisions]) => divisions.includes(division))?.[1] ?? fallback;
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1).toLocaleLowerCase('pt-BR');
}

/** Every word has a vowel and no more than three consonants in a row. */
export function isPronounceable(name: string): boolean {
  return normalise(name)
    .split(' ')
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .every((word) => /[aeiouy]/.test(word) && !/[^aeiouy\s]{4,}/.test(word));
}

/** True when a word of the name is barred or reserved in company names. */
export function hasBarredWord(name: string): boolean {
  const normalised = normalise(name.replace(/[./]/g, ''));
  if (/\bs ?a\b/.test(normalise(name))) return true;
  return normalised.split(' ').some((word) => BARRED_WORDS.has(word));
}

/**
 * The intent's key words for a name, most distinctive first (rarest in the CNAE data),
 * as the person wrote them (accents kept), clipped when long.
 */
export function aliasKeywords(intent: string, idf: ReadonlyMap<string, number>, max = 3): string[] {
  const seen = new Set<string>();
  const found: Array<{ word: string; weight: number; position: number }> = [];
  const tokens = intent.match(/\p{L}+/gu) ?? [];
  tokens.forEach((token, position) => {
    const key = normalise(token);
    if (key.length < 3 || STOP_WORDS.has(key) || GENERIC_WORDS.has(key) || BARRED_WORDS.has(key)) return;
    const clipped = CLIPPINGS[key];
    const stemmed = stem(key);
    if (seen.has(stemmed)) return;
    seen.add(stemmed);
    const word = clipped ?? (token.length <= 12 ? capitalise(token) : null);
    if (!word) return;
    // Words missing from the CNAE data are often the most specific ("açaí", "pet"); middling weight.
    found.push({ word, weight: idf.get(stemmed) ?? 6, position });
  });
  return found
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .slice(0, max)
    .map((item) => item.word);
}

/**
 * Nome fantasia options for the intent: distinct, short, pronounceable, without barred
 * words, built from its key words with name patterns that suit the activity's division.
 */
export function suggestAliasCandidates(
  intent: string,
  options: { division: string | null; idf: ReadonlyMap<string, number>; limit: number },
): string[] {
  const keywords = aliasKeywords(intent, options.idf);
  const themes = forDivision(THEMES, options.division, DEFAULT_THEME);
  const patterns = forDivision(PATTERNS_BY_DIVISION, options.division, DEFAULT_PATTERNS);
  const bases = keywords.length > 0 ? keywords : themes.slice(0, 2);

  const candidates: string[] = [];
  const seen = new Set<string>();
  const offer = (name: string) => {
    const cleaned = name.replace(/\s+/g, ' ').trim();
    const key = normalise(cleaned);
    if (key === '' || seen.has(key) || cleaned.length > MAX_ALIAS_LENGTH) return;
    if (!isPronounceable(cleaned) || hasBarredWord(cleaned)) return;
    // A repeated word ("Sabor Sabor") reads badly.
    const parts = key.split(' ');
    if (new Set(parts).size !== parts.length) return;
    seen.add(key);
    candidates.push(cleaned);
  };

  // Pattern by pattern, key word by key word: the first options use different patterns.
  for (let round = 0; round < patterns.length && candidates.length < options.limit; round++) {
    for (let k = 0; k < bases.length && candidates.length < options.limit; k++) {
      const pattern = patterns[(round + k) % patterns.length]!;
      const theme = themes[(round + k) % themes.length]!;
      offer(fill(pattern, bases[k]!, theme));
    }
  }
  if (bases.length >= 2) offer(`${bases[0]} & ${bases[1]}`);
  for (const theme of themes) offer(`${bases[0]} ${theme}`);
  for (const pattern of DEFAULT_PATTERNS) offer(fill(pattern, bases[0]!, themes[0]!));
  return candidates.slice(0, options.limit);
}
