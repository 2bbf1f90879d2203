import { describe, expect, test } from 'vitest';
import { formatCnaeCode, parseCnaeSlug } from './cnae-slug';

describe('parseCnaeSlug', () => {
  test('splits the 7-digit code from the description and formats the code', () => {
    expect(parseCnaeSlug('6201501-desenvolvimento-de-programas-de-computador-sob-encomenda')).toEqual({
      code: '6201501',
      formattedCode: '6201-5/01',
      text: 'Desenvolvimento de programas de computador sob encomenda',
    });
  });

  test('a URL with only the code has no text', () => {
    expect(parseCnaeSlug('4751201')).toEqual({ code: '4751201', formattedCode: '4751-2/01', text: null });
    expect(parseCnaeSlug('4751201-')).toEqual({ code: '4751201', formattedCode: '4751-2/01', text: null });
  });

  test.each(['620150', '62015011-texto', '6201-5/01', 'abc', 'desenvolvimento-6201501', ''])(
    '%j is not a CNAE slug',
    (slug) => {
      expect(parseCnaeSlug(slug)).toBeNull();
    },
  );
});

describe('formatCnaeCode', () => {
  test('writes class, check digit and subclass as the IBGE does', () => {
    expect(formatCnaeCode('0111301')).toBe('0111-3/01');
  });

  test('leaves anything that is not 7 digits alone', () => {
    expect(formatCnaeCode('62015')).toBe('62015');
  });
});
