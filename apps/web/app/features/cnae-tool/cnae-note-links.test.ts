import { describe, expect, test } from 'vitest';
import type { CnaeReference } from '@contabil/contracts';
import { linkNote } from './cnae-note-links';

const references: CnaeReference[] = [
  {
    code: '6202-3/00',
    text: 'Desenvolvimento e licenciamento de programas customizáveis',
    slug: '6202300-desenvolvimento',
  },
  { code: '0141-5/01', text: 'Produção de sementes certificadas', slug: '0141501-producao' },
  { code: '4621-4/00', text: 'Comércio atacadista de café em grão', slug: '4621400-comercio' },
];

describe('linkNote', () => {
  test('a subclass the table has links to its page; the rest of the note stays text', () => {
    expect(linkNote('o desenvolvimento de programas customizáveis (6202-3/00)', references)).toEqual([
      'o desenvolvimento de programas customizáveis (',
      {
        text: '6202-3/00',
        to: '/tools/cnae/6202300-desenvolvimento',
        title: '6202-3/00 – Desenvolvimento e licenciamento de programas customizáveis',
      },
      ')',
    ]);
  });

  test('dotted codes and IBGE\'s "01 41-5/01" link too; an unknown code stays text', () => {
    const parts = linkNote('sementes (01 41-5/01), café (46.21-4/00) e outro (9999-9/99)', references);
    expect(parts.filter((part) => typeof part !== 'string').map((part) => typeof part !== 'string' && part.to)).toEqual(
      ['/tools/cnae/0141501-producao', '/tools/cnae/4621400-comercio'],
    );
    expect(parts.at(-1)).toBe(') e outro (9999-9/99)');
  });

  test('classes, groups and divisions link to the search for their codes', () => {
    expect(linkNote('hortícolas (01.21-1)', references)).toEqual([
      'hortícolas (',
      { text: '01.21-1', to: '/tools/cnae?q=01.21-1', title: 'Subclasses da classe 01.21-1' },
      ')',
    ]);
    expect(linkNote('lavouras (grupos 01.1 e 01.2)', references)).toEqual([
      'lavouras (grupos ',
      { text: '01.1', to: '/tools/cnae?q=01.1', title: 'Subclasses de 01.1' },
      ' e ',
      { text: '01.2', to: '/tools/cnae?q=01.2', title: 'Subclasses de 01.2' },
      ')',
    ]);
    expect(linkNote('comércio (seção G - divisão 47)', references)).toEqual([
      'comércio (seção G - divisão ',
      { text: '47', to: '/tools/cnae?q=47', title: 'Subclasses de 47' },
      ')',
    ]);
  });

  test('a note without codes is one piece of text', () => {
    expect(linkNote('o cultivo de arroz', references)).toEqual(['o cultivo de arroz']);
    expect(linkNote('recauchutagem (75% de material recolocado)', references)).toEqual([
      'recauchutagem (75% de material recolocado)',
    ]);
  });
});
