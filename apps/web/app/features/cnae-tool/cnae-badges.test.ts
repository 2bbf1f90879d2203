import { describe, expect, test } from 'vitest';
import { cnaeBadges, type BadgeFacts } from './cnae-badges';

const facts = (overrides: Partial<BadgeFacts> = {}): BadgeFacts => ({
  isAllowedMei: false,
  isRFactor: false,
  isActive: true,
  taxRates: { simplesSituation: 'allowed', annex: 'I' },
  ...overrides,
});
const labels = (cnae: BadgeFacts) => cnaeBadges(cnae).map((badge) => badge.label);

describe('cnaeBadges', () => {
  test("MEI or not, then the Simples badge in the wizard's words", () => {
    expect(labels(facts({ isAllowedMei: true }))).toEqual(['MEI', 'Simples: Anexo I']);
    expect(labels(facts())).toEqual(['Não é MEI', 'Simples: Anexo I']);
  });

  test('Fator R gets its own badge, except for a barred code', () => {
    expect(labels(facts({ isRFactor: true, taxRates: { simplesSituation: 'allowed', annex: 'V' } }))).toEqual([
      'Não é MEI',
      'Simples: Anexo III ou V',
      'Fator R',
    ]);
    expect(labels(facts({ isRFactor: true, taxRates: { simplesSituation: 'barred', annex: null } }))).toEqual([
      'Não é MEI',
      'Fora do Simples',
    ]);
  });

  test('ambiguous and retired codes say so', () => {
    const badges = cnaeBadges(facts({ isActive: false, taxRates: { simplesSituation: 'ambiguous', annex: null } }));
    expect(badges.map((badge) => [badge.label, badge.tone])).toEqual([
      ['Não é MEI', 'neutral'],
      ['Simples: depende', 'warning'],
      ['Código desativado', 'warning'],
    ]);
  });
});
