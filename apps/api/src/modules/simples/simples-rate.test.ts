import { describe, expect, test } from 'vitest';
import { bracketFor, effectiveRate, estimatedTaxCents, rbt12Cents, type AnnexBracket } from './simples-rate.js';

/** LC 123 Anexo III (LC 155/2016), as simples_annex_brackets holds it: cents and basis points. */
const ANEXO_III: AnnexBracket[] = [
  { bracket: 1, revenueFromCents: 0, revenueToCents: 18_000_000, nominalRateBps: 600, deductionCents: 0 },
  {
    bracket: 2,
    revenueFromCents: 18_000_001,
    revenueToCents: 36_000_000,
    nominalRateBps: 1120,
    deductionCents: 936_000,
  },
  {
    bracket: 3,
    revenueFromCents: 36_000_001,
    revenueToCents: 72_000_000,
    nominalRateBps: 1350,
    deductionCents: 1_764_000,
  },
  {
    bracket: 4,
    revenueFromCents: 72_000_001,
    revenueToCents: 180_000_000,
    nominalRateBps: 1600,
    deductionCents: 3_564_000,
  },
  {
    bracket: 5,
    revenueFromCents: 180_000_001,
    revenueToCents: 360_000_000,
    nominalRateBps: 2100,
    deductionCents: 12_564_000,
  },
  {
    bracket: 6,
    revenueFromCents: 360_000_001,
    revenueToCents: 480_000_000,
    nominalRateBps: 3300,
    deductionCents: 64_800_000,
  },
];

/** Anexo V, the Fator R annex below 28% of payroll. */
const ANEXO_V_BRACKET_2: AnnexBracket = {
  bracket: 2,
  revenueFromCents: 18_000_001,
  revenueToCents: 36_000_000,
  nominalRateBps: 1800,
  deductionCents: 450_000,
};

const reais = (value: number) => Math.round(value * 100);

describe('bracketFor', () => {
  test.each([
    [0, 1],
    [reais(100_000), 1],
    [reais(180_000), 1],
    [reais(180_000.01), 2],
    [reais(300_000), 2],
    [reais(360_000), 2],
    [reais(360_000.01), 3],
    [reais(4_800_000), 6],
  ])('RBT12 %i cents is bracket %i', (rbt12, bracket) => {
    expect(bracketFor(ANEXO_III, rbt12).bracket).toBe(bracket);
  });

  test('above R$ 4.800.000,00 the last bracket (the limit is passed)', () => {
    expect(bracketFor(ANEXO_III, reais(5_000_000)).bracket).toBe(6);
  });

  test('the order of the rows does not matter', () => {
    expect(bracketFor([...ANEXO_III].reverse(), reais(300_000)).bracket).toBe(2);
  });
});

describe('effectiveRate', () => {
  test('Anexo III, RBT12 R$ 300.000,00: faixa 2, (300.000 × 11,2% − 9.360) / 300.000 = 8,08%', () => {
    const bracket = bracketFor(ANEXO_III, reais(300_000));
    expect(bracket).toMatchObject({ bracket: 2, nominalRateBps: 1120, deductionCents: 936_000 });
    expect(effectiveRate(reais(300_000), bracket)).toBe(0.0808);
  });

  test('in the first bracket the effective rate is the nominal one (no deduction): 6%', () => {
    expect(effectiveRate(reais(100_000), bracketFor(ANEXO_III, reais(100_000)))).toBe(0.06);
  });

  test('RBT12 zero: the nominal rate of bracket 1', () => {
    expect(effectiveRate(0, bracketFor(ANEXO_III, 0))).toBe(0.06);
  });

  test('Anexo III, RBT12 R$ 5.000.000,00 (over the limit): faixa 6, (1.650.000 − 648.000) / 5.000.000 = 20,04%', () => {
    expect(effectiveRate(reais(5_000_000), bracketFor(ANEXO_III, reais(5_000_000)))).toBeCloseTo(0.2004, 12);
  });

  test('Anexo V, RBT12 R$ 300.000,00: (300.000 × 18% − 4.500) / 300.000 = 16,5%', () => {
    expect(effectiveRate(reais(300_000), ANEXO_V_BRACKET_2)).toBeCloseTo(0.165, 12);
  });
});

describe('estimatedTaxCents', () => {
  test('R$ 25.000,00 at 8,08% is R$ 2.020,00', () => {
    expect(estimatedTaxCents(reais(25_000), 0.0808)).toBe(reais(2_020));
  });

  test('rounds to the cent: R$ 1.234,57 at 8,08% is R$ 99,75 (99,7532...)', () => {
    expect(estimatedTaxCents(123_457, 0.0808)).toBe(9_975);
  });
});

describe('rbt12Cents', () => {
  const twelve = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => reais(n * 1_000));

  test('a company open for a year or more: the sum of the 12 months before (§1º)', () => {
    expect(rbt12Cents({ monthsBefore: twelve, currentMonthCents: reais(50_000), monthsOfActivity: 12 })).toBe(
      reais(78_000),
    );
    expect(rbt12Cents({ monthsBefore: twelve, currentMonthCents: 0, monthsOfActivity: null })).toBe(reais(78_000));
  });

  test('in the opening month: this month × 12 (§3º)', () => {
    expect(rbt12Cents({ monthsBefore: twelve, currentMonthCents: reais(15_000), monthsOfActivity: 0 })).toBe(
      reais(180_000),
    );
  });

  test('open 4 months: the average of those 4 months × 12 (§2º)', () => {
    const monthsBefore = [0, 0, 0, 0, 0, 0, 0, 0, 10_000, 20_000, 30_000, 40_000].map(reais);
    // (10.000 + 20.000 + 30.000 + 40.000) / 4 × 12 = 300.000
    expect(rbt12Cents({ monthsBefore, currentMonthCents: reais(99_000), monthsOfActivity: 4 })).toBe(reais(300_000));
  });

  test('the proportional figure is rounded to the cent', () => {
    const monthsBefore = [...Array<number>(11).fill(0), 1];
    // 1 cent over 7 months × 12 = 1,71 cents
    expect(rbt12Cents({ monthsBefore, currentMonthCents: 0, monthsOfActivity: 7 })).toBe(2);
  });
});
