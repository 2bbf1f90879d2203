import { describe, expect, test } from 'vitest';
import { companySizeLabels, messages } from '@contabil/contracts';
import { companySizeOptions, legalNatureOptions } from './legal-nature-rules';

const enabled = (options: { value: string; enabled: boolean }[]) =>
  options.filter((option) => option.enabled).map((option) => option.value);

describe('legalNatureOptions', () => {
  test('one partner: EI or SLU; the LTDA says it needs two partners', () => {
    const options = legalNatureOptions(1);
    expect(enabled(options)).toEqual(['on_person', 'private_limited']);
    expect(options.find((option) => option.value === 'limited_liability')?.reason).toBe(
      messages.legalNatureNeedsPartners,
    );
  });

  test('two or more partners: only the LTDA; the others say they need a single partner', () => {
    const options = legalNatureOptions(3);
    expect(enabled(options)).toEqual(['limited_liability']);
    expect(options.find((option) => option.value === 'on_person')?.reason).toBe(messages.legalNatureNeedsOnePartner);
    expect(options.find((option) => option.value === 'private_limited')?.reason).toBe(
      messages.legalNatureNeedsOnePartner,
    );
  });

  test('before the partners are known every nature is on offer', () => {
    expect(enabled(legalNatureOptions(null))).toEqual(['on_person', 'private_limited', 'limited_liability']);
  });

  test('labels come from the contracts', () => {
    expect(legalNatureOptions(1).map((option) => option.label)).toEqual([
      'Empresário individual (EI)',
      'Sociedade limitada unipessoal (SLU)',
      'Sociedade limitada (LTDA)',
    ]);
  });
});

describe('companySizeOptions', () => {
  test('the MEI only with an empresário individual', () => {
    expect(enabled(companySizeOptions('on_person', companySizeLabels))).toContain('MEI');
    const ltda = companySizeOptions('limited_liability', companySizeLabels);
    expect(enabled(ltda)).toEqual(['ME', 'EPP', 'EMP', 'GE']);
    expect(ltda.find((option) => option.value === 'MEI')?.reason).toBe(messages.meiNeedsIndividual);
  });

  test('with no nature chosen yet nothing is ruled out', () => {
    expect(enabled(companySizeOptions(undefined, companySizeLabels))).toEqual(['MEI', 'ME', 'EPP', 'EMP', 'GE']);
  });
});
