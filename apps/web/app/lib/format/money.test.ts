import { describe, expect, test } from 'vitest';
import { formatBrl, formatCompactBrl, formatMoney, formatMonthlyPrice, formatReais } from './money';

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
    expect(formatMonthlyPrice(149.9)).toBe(`R$${NBSP}149,90/mês`);
  });
});

describe('formatMoney: the one formatter, any currency', () => {
  test('the currency shows its own symbol', () => {
    expect(formatMoney(10, 'USD')).toBe(`US$${NBSP}10,00`);
    expect(formatMoney(3.5, 'CAD')).toBe(`CA$${NBSP}3,50`);
    expect(formatMoney(1234.5)).toBe(`R$${NBSP}1.234,50`);
  });

  test('one minus sign everywhere: the same "-" signed or not, in reais, dollars and the compact axis', () => {
    const negatives = [
      formatBrl(-5990),
      formatReais(-59.9),
      formatMoney(-59.9, 'BRL', { signed: true }),
      formatMoney(-59.9, 'USD', { signed: true }),
      formatCompactBrl(-12500),
    ];
    for (const text of negatives) {
      expect(text.startsWith('-')).toBe(true);
      expect(text).not.toContain('\u2212');
      expect(text.match(/-/g)).toHaveLength(1);
    }
    expect(formatMoney(1250, 'BRL', { signed: true })).toBe(`+R$${NBSP}1.250,00`);
    expect(formatMoney(0.004, 'BRL', { signed: true })).toBe(`R$${NBSP}0,00`);
  });

  test('a currency code Intl does not know falls back to the real instead of breaking the screen', () => {
    expect(formatMoney(1, 'XX')).toBe(`R$${NBSP}1,00`);
  });
});
