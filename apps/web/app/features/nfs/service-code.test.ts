import { describe, expect, test } from 'vitest';
import { formatServiceCode, serviceCodeLabel } from './service-code';

describe('formatServiceCode', () => {
  test('six digits are written as the national list does', () => {
    expect(formatServiceCode('010101')).toBe('01.01.01');
    expect(formatServiceCode('171901')).toBe('17.19.01');
  });

  test('anything else is returned as given', () => {
    expect(formatServiceCode('0101')).toBe('0101');
    expect(formatServiceCode('')).toBe('');
  });
});

test('serviceCodeLabel: the code and its wording', () => {
  expect(serviceCodeLabel({ code: '010101', description: 'Análise e desenvolvimento de sistemas.' })).toBe(
    '01.01.01 – Análise e desenvolvimento de sistemas.',
  );
});
