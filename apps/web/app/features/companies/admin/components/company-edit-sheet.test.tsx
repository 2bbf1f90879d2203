// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Company } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { CompanyEditForm } from './company-edit-sheet';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const company: Company = {
  id: '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01',
  name: 'Padaria Pão Quente Ltda',
  alias: 'Pão Quente',
  cnpj: '11222333000181',
  status: 'active',
  trackId: 'migrate-company',
  trackStatus: 'done',
  municipalInscription: null,
  openedOn: '2024-03-01',
  address: {
    zipCode: '01310100',
    state: 'SP',
    city: 'São Paulo',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
  },
  currentSubscription: null,
  legalNature: 'limited_liability',
  size: 'ME',
  branchType: 'matriz',
  mainCnae: '1091102',
  secondaryCnaes: [],
  partners: [],
  isSolePerson: false,
  createdAt: '2024-03-01T12:00:00.000Z',
};

function renderForm(answer: (body: Record<string, unknown>) => Response) {
  const api = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === `/companies/${company.id}` && init?.method === 'PUT') {
      return answer(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
  const onSaved = vi.fn();
  renderInApp(
    <CompanyEditForm
      company={company}
      onCancel={vi.fn()}
      onSaved={onSaved}
      lookupFetch={async () => {
        throw new TypeError('offline');
      }}
    />,
    api,
  );
  return { api, onSaved };
}

const puts = (api: ReturnType<typeof renderForm>['api']) => api.mock.calls.filter(([, init]) => init?.method === 'PUT');

// Issue 26 item 6: PUT /companies/{id} is reachable from the admin company page.
test('sends PUT /companies/{id} with the registration data as the contract wants it', async () => {
  const { api, onSaved } = renderForm((body) => json(200, { data: { ...company, ...body } }));
  expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
  expect((screen.getByLabelText('Data de abertura (opcional)') as HTMLInputElement).value).toBe('01/03/2024');
  fireEvent.change(screen.getByLabelText('Razão social'), { target: { value: 'Padaria Pão Quente Eireli' } });
  fireEvent.change(screen.getByLabelText('Inscrição municipal (opcional)'), { target: { value: '1234567' } });
  fireEvent.change(screen.getByLabelText('Nome fantasia (opcional)'), { target: { value: '  ' } });
  fireEvent.change(screen.getByLabelText('Porte'), { target: { value: 'EPP' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar cadastro' }));

  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const [[, init]] = puts(api) as [[unknown, RequestInit]];
  expect(JSON.parse(String(init.body))).toEqual({
    name: 'Padaria Pão Quente Eireli',
    alias: null,
    cnpj: '11222333000181',
    municipalInscription: '1234567',
    openedOn: '2024-03-01',
    legalNature: 'limited_liability',
    size: 'EPP',
    address: {
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  });
});

test('Portuguese messages from the contract, and nothing is sent', async () => {
  const { api } = renderForm(() => json(200, { data: company }));
  fireEvent.change(screen.getByLabelText('Razão social'), { target: { value: ' ' } });
  fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '11.222.333/0001-82' } });
  fireEvent.change(screen.getByLabelText('Data de abertura (opcional)'), { target: { value: '31/02/2024' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar cadastro' }));

  await waitFor(() => expect(screen.getByText('Informe a razão social')).toBeTruthy());
  expect(screen.getByText('CNPJ inválido')).toBeTruthy();
  expect(screen.getByText('Data inválida')).toBeTruthy();
  expect(puts(api)).toHaveLength(0);
});

test("the API's refusal is shown: a field error on its field, a 403 above the form", async () => {
  renderForm(() =>
    json(409, { error: { code: 'conflict', message: 'CNPJ já cadastrado', fields: { cnpj: 'CNPJ já cadastrado' } } }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
  await waitFor(() => expect(screen.getByText('CNPJ já cadastrado')).toBeTruthy());
  cleanup();

  renderForm(() =>
    json(403, { error: { code: 'forbidden', message: 'Você não tem permissão para esta ação.', fields: {} } }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toContain('Você não tem permissão para esta ação.'),
  );
});
