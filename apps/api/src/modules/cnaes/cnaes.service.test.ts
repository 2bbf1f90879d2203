import { describe, expect, test } from 'vitest';
import { cnaeSlug } from '@contabil/contracts';
import { codesInNotes } from './cnaes.service.js';

describe('codesInNotes', () => {
  test('finds each subclass code once, in the order met, also with the IBGE typo "01 41-5/01"', () => {
    expect(
      codesInNotes([
        'a fabricação de produtos do fumo (1220-4/01), (1220-4/02) e (1220-4/99)',
        'a produção de sementes certificadas (01 41-5/01)',
        'de novo (1220-4/01)',
        'com pontos (46.21-4/00, 46.22-2/00 e 46.23-1/03)',
      ]),
    ).toEqual(['1220401', '1220402', '1220499', '0141501', '4621400', '4622200', '4623103']);
  });

  test('class and group codes are not subclasses', () => {
    expect(codesInNotes(['o cultivo de plantas hortícolas (01.21-1)', 'lavoura temporária (grupo 01.1)'])).toEqual([]);
  });
});

describe('cnaeSlug', () => {
  test.each([
    [
      '6201-5/01',
      'Desenvolvimento de programas de computador sob encomenda',
      '6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
    ],
    [
      '4721102',
      'Padaria e confeitaria com predominância de revenda',
      '4721102-padaria-e-confeitaria-com-predominancia-de-revenda',
    ],
    ['9602-5/01', 'Cabeleireiros, manicure e pedicure', '9602501-cabeleireiros-manicure-e-pedicure'],
    [
      '1091-1/02',
      'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
      '1091102-fabricacao-de-produtos-de-padaria-e-confeitaria-com-predominancia-de-producao-propria',
    ],
    ['0111301', '', '0111301'],
  ])('%s %j -> %s', (code, text, slug) => {
    expect(cnaeSlug(code, text)).toBe(slug);
  });
});
