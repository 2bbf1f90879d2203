/**
 * How people write services against how the national list (LC 116) words them: "buffet" is
 * "bufê" there, "site" is "páginas eletrônicas", "manicure" is "manicuros". Keys and values
 * are lower case without accents (as the list's search text is stored); a search word
 * matches the list when it or any of its spellings appears.
 */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  buffet: ['bufe'],
  bufet: ['bufe'],
  bufes: ['bufe'],
  site: ['paginas eletronicas'],
  sites: ['paginas eletronicas'],
  website: ['paginas eletronicas'],
  software: ['programas de computador', 'sistemas'],
  app: ['aplicativo', 'programas de computador'],
  apps: ['aplicativo', 'programas de computador'],
  manicure: ['manicuro'],
  pedicure: ['pedicuro'],
  cabelereiro: ['cabeleireiro'],
  cabelereira: ['cabeleireiro'],
  cabeleireira: ['cabeleireiro'],
  marketing: ['publicidade', 'propaganda'],
  design: ['desenho'],
  designer: ['desenho'],
  academia: ['ginastica'],
  personal: ['ginastica', 'atividades fisicas'],
  tattoo: ['tatuage'],
  tatoo: ['tatuage'],
  dedetizadora: ['dedetizacao'],
  coaching: ['treinamento', 'orientacao'],
  coach: ['treinamento', 'orientacao'],
  delivery: ['entrega'],
};

/** "Buffet" -> "buffet" (lower case, no accents), the form the list's search text is stored in. */
function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The word as typed (folded) and the list's own spellings of it. */
export function serviceSpellings(word: string): string[] {
  const folded = foldWord(word);
  return [folded, ...(SPELLINGS[folded] ?? [])];
}
