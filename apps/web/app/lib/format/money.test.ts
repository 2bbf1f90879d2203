import { describe, expect, test } from 'vitest';
import { formatBrl, formatMonthlyPrice } from './money';

// Intl separates "R$" from the amount with a no-break space.
const NBSP = '\u00a0';

describe('formatBrl', () => {
  test.each([
    [0, `R$${NBSP}0,00`],
    [8990, `R$${NBSP}89,90`],
    [123450, `R$${NBSP}1.234,50`],
    [100000000, `R$${NBSP}1.000.000,00`],
    [-500, `-R$${NBSP}5,00`],
  ])('%i centavos -> %s', (cents, text) => {
    expect(formatBrl(cents)).toBe(text);
  });

  test('a monthly price says so', () => {
    expect(formatMonthlyPrice(14990)).toBe(`R$${NBSP}149,90/mês`);
  });
});
