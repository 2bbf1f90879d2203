// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { AnnualBillingReport, MonthlyBilling, SimplesReport } from '@contabil/contracts';
import { billingSummary } from './monthly-billing-chart';
import { SimplesDasCard } from './simples-das-card';
import { YearLimitCard } from './year-limit-card';

afterEach(cleanup);

/** Intl separates "R$" and the amount with a no-break space. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const months = (values: number[]): MonthlyBilling[] =>
  values.map((totalValue, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    totalValue,
    count: totalValue > 0 ? 1 : 0,
  }));

function report(overrides: {
  regime?: AnnualBillingReport['regime'];
  year?: Partial<AnnualBillingReport['year']>;
}): AnnualBillingReport {
  return {
    companyId: '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01',
    regime: overrides.regime ?? 'mei',
    referenceMonth: '2026-11',
    last12Months: months([0, 0, 1000]),
    year: {
      year: 2026,
      months: months([0, 0, 1000]),
      totalValue: 40_500,
      limit: 81_000,
      limitIsProportional: false,
      limitUsed: 0.5,
      ...overrides.year,
    },
  };
}

describe('YearLimitCard', () => {
  test('the year against the MEI limit, with the bar', () => {
    render(<YearLimitCard report={report({})} />);
    expect(plain(screen.getByText(/^Faturamento de 2026:/).textContent)).toBe(
      'Faturamento de 2026: R$ 40.500,00 de R$ 81.000,00 (50,0%)',
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a warning from 80%', () => {
    render(<YearLimitCard report={report({ year: { totalValue: 64_800, limitUsed: 0.8 } })} />);
    expect(plain(screen.getByRole('status').textContent)).toContain('Você já usou 80,0% do limite do MEI');
  });

  test('above 100%: the bar is full and the excess is said', () => {
    render(<YearLimitCard report={report({ year: { totalValue: 90_000, limitUsed: 90_000 / 81_000 } })} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(plain(screen.getByRole('alert').textContent)).toContain(
      'O faturamento de 2026 passou do limite do MEI em R$ 9.000,00',
    );
  });

  test('the proportional MEI limit of the opening year is explained', () => {
    render(
      <YearLimitCard
        report={report({ year: { limit: 27_000, limitIsProportional: true, totalValue: 2_700, limitUsed: 0.1 } })}
      />,
    );
    expect(plain(screen.getByText(/limite do MEI neste ano é proporcional/).textContent)).toContain(
      'R$ 6.750,00 por mês desde o mês de abertura (4 meses)',
    );
  });

  test('no limit for the other regimes', () => {
    render(<YearLimitCard report={report({ regime: 'other', year: { limit: null, limitUsed: null } })} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Faturamento de 2026' })).toBeTruthy();
    expect(plain(screen.getByText(/^R\$/).textContent)).toBe('R$ 40.500,00');
  });
});

/** The bakery of issue 22 (case C38): goods in Anexo II, a 17.11.01 service note in Anexo III. */
const bakery: SimplesReport = {
  companyId: '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01',
  period: '2026-03',
  regime: 'simples',
  rbt12: 151_850.44,
  rbt12Rule: 'twelve-months',
  monthsOfActivity: 120,
  periodRevenue: 16_850.44,
  fatorR: { payroll12: 0, ratio: 0, threshold: 0.28, annex: 'V', used: false },
  annexes: [
    {
      annex: 'II',
      revenue: 15_000,
      bracket: 1,
      nominalRate: 0.045,
      deduction: 0,
      effectiveRate: 0.045,
      tax: 675,
      das: 675,
      serviceBasis: [],
    },
    {
      annex: 'III',
      revenue: 1_850.44,
      bracket: 1,
      nominalRate: 0.06,
      deduction: 0,
      effectiveRate: 0.06,
      tax: 111.03,
      das: 111.03,
      serviceBasis: ['17.11'],
    },
  ],
  totalDas: 786.03,
  dueDate: '2026-04-20',
  issIcmsOutsideDas: false,
  limits: [
    {
      kind: 'sublimit',
      limit: 3_600_000,
      proportional: false,
      yearRevenue: 16_850.44,
      crossed: false,
      beyondTolerance: false,
      consequence: null,
    },
  ],
  sources: [],
  payroll: [],
  annexSource: 'Leitura da LC 123 revisada pelos contadores.',
  confirmation: null,
};

describe('SimplesDasCard', () => {
  test('the bakery: each annex with its effective rate and tax, the DAS and its due date', () => {
    render(<SimplesDasCard report={bakery} forAccountant={false} />);
    expect(screen.getByRole('heading', { name: 'Simples Nacional: DAS de março de 2026' })).toBeTruthy();
    expect(plain(screen.getByText(/^R\$ 786/).textContent)).toBe('R$ 786,03');
    expect(screen.getByText('Vence em 20/04/2026')).toBeTruthy();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(row.textContent));
    expect(rows).toEqual(['Anexo II1ª faixaR$ 15.000,004,50%R$ 675,00', 'Anexo III1ª faixaR$ 1.850,446,00%R$ 111,03']);
    expect(screen.queryByText(/Leitura da LC 123/)).toBeNull();
    expect(screen.queryByText(/Confirmado pela contabilidade/)).toBeNull();
  });

  test('a confirmed month says so, with the day in Brasília', () => {
    const confirmation = {
      confirmedAt: '2026-04-02T01:30:00.000Z',
      confirmedBy: null,
      differences: [],
      guideDocumentId: null,
    };
    render(<SimplesDasCard report={{ ...bakery, confirmation }} forAccountant={false} />);
    expect(screen.getByText('Confirmado pela contabilidade em 01/04/2026')).toBeTruthy();
  });

  test('accountants see where the annexes come from; a crossed limit says what follows; MEI shows no card', () => {
    const crossed = {
      ...bakery.limits[0]!,
      crossed: true,
      consequence: 'Sublimite de R$ 3,6 milhões ultrapassado em até 20%.',
    };
    render(<SimplesDasCard report={{ ...bakery, limits: [crossed] }} forAccountant />);
    expect(screen.getByText(/Leitura da LC 123/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Sublimite de R$ 3,6 milhões ultrapassado em até 20%.');
    cleanup();
    const { container } = render(
      <SimplesDasCard report={{ ...bakery, regime: 'mei', totalDas: null }} forAccountant={false} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('billingSummary', () => {
  test('total and best month, in words', () => {
    expect(plain(billingSummary(months([0, 1500, 2500.5])))).toBe(
      'Faturamento de jan/26 a mar/26: R$ 4.000,50 no total. O maior mês foi março de 2026, com R$ 2.500,50.',
    );
    expect(billingSummary(months([0, 0]))).toBe('Nenhum faturamento de jan/26 a fev/26.');
  });
});
