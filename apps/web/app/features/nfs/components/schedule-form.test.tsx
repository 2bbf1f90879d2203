// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { messages, type NfsSchedule } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { ScheduleForm } from './schedule-form';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const COMPANY = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
const paused: NfsSchedule = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  companyId: COMPANY,
  companyName: 'Padaria',
  emissionType: 'cpf',
  cnpj: null,
  cpf: '52998224725',
  totalValue: 350,
  taker: { name: 'Maria Souza', email: null, address: null },
  serviceCode: '010101',
  serviceCodeDescription: 'Análise e desenvolvimento de sistemas.',
  serviceDescription: 'Manutenção mensal do site',
  notes: null,
  dayOfMonth: 5,
  active: false,
  nextRunOn: null,
  lastRunMonth: '2026-02',
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

function api() {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/nfs/takers') return json(200, { data: [], total: 0, limit: 8, offset: 0 });
    if (url.pathname === `/nfs/schedulers/${paused.id}` && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { dayOfMonth: number; active: boolean };
      return json(200, { data: { ...paused, dayOfMonth: body.dayOfMonth, active: body.active } });
    }
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
}

const dayField = () => screen.getByLabelText('Dia do mês') as HTMLInputElement;

describe('ScheduleForm, editing', () => {
  test('day 13: the spec message under the field, nothing sent', async () => {
    const fetch = api();
    const onSaved = vi.fn();
    renderInApp(<ScheduleForm companyId={COMPANY} schedule={paused} onSaved={onSaved} onCancel={vi.fn()} />, fetch);
    expect(dayField().value).toBe('5');
    fireEvent.change(dayField(), { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.getByText(messages.dayOfMonthRange)).toBeTruthy());
    expect(dayField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dayField());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('saved with PUT and the whole body; a paused schedule stays paused', async () => {
    const fetch = api();
    const onSaved = vi.fn();
    renderInApp(<ScheduleForm companyId={COMPANY} schedule={paused} onSaved={onSaved} onCancel={vi.fn()} />, fetch);
    fireEvent.change(dayField(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(String(url)).toBe(`http://api.test/nfs/schedulers/${paused.id}?companyId=${COMPANY}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      emissionType: 'cpf',
      cpf: '529.982.247-25',
      totalValue: 350,
      taker: { name: 'Maria Souza' },
      serviceCode: '010101',
      serviceDescription: 'Manutenção mensal do site',
      dayOfMonth: 10,
      active: false,
    });
  });
});
