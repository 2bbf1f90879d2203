// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Track } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { PartnersStep } from './partners-step';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const COMPANY_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
const emptyTrack: Track = { trackId: 'create-company', status: 'pending', steps: [] };

function renderStep(fetch = vi.fn<typeof globalThis.fetch>()) {
  const onSaved = vi.fn();
  renderInApp(
    <PartnersStep companyId={COMPANY_ID} trackId="create-company" track={emptyTrack} onSaved={onSaved} />,
    fetch,
  );
  return { fetch, onSaved };
}

function partner(index: number) {
  return within(screen.getAllByRole('group', { name: /^Sócio \d/ })[index]!);
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** The message linked to a field through aria-describedby. */
function messageOf(field: HTMLElement) {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');
}

describe('PartnersStep', () => {
  test('shows the contracts messages under each field and does not call the API', async () => {
    const { fetch } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    const first = partner(0);
    await waitFor(() => expect(first.getByLabelText('CPF').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(first.getByLabelText('Nome completo'))).toContain('Informe o nome completo');
    expect(messageOf(first.getByLabelText('CPF'))).toContain('CPF inválido');
    expect(messageOf(first.getByLabelText('E-mail'))).toContain('E-mail inválido');
    expect(messageOf(first.getByLabelText('Celular'))).toContain('Celular inválido');
    expect(messageOf(first.getByLabelText('Data de nascimento'))).toContain('Data inválida');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the live total of shares, with the contracts message while it is not 100%', async () => {
    renderStep();
    expect(screen.getByRole('status').textContent).toContain('Total das participações: 100%');

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar sócio' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Sócio \d/ })).toHaveLength(2));
    type(partner(1).getByLabelText('Participação (%)'), '33,5');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Total das participações: 133,5%. A soma das participações precisa ser 100% (sobram 33,5%).',
      ),
    );

    type(partner(0).getByLabelText('Participação (%)'), '66,5');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Total das participações: 100%'));
  });

  test('masks as it is typed and posts the payload: digits, AAAA-MM-DD and numbers', async () => {
    const track: Track = { ...emptyTrack, status: 'in_progress' };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { data: track }));
    const { onSaved } = renderStep(fetch);
    const first = partner(0);
    type(first.getByLabelText('Nome completo'), 'Ana Beatriz Souza');
    type(first.getByLabelText('CPF'), '39053344705');
    type(first.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    type(first.getByLabelText('Celular'), '11987654321');
    type(first.getByLabelText('Data de nascimento'), '31121990');
    expect((first.getByLabelText('CPF') as HTMLInputElement).value).toBe('390.533.447-05');
    expect((first.getByLabelText('Celular') as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect((first.getByLabelText('Data de nascimento') as HTMLInputElement).value).toBe('31/12/1990');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' })));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(track));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`http://api.test/companies/${COMPANY_ID}/steps/partner-registration`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      partners: [
        {
          name: 'Ana Beatriz Souza',
          cpf: '39053344705',
          email: 'ana@exemplo.com.br',
          phone: '11987654321',
          birthDate: '1990-12-31',
          sharePercent: 100,
          isAdministrator: true,
        },
      ],
    });
  });

  test("the API's field errors land on the fields", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      json(400, {
        error: {
          code: 'validation_error',
          message: 'Este CPF já foi informado para outro sócio',
          fields: { 'partners.0.cpf': 'Este CPF já foi informado para outro sócio' },
        },
      }),
    );
    renderStep(fetch);
    const first = partner(0);
    type(first.getByLabelText('Nome completo'), 'Ana Beatriz Souza');
    type(first.getByLabelText('CPF'), '39053344705');
    type(first.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    type(first.getByLabelText('Celular'), '11987654321');
    type(first.getByLabelText('Data de nascimento'), '31121990');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' })));

    await waitFor(() => expect(messageOf(first.getByLabelText('CPF'))).toContain('Este CPF já foi informado'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
