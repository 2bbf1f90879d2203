// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Track } from '@contabil/contracts';
import { CEP_UNAVAILABLE_MESSAGE } from '~/features/address';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { FiscalAddressStep } from './fiscal-address-step';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const track: Track = {
  trackId: 'create-company',
  status: 'in_progress',
  steps: [
    { stepId: 'partner-registration', status: 'done', payload: null },
    { stepId: 'pre-registration', status: 'done', payload: null },
  ],
};

function renderStep(lookupFetch: typeof globalThis.fetch) {
  renderInApp(
    <FiscalAddressStep
      companyId="4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01"
      trackId="create-company"
      track={track}
      onSaved={vi.fn()}
      lookupFetch={lookupFetch}
    />,
    vi.fn<typeof globalThis.fetch>(),
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('FiscalAddressStep', () => {
  test('a complete CEP fills the street, neighbourhood, city and UF', async () => {
    const lookup = vi.fn<typeof globalThis.fetch>(async () =>
      json(200, {
        cep: '05010-000',
        logradouro: 'Rua Caiubi',
        complemento: '',
        bairro: 'Perdizes',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      }),
    );
    renderStep(lookup);
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '05010000' } });

    expect(value('CEP')).toBe('05010-000');
    await waitFor(() => expect(value('Rua')).toBe('Rua Caiubi'));
    expect(lookup.mock.calls[0]?.[0]).toBe('http://cep.test/ws/05010000/json');
    expect(value('Bairro')).toBe('Perdizes');
    expect(value('Cidade')).toBe('São Paulo');
    expect(screen.getByRole('combobox', { name: 'UF' }).textContent).toContain('SP');
    expect(screen.getByText('Endereço encontrado. Confira e complete com o número.')).toBeTruthy();
  });

  test('when the lookup is down it says so and the address is typed by hand', async () => {
    renderStep(async () => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '05010-000' } });

    await waitFor(() => expect(screen.getByText(CEP_UNAVAILABLE_MESSAGE)).toBeTruthy());
    const street = screen.getByLabelText('Rua') as HTMLInputElement;
    expect(street.disabled).toBe(false);
    fireEvent.change(street, { target: { value: 'Rua Caiubi' } });
    expect(street.value).toBe('Rua Caiubi');
  });

  test('Portuguese messages for what is missing', async () => {
    renderStep(vi.fn<typeof globalThis.fetch>());
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByText('CEP inválido')).toBeTruthy());
    expect(screen.getByText('Informe a rua')).toBeTruthy();
    expect(screen.getByText('Informe o número (ou S/N)')).toBeTruthy();
    expect(screen.getByText('Escolha o tipo de imóvel')).toBeTruthy();
  });
});
