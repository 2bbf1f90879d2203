// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { nfsMessages, type NfsRequest } from '@contabil/contracts';
import { toast } from '~/platform/toast';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import { NfRequestsPage } from './nf-requests-page';
import { RESTRICTED_TITLE } from './restricted-access';

vi.mock('~/platform/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('~/lib/runtime-config', () => ({ useRuntimeConfig: () => ({ apiBaseUrl: 'http://api' }) }));

beforeAll(() => {
  // What Radix asks of the DOM and jsdom does not have.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(cleanup);

let sequence = 0;
function nfsRequest(overrides: Partial<NfsRequest>): NfsRequest {
  sequence += 1;
  return {
    id: `4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a${String(sequence).padStart(2, '0')}`,
    companyId: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a',
    companyName: 'Padaria Pão Quente Ltda',
    companyCnpj: '12345678000195',
    emissionType: 'cpf',
    cnpj: null,
    cpf: '12345678909',
    totalValue: 1500.5,
    taker: { name: 'Maria Souza', email: 'maria@exemplo.com.br', address: null },
    serviceCode: '010101',
    serviceCodeDescription: 'Análise e desenvolvimento de sistemas.',
    serviceDescription: 'Desenvolvimento do site institucional',
    competenceDate: '2026-11-10',
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
    requestedBy: { uid: '1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Carlos Pereira' },
    createdAt: '2026-11-20T13:05:00.000Z',
    updatedAt: '2026-11-20T13:05:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: URL, init: RequestInit) => Response;

function renderPage(handler: Handler, path = '/app/admin/invoices/nf-requests') {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new URL(String(input)), init ?? {}),
  );
  const client = createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 0 } });
  const queryClient = createQueryClient();
  const Stub = createRoutesStub([{ path: '/app/admin/invoices/nf-requests', Component: NfRequestsPage }]);
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <Stub initialEntries={[path]} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

const list = (items: NfsRequest[]) => json(200, { data: items, total: items.length, limit: 20, offset: 0 });

describe('NfRequestsPage', () => {
  test('someone who is not a system admin gets the restricted message, no filters', async () => {
    renderPage(() => json(403, { error: { code: 'forbidden', message: 'Acesso negado' } }));
    expect(await screen.findByRole('heading', { name: RESTRICTED_TITLE })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  test('asks for the queue ("Solicitada") by default and lists company, taker, value and status', async () => {
    const waiting = nfsRequest({});
    const fetch = renderPage(() => list([waiting]));
    const table = await screen.findByRole('table', { name: 'Pedidos de nota fiscal de serviço' });
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/nfs/requests/search');
    expect(url.searchParams.get('status')).toBe('requested');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Padaria Pão Quente Ltda');
    expect(row.textContent).toContain('CNPJ 12.345.678/0001-95');
    expect(row.textContent).toContain('CPF 123.456.789-09');
    expect(row.textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 1.500,50');
    expect(row.textContent).toContain('Competência 10/11/2026');
    expect(row.textContent).toContain('20/11/2026 10:05');
    expect(row.textContent).toContain('Solicitada');
  });

  test('"Assumir" moves it to processing and opens it to be issued', async () => {
    const waiting = nfsRequest({});
    const calls: string[] = [];
    renderPage((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (init.method === 'PUT') {
        return json(200, { data: { ...waiting, status: 'processing', updatedAt: '2026-11-22T12:00:00.000Z' } });
      }
      return list([waiting]);
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Assumir' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls).toContain(`PUT /nfs/requests/${waiting.id}/status/processing`);
    expect(toast.success).toHaveBeenCalled();
    expect(within(dialog).getByText('Desenvolvimento do site institucional')).toBeTruthy();
    expect(within(dialog).getByLabelText('PDF da nota').getAttribute('accept')).toBe('application/pdf,.pdf');
    expect(within(dialog).getByLabelText('XML da nota').getAttribute('accept')).toContain('.xml');

    // Marking it issued without the files is refused before any call.
    fireEvent.change(within(dialog).getByLabelText('Número da nota'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como emitida' }));
    expect(await within(dialog).findByText(nfsMessages.filesMissing)).toBeTruthy();
    expect(calls.filter((call) => call.includes('/status/issued'))).toEqual([]);
  });

  test('a take that lost the race shows the API message', async () => {
    const waiting = nfsRequest({});
    renderPage((_url, init) =>
      init.method === 'PUT'
        ? json(409, { error: { code: 'conflict', message: nfsMessages.statusNotAllowed } })
        : list([waiting]),
    );
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Assumir' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(nfsMessages.statusNotAllowed));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('"Recusar" needs a reason and sends it', async () => {
    const processing = nfsRequest({ status: 'processing' });
    const bodies: unknown[] = [];
    renderPage((url, init) => {
      if (init.method === 'PUT') {
        bodies.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return json(200, { data: { ...processing, status: 'rejected', rejectionReason: 'CNPJ errado' } });
      }
      return list([processing]);
    }, '/app/admin/invoices/nf-requests?status=processing');
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar o pedido?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await within(dialog).findByText(nfsMessages.rejectionReasonRequired)).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Motivo da recusa'), { target: { value: 'CNPJ errado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { path: `/nfs/requests/${processing.id}/status/rejected`, body: { reason: 'CNPJ errado' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Pedido recusado. O cliente recebe o motivo por e-mail.');
  });

  test('issued requests only show their details, with the links to the files', async () => {
    const issued = nfsRequest({
      status: 'issued',
      invoiceNumber: '987',
      issueDate: '2026-11-21',
      hasPdf: true,
      hasXml: true,
    });
    renderPage(() => list([issued]), '/app/admin/invoices/nf-requests?status=issued');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: 'Assumir' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('987')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Abrir o PDF' }).getAttribute('href')).toBe(
      `/app/invoices/${issued.id}/files/pdf?companyId=${issued.companyId}`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Marcar como emitida' })).toBeNull();
  });
});
