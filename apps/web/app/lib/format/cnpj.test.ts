import { expect, test } from 'vitest';
import { formatCnpj } from './cnpj';

test('formats 14 digits as 00.000.000/0000-00', () => {
  expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
});

test('an already formatted CNPJ comes out the same', () => {
  expect(formatCnpj('12.345.678/0001-90')).toBe('12.345.678/0001-90');
});

test('a value without 14 digits is returned as given', () => {
  expect(formatCnpj('123')).toBe('123');
});
