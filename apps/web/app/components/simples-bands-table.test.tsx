// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Cnae } from '@contabil/contracts';
import { SimplesBandsTable } from './simples-bands-table';

afterEach(cleanup);

const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

// LC 123 Anexo III (LC 155/2016), first two bands, by hand.
const annexIII: Pick<Cnae['taxRates'], 'annex' | 'bands' | 'isOfficial'> = {
  annex: 'III',
  isOfficial: false,
  bands: [
    { band: 1, revenueFrom: 0, revenueTo: 180_000, nominalRateBps: 600, deduction: 0 },
    {
      band: 2,
      revenueFrom: 180_000.01,
      revenueTo: 360_000,
      nominalRateBps: 1120,
      deduction: 9_360,
    },
  ],
};

// Issue 26 item 4: the annex's nominal rates by band, in pt-BR, still the firm's reading.
test('one row per band: revenue in reais, nominal rate in percent, deduction in reais', () => {
  render(<SimplesBandsTable taxRates={annexIII} />);
  const table = screen.getByRole('table');
  expect(text(table.querySelector('caption')!)).toBe(
    'Alíquotas nominais do Anexo III do Simples Nacional (anexo indicado pelo nosso escritório, não pela Receita)',
  );
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell').map(text))).toEqual([
    ['6,00%', 'R$ 0,00'],
    ['11,20%', 'R$ 9.360,00'],
  ]);
  // Seen: the upper limit; read out (and on hover): the whole band.
  expect(rows.map((row) => text(within(row).getByRole('rowheader')))).toEqual([
    '1ª faixaAté R$ 180.000,00Até R$ 180.000,00',
    '2ª faixaAté R$ 360.000,00De R$ 180.000,01 a R$ 360.000,00',
  ]);
  const title = within(rows[1]!).getByRole('rowheader').getAttribute('title') ?? '';
  expect(title.replace(/\u00a0/g, ' ')).toBe('De R$ 180.000,01 a R$ 360.000,00');
});

test('nothing without an annex', () => {
  const { container } = render(<SimplesBandsTable taxRates={{ annex: null, bands: [], isOfficial: false }} />);
  expect(container.innerHTML).toBe('');
});
