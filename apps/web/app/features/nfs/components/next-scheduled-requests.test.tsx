// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { NfsSchedule } from '@contabil/contracts';
import { json, renderInApp } from '~/test/step-test-harness';
import { NextScheduledRequests } from './next-scheduled-requests';

afterEach(cleanup);

const COMPANY = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
function schedule(id: string, name: string, totalValue: number, nextRunOn: string): NfsSchedule {
  return {
    id,
    companyId: COMPANY,
    companyName: 'Padaria',
    emissionType: 'cpf',
    cnpj: null,
    cpf: '52998224725',
    totalValue,
    taker: { name, email: null, address: null },
    serviceCode: '010101',
    serviceCodeDescription: 'Análise e desenvolvimento de sistemas.',
    serviceDescription: 'Manutenção mensal do site',
    notes: null,
    dayOfMonth: Number(nextRunOn.slice(8)),
    active: true,
    nextRunOn,
    lastRunMonth: null,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
  };
}

const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

// Issue 26 item 6: GET /nfs/schedulers/active feeds the invoices screen's active schedules.
test('lists the next automatic requests from GET /nfs/schedulers/active, the next first, with the count', async () => {
  const api = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/nfs/schedulers/active') {
      return json(200, {
        data: [
          schedule('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Maria Souza', 350, '2026-12-03'),
          schedule('8d0f7780-8536-41ef-855c-f18ad2a01bf8', 'Oficina do João Ltda', 1234.5, '2026-12-10'),
        ],
        total: 5,
        limit: 3,
        offset: 0,
      });
    }
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
  renderInApp(<NextScheduledRequests companyId={COMPANY} />, api);

  const section = await screen.findByRole('region', { name: 'Próximos pedidos automáticos' });
  expect(within(section).getByText('5 notas recorrentes ativas')).toBeTruthy();
  expect(within(section).getAllByRole('listitem').map(text)).toEqual([
    '03/12/2026Maria SouzaR$ 350,00',
    '10/12/2026Oficina do João LtdaR$ 1.234,50',
  ]);
  const url = new URL(String(api.mock.calls[0]![0]));
  expect(url.pathname).toBe('/nfs/schedulers/active');
  expect(Object.fromEntries(url.searchParams)).toEqual({ companyId: COMPANY, limit: '3', offset: '0' });
});

test('no active schedule: nothing shown', async () => {
  const api = vi.fn<typeof globalThis.fetch>(async () => json(200, { data: [], total: 0, limit: 3, offset: 0 }));
  renderInApp(<NextScheduledRequests companyId={COMPANY} />, api);
  await waitFor(() => expect(api).toHaveBeenCalled());
  expect(screen.queryByRole('region')).toBeNull();
});
