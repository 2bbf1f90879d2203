import { describe, expect, test } from 'vitest';
import { MAX_SECONDARY_CNAES, type LucaCnaeSuggestion } from '@contabil/contracts';
import {
  acceptMatch,
  chooseAsMain,
  chooseAsSecondary,
  chosenAs,
  meiBadge,
  proposedAs,
  simplesBadge,
} from './luca-suggestions';

function suggestion(code: string, overrides: Partial<LucaCnaeSuggestion> = {}): LucaCnaeSuggestion {
  return {
    code,
    formattedCode: `${code.slice(0, 4)}-${code.slice(4, 5)}/${code.slice(5)}`,
    description: 'Atividade',
    score: 0.9,
    reasons: [],
    isAllowedMei: false,
    simplesSituation: 'allowed',
    simplesAnnex: 'III',
    fatorR: false,
    ...overrides,
  };
}

describe('simplesBadge', () => {
  test('barred, ambiguous, Fator R, an annex, or none known', () => {
    expect(simplesBadge(suggestion('1', { simplesSituation: 'barred' }))).toMatchObject({
      label: 'Fora do Simples',
      tone: 'destructive',
    });
    expect(simplesBadge(suggestion('1', { simplesSituation: 'ambiguous' }))).toMatchObject({ tone: 'warning' });
    expect(simplesBadge(suggestion('1', { simplesAnnex: 'V', fatorR: true })).label).toBe('Simples: Anexo III ou V');
    expect(simplesBadge(suggestion('1', { simplesAnnex: 'I' })).label).toBe('Simples: Anexo I');
    expect(simplesBadge(suggestion('1', { simplesAnnex: null, fatorR: null })).label).toBe('Simples');
  });
});

describe('meiBadge', () => {
  test('allowed shows MEI; not allowed warns only when the company is an MEI', () => {
    expect(meiBadge({ isAllowedMei: true }, false)).toMatchObject({ label: 'MEI', tone: 'success' });
    expect(meiBadge({ isAllowedMei: false }, false)).toBeNull();
    expect(meiBadge({ isAllowedMei: false }, true)).toMatchObject({ label: 'Não permitida no MEI', tone: 'warning' });
  });
});

describe('choosing from the suggestions', () => {
  const choice = { mainCnae: '4781400', secondaryCnaes: ['1091102', '9529199'] };

  test('chosenAs compares codes with or without punctuation', () => {
    expect(chosenAs('4781-4/00', choice)).toBe('main');
    expect(chosenAs('1091102', choice)).toBe('secondary');
    expect(chosenAs('6201501', choice)).toBeNull();
  });

  test('a secondary code used as main leaves the secondary list', () => {
    expect(chooseAsMain('1091102', choice)).toEqual({ mainCnae: '1091102', secondaryCnaes: ['9529199'] });
    expect(chooseAsMain('6201501', choice)).toEqual({ mainCnae: '6201501', secondaryCnaes: ['1091102', '9529199'] });
  });

  test('adding a secondary skips the main, repeats and a full list', () => {
    expect(chooseAsSecondary('6201501', choice).secondaryCnaes).toEqual(['1091102', '9529199', '6201501']);
    expect(chooseAsSecondary('4781400', choice)).toEqual(choice);
    expect(chooseAsSecondary('1091102', choice)).toEqual(choice);
    const full = {
      mainCnae: '',
      secondaryCnaes: Array.from({ length: MAX_SECONDARY_CNAES }, (_, i) => `10000${10 + i}`),
    };
    expect(chooseAsSecondary('6201501', full)).toEqual(full);
  });

  test('accepting the whole proposal sets the main and adds the secondary ones', () => {
    const match = { main: suggestion('6201502'), secondary: [suggestion('6201501'), suggestion('1091102')] };
    expect(acceptMatch(match, choice)).toEqual({
      mainCnae: '6201502',
      secondaryCnaes: ['1091102', '9529199', '6201501'],
    });
    expect(acceptMatch({ main: null, secondary: [] }, choice)).toEqual(choice);
    expect(proposedAs('6201502', match)).toBe('main');
    expect(proposedAs('6201501', match)).toBe('secondary');
    expect(proposedAs('9999999', match)).toBeNull();
  });
});

describe('while Luca asks', () => {
  // "tenho uma banca": the ranking leads with a bank (the stem "banc"); the question asks
  // newsstand or betting stand.
  const question = {
    text: '"banca" pode ser mais de uma atividade. Qual destas é a sua?',
    options: [
      { label: 'Comércio varejista de jornais e revistas', cnae: '4761002' },
      { label: 'Exploração de jogos de azar e apostas não especificados anteriormente', cnae: '9200399' },
    ],
  };
  const ranked = [suggestion('8640214'), suggestion('9200399'), suggestion('6619303'), suggestion('4761002')];

  test('the main is proposed only if it is one of the open question’s options', () => {
    const match = { main: ranked[0]!, secondary: [], question };
    expect(proposedAs('8640214', match)).toBeNull();
    expect(proposedAs('8640214', { ...match, question: null })).toBe('main');
    expect(proposedAs('4761002', { ...match, main: ranked[3]! })).toBe('main');
  });
});
