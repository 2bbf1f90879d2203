// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Company } from '@contabil/contracts';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import { CompaniesPage } from './companies-page';
import { RESTRICTED_TITLE } from './restricted-access';

beforeAll(() => {
  // What Radix asks of the DOM and jsdom does not have.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(cleanup);

function company(overrides: Partial<Company>): Company {
  return {
    id: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
    name: 'Padaria Pão Quente Ltda',
    alias: 'Pão Quente',
    cnpj: '12345678000195',
    status: 'active',
    trackId: 'migrate-company',
    trackStatus: 'done',
    municipalInscription: null,
    openedOn: null,
    address: null,
    currentSubscription: {
      id: '1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
      status: 'active',
      planId: '2b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
      planName: 'Essencial',
      price: 199,
    },
    legalNature: null,
    size: 'ME',
    branchType: null,
    mainCnae: null,
    secondaryCnaes: [],
    partners: [],
    isSolePerson: false,
    createdAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(handler: (url: URL) => Response, path = '/app/admin/companies') {
  const fetch = vi.fn(async (input: RequestInfo | URL) => handler(new URL(String(input))));
  const client = createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 0 } });
  const Stub = createRoutesStub([
    { path: '/app/admin/companies', Component: CompaniesPage },
    { path: '/app/admin/companies/:companyId', Component: () => <h1>Página da empresa</h1> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={client}>
        <Stub initialEntries={[path]} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('CompaniesPage', () => {
  test('lists the companies with CNPJ, status and plan, each linking to its page', async () => {
    const other = company({
      id: '3b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
      name: 'Ateliê Marina Ltda',
      alias: null,
      cnpj: null,
      status: 'opening',
      currentSubscription: null,
    });
    const fetch = renderPage(() => json(200, { data: [company({}), other], total: 2, limit: 25, offset: 0 }));

    const table = await screen.findByRole('table', { name: 'Empresas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Padaria Pão Quente LtdaPão Quente12.345.678/0001-95AtivaEssencial10/03/2026',
      'Ateliê Marina LtdaEm aberturaEm aberturaSem plano10/03/2026',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Padaria Pão Quente Ltda' }).getAttribute('href')).toBe(
      '/app/admin/companies/9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
    );
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/companies');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '25', offset: '0' });
  });

  test('searches by name or CNPJ and filters by status, through the API and the URL', async () => {
    const fetch = renderPage(() => json(200, { data: [], total: 0, limit: 25, offset: 0 }));
    await screen.findByText('Nenhuma empresa ainda');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: '12.345.678/0001-95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)![0])).searchParams.get('query')).toBe('12.345.678/0001-95'),
    );
    expect(await screen.findByText('Nenhuma empresa com estes filtros')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Status da empresa' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pagamento em atraso' }));
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)![0])).searchParams.get('status')).toBe('overdue'),
    );
    expect(new URL(String(fetch.mock.calls.at(-1)![0])).searchParams.get('query')).toBe('12.345.678/0001-95');
  });

  test('reads the filters and the page from the URL', async () => {
    const fetch = renderPage(
      () => json(200, { data: [company({})], total: 30, limit: 25, offset: 25 }),
      '/app/admin/companies?busca=padaria&status=active&inicio=25',
    );
    expect(await screen.findByText(/Mostrando 26–26 de 30/)).toBeTruthy();
    expect(Object.fromEntries(new URL(String(fetch.mock.calls[0]![0])).searchParams)).toEqual({
      query: 'padaria',
      status: 'active',
      limit: '25',
      offset: '25',
    });
  });

  test('a person who is not one of our accountants gets the restricted message', async () => {
    renderPage(() => json(403, { error: { code: 'forbidden', message: 'Acesso negado' } }));
    expect(await screen.findByRole('heading', { name: RESTRICTED_TITLE })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText('Acesso negado')).toBeNull();
  });

  test('another failure shows the message and a retry', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      return calls === 1
        ? json(500, { error: { code: 'internal_error', message: 'Erro interno. Tente novamente.' } })
        : json(200, { data: [company({})], total: 1, limit: 25, offset: 0 });
    });
    expect(await screen.findByText('Erro interno. Tente novamente.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Empresas' })).toBeTruthy();
  });
});
