// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { messages, nfsMessages, type NfsRequest } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { RequestForm } from './request-form';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const COMPANY = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
const list = (data: unknown[]) => ({ data, total: data.length, limit: 8, offset: 0 });
const CODE = {
  code: '010701',
  description: 'Suporte técnico em informática, inclusive instalação, configuração e manutenção.',
  itemDescription: 'Serviços de Informática e congêneres.',
};

/** The API as the form sees it; `post` answers the request's creation. */
function api(post: (body: unknown) => Response = (body) => json(201, { data: created(body) })) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/nfs/takers') return json(200, list([]));
    if (url.pathname === '/nfs/service-codes') return json(200, list([CODE]));
    if (url.pathname.startsWith('/cnpjs/')) {
      return json(200, {
        data: {
          exists: true,
          checkedWith: 'receita',
          company: {
            legalName: 'MERCADO BOM PRECO LTDA',
            tradeName: null,
            registrationStatus: 'ATIVA',
            openedAt: null,
            mainCnae: null,
            secondaryCnaes: [],
            address: null,
          },
        },
      });
    }
    if (url.pathname === '/nfs/requests' && init?.method === 'POST') return post(JSON.parse(String(init.body)));
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
}

function created(body: unknown): NfsRequest {
  const input = body as { totalValue: number; taker: { name: string }; serviceCode: string };
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    companyId: COMPANY,
    companyName: 'Padaria',
    companyCnpj: '11444777000161',
    emissionType: 'cnpj',
    cnpj: '11444777000161',
    cpf: null,
    totalValue: input.totalValue,
    taker: { name: input.taker.name, email: null, address: null },
    serviceCode: input.serviceCode,
    serviceCodeDescription: CODE.description,
    serviceDescription: 'Suporte mensal',
    competenceDate: '2026-03-15',
    notes: null,
    status: 'requested',
    rejectionReason: null,
    invoiceNumber: null,
    issueDate: null,
    hasPdf: false,
    hasXml: false,
    scheduleId: null,
    nbs: null,
    nationalEmission: null,
    emissionMode: 'manual',
    xmlCheck: null,
    requestedBy: null,
    createdAt: '2026-03-15T12:00:00.000Z',
    updatedAt: '2026-03-15T12:00:00.000Z',
  };
}

function renderForm(fetch = api()) {
  const onCreated = vi.fn();
  renderInApp(<RequestForm companyId={COMPANY} onCreated={onCreated} />, fetch);
  return { onCreated, fetch };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pedir nota fiscal' }));

/** The message the field's aria-describedby points at. */
function errorOf(label: string): string | null {
  const ids = input(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.dataset.slot === 'form-field-error');
  return error?.textContent ?? null;
}

async function pickServiceCode() {
  const field = screen.getByRole('combobox', { name: 'Código do serviço' });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'suporte' } });
  const option = await screen.findByRole('option', { name: /01\.07\.01/ });
  fireEvent.click(option);
  expect((field as HTMLInputElement).value).toBe(`01.07.01 – ${CODE.description}`);
}

describe('RequestForm', () => {
  test('sent empty: the contract messages under their fields, "CNPJ precisa ser definido." among them', async () => {
    renderForm();
    expect(input('Data de competência').value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    fireEvent.change(input('Data de competência'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(errorOf('CNPJ do tomador')).toBe('CNPJ precisa ser definido.'));
    expect(input('CNPJ do tomador').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Nome ou razão social')).toBe(nfsMessages.takerNameRequired);
    expect(errorOf('Valor total')).toBe(nfsMessages.valueRequired);
    expect(errorOf('Código do serviço')).toBe(nfsMessages.serviceCodeRequired);
    expect(errorOf('Descrição do serviço')).toBe(nfsMessages.serviceDescriptionRequired);
    expect(errorOf('Data de competência')).toBe(nfsMessages.competenceRequired);
    // The first field with a message gets the focus.
    expect(document.activeElement).toBe(input('CNPJ do tomador'));
  });

  test('R$ 0,50: "Valor precisa ser maior ou igual a 1 real."', async () => {
    renderForm();
    fireEvent.change(input('Valor total'), { target: { value: '050' } });
    expect(input('Valor total').value).toBe('R$ 0,50');
    submit();
    await waitFor(() => expect(errorOf('Valor total')).toBe(messages.minimumInvoiceValue));
  });

  test('CPF chosen: the CPF field and its message', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Pessoa física (CPF)' }));
    submit();
    await waitFor(() => expect(errorOf('CPF do tomador')).toBe(nfsMessages.cpfRequired));
    expect(screen.queryByLabelText('CNPJ do tomador')).toBeNull();
  });

  test('a valid CNPJ is looked up and fills the name; the request is sent and the form starts over', async () => {
    const { onCreated, fetch } = renderForm();
    fireEvent.change(input('CNPJ do tomador'), { target: { value: '11444777000161' } });
    expect(input('CNPJ do tomador').value).toBe('11.444.777/0001-61');
    await waitFor(() => expect(input('Nome ou razão social').value).toBe('MERCADO BOM PRECO LTDA'));
    expect(screen.getByText(/preenchemos os dados do tomador/)).toBeTruthy();

    fireEvent.change(input('Valor total'), { target: { value: '150000' } });
    await pickServiceCode();
    fireEvent.change(input('Descrição do serviço'), { target: { value: 'Suporte mensal da rede da loja' } });
    fireEvent.change(input('Data de competência'), { target: { value: '15032026' } });
    submit();

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      emissionType: 'cnpj',
      cnpj: '11.444.777/0001-61',
      totalValue: 1500,
      taker: { name: 'MERCADO BOM PRECO LTDA' },
      serviceCode: '010701',
      serviceDescription: 'Suporte mensal da rede da loja',
      competenceDate: '2026-03-15',
    });
    await waitFor(() => expect(input('CNPJ do tomador').value).toBe(''));
    expect(input('Nome ou razão social').value).toBe('');
  });

  test("the API's refusals: a field message under its field, any other in the form's alert", async () => {
    let answer = json(400, {
      error: {
        code: 'validation_error',
        message: 'Dados inválidos',
        fields: { serviceCode: nfsMessages.serviceCodeUnknown },
      },
    });
    renderForm(api(() => answer));
    fireEvent.change(input('CNPJ do tomador'), { target: { value: '11444777000161' } });
    await waitFor(() => expect(input('Nome ou razão social').value).toBe('MERCADO BOM PRECO LTDA'));
    fireEvent.change(input('Valor total'), { target: { value: '1000' } });
    await pickServiceCode();
    fireEvent.change(input('Descrição do serviço'), { target: { value: 'Suporte mensal' } });
    submit();
    await waitFor(() => expect(errorOf('Código do serviço')).toBe(nfsMessages.serviceCodeUnknown));

    answer = json(409, { error: { code: 'conflict', message: nfsMessages.companyCannotRequest } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(nfsMessages.companyCannotRequest)).toBeTruthy();
  });
});
