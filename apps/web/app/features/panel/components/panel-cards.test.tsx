// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { AnnualBillingReport, MonthlyBilling, SimplesEstimate } from '@contabil/contracts';
import { billingSummary } from './monthly-billing-chart';
import { FATOR_R_NOTE, SimplesEstimateCard } from './simples-estimate-card';
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
  simples?: SimplesEstimate | null;
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
    simples: overrides.simples ?? null,
  };
}

const simples: SimplesEstimate = {
  annex: 'III',
  fatorR: true,
  rbt12: 120_000,
  bracket: 1,
  nominalRate: 0.06,
  deduction: 0,
  effectiveRate: 0.06,
  estimatedTaxThisMonth: 600,
  annexSource: 'Anexo pela tabela de CNAEs da biblioteca X.',
};

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

describe('SimplesEstimateCard', () => {
  test('RBT12, annex with the Fator R note, bracket, effective rate, the DAS and the source', () => {
    render(<SimplesEstimateCard report={report({ regime: 'simples', simples })} />);
    expect(plain(screen.getByText('Receita dos últimos 12 meses (RBT12)').nextSibling!.textContent)).toBe(
      'R$ 120.000,00',
    );
    expect(screen.getByText('Anexo III')).toBeTruthy();
    expect(screen.getByText(`${FATOR_R_NOTE}.`)).toBeTruthy();
    expect(screen.getByText('1ª faixa')).toBeTruthy();
    expect(screen.getByText('Alíquota efetiva').nextSibling!.textContent).toBe('6,00%');
    expect(plain(screen.getByText('DAS estimado de novembro de 2026').nextSibling!.textContent)).toBe('R$ 600,00');
    expect(screen.getByText(/Anexo pela tabela de CNAEs da biblioteca X\./)).toBeTruthy();
  });

  test('without Fator R there is no note; MEI shows no card', () => {
    render(<SimplesEstimateCard report={report({ regime: 'simples', simples: { ...simples, fatorR: false } })} />);
    expect(screen.queryByText(`${FATOR_R_NOTE}.`)).toBeNull();
    cleanup();
    const { container } = render(<SimplesEstimateCard report={report({ regime: 'mei' })} />);
    expect(container.textContent).toBe('');
  });
});

describe('billingSummary', () => {
  test('total and best month, in words', () => {
    expect(plain(billingSummary(months([0, 1500, 2500.5])))).toBe(
      'Notas emitidas de jan/26 a mar/26: R$ 4.000,50 no total. O maior mês foi março de 2026, com R$ 2.500,50.',
    );
    expect(billingSummary(months([0, 0]))).toBe('Nenhuma nota emitida de jan/26 a fev/26.');
  });
});
