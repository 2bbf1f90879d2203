import type { DpsData } from './dps-data.js';

/** A DPS of a Simples Nacional company of São Paulo for a company taker, R$ 1.500,00, ISS not withheld. */
export function sampleDpsData(overrides: Partial<DpsData> = {}): DpsData {
  return {
    environment: 'restricted',
    issuedAt: new Date('2026-11-26T15:04:05Z'),
    appVersion: 'contabil-1.0',
    series: '1',
    number: 42,
    competenceDate: '2026-11-20',
    issuerMunicipalityCode: '3550308',
    provider: {
      cnpj: '11222333000181',
      municipalRegistration: '12345678',
      taxRegime: { simplesOption: '3', simplesApuration: '1', specialRegime: '0' },
    },
    taker: {
      cnpj: '11444777000161',
      name: 'Tomador Exemplo Ltda',
      email: 'financeiro@tomador.com.br',
      address: {
        municipalityCode: '3304557',
        cep: '20040002',
        street: 'Avenida Rio Branco',
        number: '100',
        complement: 'Sala 501',
        district: 'Centro',
      },
    },
    service: {
      municipalityCode: '3550308',
      nationalCode: '010101',
      nbs: '115022000',
      description: 'Desenvolvimento de sistema sob encomenda - novembro/2026',
    },
    values: { serviceCents: 150_000, issWithholding: '1', simplesTotalTaxPercent: 6 },
    ...overrides,
  };
}
