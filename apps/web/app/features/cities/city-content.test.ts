import { describe, expect, test } from 'vitest';
import type { CityPage, Plan } from '@contabil/contracts';
import { cityFacts, cityFaq, cityTaxParagraphs, cityTitle, timezoneLabel } from './city-content';

const manaus: CityPage = {
  ibgeCode: 1302603,
  name: 'Manaus',
  state: 'AM',
  stateName: 'Amazonas',
  region: 'Norte',
  pageSlug: 'manaus-am',
  isCapital: true,
  ddd: 92,
  timezone: 'America/Manaus',
  siafiCode: '0255',
  stateMunicipalityCount: 62,
  capital: null,
  nearby: [],
};

describe('city page content', () => {
  test('titles of both variants', () => {
    expect(cityTitle('accounting', manaus)).toBe('Contabilidade em Manaus - AM');
    expect(cityTitle('accountant', manaus)).toBe('Contador em Manaus - AM');
  });

  test('time zones as offsets from UTC and from Brasília', () => {
    const day = new Date('2026-07-01T12:00:00Z');
    expect(timezoneLabel('America/Sao_Paulo', day)).toBe('UTC−3 (horário de Brasília)');
    expect(timezoneLabel('America/Manaus', day)).toBe('UTC−4 (1 hora a menos que Brasília)');
    expect(timezoneLabel('America/Rio_Branco', day)).toBe('UTC−5 (2 horas a menos que Brasília)');
    expect(timezoneLabel('America/Noronha', day)).toBe('UTC−2 (1 hora a mais que Brasília)');
  });

  test('facts of a capital say so; the codes are listed', () => {
    const facts = Object.fromEntries(cityFacts(manaus).map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      Estado: 'Amazonas (AM)',
      Região: 'Norte',
      Capital: 'Manaus é a capital do estado',
      DDD: '92',
      'Código IBGE': '1302603',
    });
    expect(facts['Código TOM/SIAFI']).toContain('0255');
  });

  test('the municipal taxes name the city and the law', () => {
    const text = cityTaxParagraphs(manaus).join(' ');
    expect(text).toContain('Prefeitura de Manaus');
    expect(text).toContain('Lei Complementar 116/2003');
    expect(text).toContain('inscrição municipal em Manaus');
  });

  test('the FAQ quotes the cheapest plan in BRL, or says where the price is when plans are missing', () => {
    const plans = [{ price: 249 }, { price: 89 }] as Plan[];
    const priced = cityFaq('accounting', manaus, plans).find((q) => q.question.startsWith('Quanto custa'));
    expect(priced?.answer).toContain('a partir de R$\u00a089,00 por mês');
    const unpriced = cityFaq('accounting', manaus, null).find((q) => q.question.startsWith('Quanto custa'));
    expect(unpriced?.answer).toContain('aparece no cadastro');
    expect(cityFaq('accountant', manaus, null)).toHaveLength(5);
    expect(cityFaq('accounting', manaus, null)).toHaveLength(4);
  });
});
