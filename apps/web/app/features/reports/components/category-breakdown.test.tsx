// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BillingByCategoryReport } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import { brasiliaToday } from '~/lib/brasilia-today';
import { reportPeriodValue } from '../report-format';
import { BANK_STATEMENTS_PATH, CategoryBreakdown } from './category-breakdown';

// The donut needs a real layout; its list carries the numbers and is what is tested here.
vi.mock('./category-donut', () => ({ default: () => null }));

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(cleanup);

const COMPANY = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function reportFor(period: string, overrides: Partial<BillingByCategoryReport> = {}): BillingByCategoryReport {
  return {
    companyId: COMPANY,
    period,
    from: '2026-11-01',
    to: '2026-11-30',
    categories: [],
    income: 0,
    expense: 0,
    uncategorizedCount: 0,
    ...overrides,
  };
}

function renderBreakdown(answer: (period: string) => BillingByCategoryReport) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const period = new URL(String(input)).searchParams.get('period')!;
    return new Response(JSON.stringify({ data: answer(period) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 0 } });
  const Stub = createRoutesStub([{ path: '/app/panel', Component: () => <CategoryBreakdown companyId={COMPANY} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={client}>
        <Stub initialEntries={['/app/panel']} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('CategoryBreakdown', () => {
  test('without categories: import a bank statement; the period selector asks again', async () => {
    const fetch = renderBreakdown((period) => reportFor(period, { uncategorizedCount: 3 }));
    const region = await screen.findByRole('region', { name: 'Entradas e saídas por categoria' });
    expect(
      await within(region).findByText(/Importe um extrato bancário para ver os gastos por categoria\./),
    ).toBeTruthy();
    expect(within(region).getByText(/Há 3 lançamentos neste período esperando uma categoria\./)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Importar extrato bancário' }).getAttribute('href')).toBe(
      BANK_STATEMENTS_PATH,
    );
    const today = brasiliaToday();
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('period')).toBe(reportPeriodValue('month', today));

    fireEvent.click(within(region).getByRole('combobox', { name: 'Período' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Este ano' }));
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)![0])).searchParams.get('period')).toBe(
        reportPeriodValue('year', today),
      ),
    );
    expect(await within(region).findByText(`Nenhuma movimentação categorizada em ${today.slice(0, 4)}`)).toBeTruthy();
  });

  test('with categories: the totals and each kind by category, largest first', async () => {
    renderBreakdown((period) =>
      reportFor(period, {
        categories: [
          { categoryId: 'a', name: 'Aluguel', kind: 'expense', totalValue: 1500, count: 1 },
          { categoryId: 'b', name: 'Software', kind: 'expense', totalValue: 500, count: 2 },
          { categoryId: 'c', name: 'Vendas', kind: 'income', totalValue: 9000, count: 4 },
        ],
        income: 9000,
        expense: 2000,
        uncategorizedCount: 1,
      }),
    );
    const region = await screen.findByRole('region', { name: 'Entradas e saídas por categoria' });
    const spending = await within(region).findByRole('list', { name: /^Saídas por categoria/ });
    expect(
      within(spending)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['AluguelR$ 1.500,0075,0%', 'SoftwareR$ 500,0025,0%']);
    const earnings = within(region).getByRole('list', { name: /^Entradas por categoria/ });
    expect(plain(within(earnings).getByRole('listitem').textContent)).toBe('VendasR$ 9.000,00100,0%');
    expect(plain(within(region).getByText(/^Entradas em/).nextSibling!.textContent)).toBe('R$ 9.000,00');
    expect(plain(within(region).getByText(/^Saídas em/).nextSibling!.textContent)).toBe('R$ 2.000,00');
    expect(within(region).getByText(/1 lançamento sem categoria não entra nessa conta\./)).toBeTruthy();
  });
});
