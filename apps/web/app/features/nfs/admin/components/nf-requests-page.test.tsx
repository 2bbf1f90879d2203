// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { nfseNacionalMessages, nfsMessages, type NfsRequest } from '@contabil/contracts';
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
  // Radix's radio group measures its items.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
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

  test('reviewed: "Revisar e aprovar" opens it; "Aprovar e emitir" calls approve and shows the sending', async () => {
    const waiting = nfsRequest({ emissionMode: 'reviewed' });
    const calls: string[] = [];
    renderPage((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (init.method === 'POST')
        return json(200, {
          data: {
            ...waiting,
            status: 'processing',
            nationalEmission: { ...EMISSION, accessKey: null, nationalNumber: null, issuedAt: null },
            updatedAt: '2026-11-22T12:00:00.000Z',
          },
        });
      return list([waiting]);
    });
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: 'Assumir' })).toBeNull();
    expect(within(table).getByText('Aguarda aprovação')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Revisar e aprovar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar e emitir' }));
    expect(await within(dialog).findByRole('heading', { name: 'Envio à Sefin Nacional' })).toBeTruthy();
    expect(calls).toContain(`POST /nfs/requests/${waiting.id}/approve`);
    expect(toast.success).toHaveBeenCalledWith(
      'Pedido aprovado: a DPS foi assinada e está sendo enviada à Sefin Nacional.',
    );
    // Sent nationally: no manual form.
    expect(within(dialog).queryByRole('button', { name: 'Marcar como emitida' })).toBeNull();
  });

  test('a send that spent its retries: flagged in the list, "Enviar de novo" calls retry', async () => {
    const failed = nfsRequest({
      status: 'processing',
      emissionMode: 'automatic',
      nationalEmission: {
        ...EMISSION,
        accessKey: null,
        nationalNumber: null,
        issuedAt: null,
        attempts: 11,
        sendFailedAt: '2026-11-21T10:00:00.000Z',
      },
    });
    const calls: string[] = [];
    const fetch = renderPage((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (init.method === 'POST')
        return json(200, { data: { ...failed, nationalEmission: { ...failed.nationalEmission, sendFailedAt: null } } });
      return list([failed]);
    }, '/app/admin/invoices/nf-requests?status=todos&pendencia=send_failed');
    const table = await screen.findByRole('table');
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('attention')).toBe('send_failed');
    expect(
      screen.getByText('Mostrando as notas que a Sefin Nacional não respondeu depois de todas as tentativas.'),
    ).toBeTruthy();
    expect(within(table).getByText('Sefin sem resposta')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar de novo' }));
    await waitFor(() => expect(calls).toContain(`POST /nfs/requests/${failed.id}/retry`));
  });

  test('an issued national note: the Sefin key and XML links; the accountant cancels it with a reason', async () => {
    const issued = nfsRequest({
      status: 'issued',
      emissionMode: 'automatic',
      invoiceNumber: '12',
      issueDate: '2026-11-21',
      hasPdf: true,
      hasXml: true,
      nationalEmission: EMISSION,
    });
    const bodies: unknown[] = [];
    renderPage((url, init) => {
      if (init.method === 'POST') {
        bodies.push({ path: `${url.pathname}${url.search}`, body: JSON.parse(String(init.body)) });
        if (bodies.length === 1)
          return json(409, {
            error: { code: 'conflict', message: nfseNacionalMessages.cancellationRefused('E1235 - Prazo encerrado') },
          });
        return json(200, {
          data: {
            ...issued,
            status: 'cancelled',
            nationalEmission: {
              ...EMISSION,
              cancelledAt: '2026-11-22T12:00:00.000Z',
              cancellationReason: '1',
              cancellationText: 'Valor digitado errado na nota',
            },
          },
        });
      }
      return list([issued]);
    }, '/app/admin/invoices/nf-requests?status=issued');
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('3550 3082 2114 4477 7000 1610 0000 0000 0001 2611 0000 0000 19')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'XML da NFS-e' }).getAttribute('href')).toBe(
      `/app/invoices/${issued.id}/files/nfse?companyId=${issued.companyId}`,
    );
    expect(within(dialog).getByRole('link', { name: 'DPS enviada' }).getAttribute('href')).toBe(
      `/app/invoices/${issued.id}/files/dps?companyId=${issued.companyId}`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar nota' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancelar a NFS-e 12?' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancelar nota' }));
    expect(await within(cancel).findByText('Escolha o motivo do cancelamento')).toBeTruthy();
    expect(within(cancel).getByText('Explique o motivo do cancelamento em 15 a 255 caracteres')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.click(within(cancel).getByRole('radio', { name: 'Erro na emissão' }));
    fireEvent.change(within(cancel).getByLabelText('Justificativa'), {
      target: { value: 'Valor digitado errado na nota' },
    });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancelar nota' }));
    // The Sefin's refusal, word for word, in the dialog.
    expect(
      await within(cancel).findByText('A Sefin Nacional recusou o cancelamento: E1235 - Prazo encerrado'),
    ).toBeTruthy();
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancelar nota' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar a NFS-e 12?' })).toBeNull());
    expect(bodies.at(-1)).toEqual({
      path: `/nfs/requests/${issued.id}/cancel?companyId=${issued.companyId}`,
      body: { reason: '1', reasonText: 'Valor digitado errado na nota' },
    });
    const after = await screen.findByRole('dialog');
    expect(within(after).getByText('Erro na emissão')).toBeTruthy();
    expect(within(after).getByText('Valor digitado errado na nota')).toBeTruthy();
  });

  test('a national refusal lists each Sefin code and message', async () => {
    const rejected = nfsRequest({
      status: 'rejected',
      emissionMode: 'automatic',
      rejectionReason: 'A Sefin Nacional recusou a nota: E0625 - Inscrição municipal do prestador não encontrada',
      nationalEmission: {
        ...EMISSION,
        accessKey: null,
        nationalNumber: null,
        issuedAt: null,
        errors: [{ code: 'E0625', description: 'Inscrição municipal do prestador não encontrada' }],
      },
    });
    renderPage(() => list([rejected]), '/app/admin/invoices/nf-requests?status=rejected');
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog');
    const errors = within(dialog).getByRole('list', { name: 'Erros da Sefin Nacional' });
    expect(errors.textContent).toContain('E0625');
    expect(errors.textContent).toContain('Inscrição municipal do prestador não encontrada');
  });

  test('a hand-issued note whose XML differs from the request: the flags', async () => {
    const issued = nfsRequest({
      status: 'issued',
      invoiceNumber: '77',
      issueDate: '2026-11-21',
      hasPdf: true,
      hasXml: true,
      xmlCheck: {
        national: true,
        number: '78',
        checkedAt: '2026-11-21T10:00:00.000Z',
        flags: [{ code: 'number_differs', message: 'Número da nota no XML (78) diferente do número informado (77)' }],
      },
    });
    renderPage(() => list([issued]), '/app/admin/invoices/nf-requests?status=issued');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('XML diverge')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Número da nota no XML (78) diferente do número informado (77)')).toBeTruthy();
  });
});

const EMISSION: NonNullable<NfsRequest['nationalEmission']> = {
  dpsId: 'DPS355030821234567800019500001000000000000001',
  dpsSeries: '1',
  dpsNumber: 1,
  attempts: 1,
  accessKey: '35503082211444777000161000000000000126110000000019',
  nationalNumber: '12',
  issuedAt: '2026-11-21T13:00:00.000Z',
  errors: [],
  cancelledAt: null,
  cancellationReason: null,
  cancellationText: null,
  sendFailedAt: null,
  deliveryFailedAt: null,
};
