import { describe, expect, test } from 'vitest';
import type { CnaeDetail } from '@contabil/contracts';
import { explainSimples, UNCLASSIFIED_LEGAL_BASIS } from './simples-explanation';

function facts(
  taxRates: Partial<CnaeDetail['taxRates']>,
  isRFactor: boolean | null = false,
): Pick<CnaeDetail, 'taxRates' | 'isRFactor'> {
  return {
    taxRates: {
      simplesSituation: 'allowed',
      annex: null,
      isOfficial: false,
      source: 'biblioteca',
      bands: [],
      legalBasis: 'LC 123 art. 18',
      ...taxRates,
    },
    isRFactor,
  };
}

describe('explainSimples', () => {
  test('barred: not allowed, with Res. CGSN 140 Anexo VI', () => {
    const explained = explainSimples(
      facts({ simplesSituation: 'barred', legalBasis: 'Res. CGSN 140/2018 art. 8º §1º, Anexo VI' }),
    );
    expect(explained).toMatchObject({ verdict: 'Não permitida no Simples Nacional', tone: 'destructive' });
    expect(explained.paragraphs.join(' ')).toContain('Lucro Presumido');
    expect(explained.legalBasis).toContain('Anexo VI');
  });

  test('ambiguous: it depends, confirm with an accountant', () => {
    const explained = explainSimples(facts({ simplesSituation: 'ambiguous' }));
    expect(explained).toMatchObject({ verdict: 'Depende do que a empresa faz', tone: 'warning' });
    expect(explained.paragraphs.join(' ')).toContain('Anexo VII');
  });

  test('Fator R: Anexo III from 28% of payroll, else V', () => {
    const text = explainSimples(facts({ annex: 'V' }, true)).paragraphs.join(' ');
    expect(text).toContain('28%');
    expect(text).toContain('Anexo III');
    expect(text).toContain('Anexo V');
  });

  test('an annex: its name, what it covers and the first rate', () => {
    const text = explainSimples(facts({ annex: 'I' })).paragraphs.join(' ');
    expect(text).toContain('Anexo I, o de comércio');
    expect(text).toContain('4%');
  });

  test('no annex in the source: the accountant decides, and no legal basis is shown', () => {
    const explained = explainSimples(facts({ legalBasis: UNCLASSIFIED_LEGAL_BASIS }));
    expect(explained.verdict).toBe('Permitida no Simples Nacional');
    expect(explained.paragraphs.join(' ')).toContain('definido pelo contador');
    expect(explained.legalBasis).toBeNull();
  });
});
