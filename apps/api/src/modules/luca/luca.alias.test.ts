import { describe, expect, test } from 'vitest';
import {
  MAX_ALIAS_LENGTH,
  aliasKeywords,
  hasBarredWord,
  isPronounceable,
  suggestAliasCandidates,
} from './luca.alias.js';
import { normalise } from './luca.text.js';

// Rarer words weigh more, as the CNAE data's idf would say.
const idf = new Map([
  ['roup', 4],
  ['intern', 2],
  ['fisioterap', 7],
  ['marmit', 6],
  ['quent', 5],
]);

describe('aliasKeywords', () => {
  test('the distinctive words of the intent, accents kept, clipped when a short form exists', () => {
    expect(aliasKeywords('vou abrir uma clínica de fisioterapia', idf)).toEqual(['Fisio']);
    expect(aliasKeywords('revenda de roupas pela internet', idf)).toEqual(['Roupas']);
    expect(aliasKeywords('marmitas e quentinhas pra entrega', idf)).toEqual(['Marmitas', 'Quentinhas']);
    expect(aliasKeywords('açaiteria', idf)).toEqual(['Açaí']);
  });

  test('barred words never become key words', () => {
    expect(aliasKeywords('banco de alimentos do governo federal', idf)).toEqual(['Alimentos']);
  });
});

describe('barred words and pronounceability', () => {
  test.each([
    'Banco Fisio',
    'Seguradora Prime',
    'Fisio Nacional',
    'Brasil',
    'Receita Mais',
    'Fisio Ltda',
    'Fisio S.A.',
    'Fisio EIRELI',
    'Fisio MEI',
    'Polícia Tech',
  ])('%j has a barred word', (name) => {
    expect(hasBarredWord(name)).toBe(true);
  });

  test('ordinary names are fine', () => {
    expect(hasBarredWord('Casa das Marmitas')).toBe(false);
    expect(hasBarredWord('Sabor & Arte')).toBe(false);
  });

  test('a word needs a vowel and at most three consonants in a row', () => {
    expect(isPronounceable('Fisio Mais')).toBe(true);
    expect(isPronounceable('Xptz Lab')).toBe(false);
    expect(isPronounceable('Brrrt Prime')).toBe(false);
  });
});

describe('suggestAliasCandidates', () => {
  test.each([
    ['vou abrir uma clínica de fisioterapia', '86'],
    ['revenda de roupas pela internet', '47'],
    ['marmitas e quentinhas pra entrega', '56'],
    ['faço sites e aplicativos', '62'],
    ['banco de alimentos do governo federal', null],
    ['xyz', null],
  ])('%j: 5 to 8 distinct, short, pronounceable names without barred words', (intent, division) => {
    const names = suggestAliasCandidates(intent, { division, idf, limit: 8 });
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names.length).toBeLessThanOrEqual(8);
    expect(new Set(names.map(normalise)).size).toBe(names.length);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(MAX_ALIAS_LENGTH);
      expect(isPronounceable(name), name).toBe(true);
      expect(hasBarredWord(name), name).toBe(false);
    }
  });

  test('built from the intent with patterns that suit the activity', () => {
    const names = suggestAliasCandidates('revenda de roupas pela internet', { division: '47', idf, limit: 8 });
    expect(names).toContain('Roupas & Cia');
    expect(names).toContain('Casa das Roupas');
    expect(names.every((name) => name.includes('Roupas'))).toBe(true);
  });

  test('the same intent gives the same names', () => {
    const options = { division: '86', idf, limit: 8 };
    expect(suggestAliasCandidates('clínica de fisioterapia', options)).toEqual(
      suggestAliasCandidates('clínica de fisioterapia', options),
    );
  });
});
