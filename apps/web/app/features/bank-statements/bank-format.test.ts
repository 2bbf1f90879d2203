import { describe, expect, test } from 'vitest';
import { amountTone, bankTypeLabel, formatReais, formatSignedReais, periodSummary, plural } from './bank-format';

// Intl separates "R$" from the amount with a no-break space.
const NBSP = '\u00a0';

describe('formatSignedReais', () => {
  test.each([
    [1250, `+R$${NBSP}1.250,00`],
    [-59.9, `-R$${NBSP}59,90`],
    [-1234.56, `-R$${NBSP}1.234,56`],
    [0, `R$${NBSP}0,00`],
    [0.004, `R$${NBSP}0,00`],
  ])('%d -> %s', (value, text) => {
    expect(formatSignedReais(value)).toBe(text);
  });
});

test('formatReais keeps the minus of a negative balance', () => {
  expect(formatReais(-389.47)).toBe(`-R$${NBSP}389,47`);
  expect(formatReais(8367.08)).toBe(`R$${NBSP}8.367,08`);
});

test('amountTone: in, out or nothing, by the cent', () => {
  expect(amountTone(0.01)).toBe('credit');
  expect(amountTone(-0.01)).toBe('debit');
  expect(amountTone(0.001)).toBe('zero');
});

describe('periodSummary', () => {
  test('money out is negative and the balance is in minus out, whatever sign the debits come with', () => {
    expect(periodSummary({ credits: 5510.5, debits: -3553.42 })).toEqual({
      credits: 5510.5,
      debits: -3553.42,
      balance: 1957.08,
    });
    expect(periodSummary({ credits: 5510.5, debits: 3553.42 }).balance).toBe(1957.08);
  });

  test('adds in cents: no floating-point crumbs', () => {
    expect(periodSummary({ credits: 0.3, debits: -0.1 }).balance).toBe(0.2);
  });
});

test('plural picks the noun by the count and writes it the Brazilian way', () => {
  expect(plural(1, 'transação', 'transações')).toBe('1 transação');
  expect(plural(0, 'transação', 'transações')).toBe('0 transações');
  expect(plural(1500, 'transação', 'transações')).toBe('1.500 transações');
});

test("bankTypeLabel: the bank's kind in Portuguese, nothing for what the sign already says", () => {
  expect(bankTypeLabel('FEE')).toBe('Tarifa');
  expect(bankTypeLabel('xfer')).toBe('Transferência');
  expect(bankTypeLabel('DEBIT')).toBeNull();
  expect(bankTypeLabel('CREDIT')).toBeNull();
  expect(bankTypeLabel('OTHER')).toBeNull();
  expect(bankTypeLabel(null)).toBeNull();
});
