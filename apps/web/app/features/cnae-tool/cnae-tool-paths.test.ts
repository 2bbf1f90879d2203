import { describe, expect, test } from 'vitest';
import { cnaePagePath } from './cnae-page-path';
import { cnaeSearchPath, sentenceCase } from './cnae-tool-paths';

describe('CNAE tool paths', () => {
  test('a subclass page: the canonical slug', () => {
    expect(cnaePagePath('4721-1/02', 'Padaria e confeitaria com predominância de revenda')).toBe(
      '/tools/cnae/4721102-padaria-e-confeitaria-com-predominancia-de-revenda',
    );
  });

  test('the search: page 1 and an empty search stay out of the address', () => {
    expect(cnaeSearchPath('')).toBe('/tools/cnae');
    expect(cnaeSearchPath('  padaria ', 1)).toBe('/tools/cnae?q=padaria');
    expect(cnaeSearchPath('6201-5/01', 3)).toBe('/tools/cnae?q=6201-5%2F01&pagina=3');
    expect(cnaeSearchPath('', 2)).toBe('/tools/cnae?pagina=2');
  });

  test('capitals become a sentence; mixed case is kept', () => {
    expect(sentenceCase('INFORMAÇÃO E COMUNICAÇÃO')).toBe('Informação e comunicação');
    expect(sentenceCase('ÁGUA, ESGOTO')).toBe('Água, esgoto');
    expect(sentenceCase('Cultivo de cereais')).toBe('Cultivo de cereais');
  });
});
