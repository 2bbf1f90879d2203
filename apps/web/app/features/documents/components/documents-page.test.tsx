// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { documentMessages, storageMessages, type CompanyDocument } from '@contabil/contracts';
import { json, polyfillRadixDom } from '~/test/step-test-harness';
import { formatBrl } from '~/lib/format/money';
import { toast } from '~/platform/toast';
import { brasiliaToday } from '~/lib/brasilia-today';
import { COMPANY_ID, FakeRequest, renderDocuments, sampleDocument } from '~/test/documents-test-support';
import { DocumentsPage } from './documents-page';
import { GUIDE_PAID_MESSAGE } from './mark-paid-dialog';

vi.mock('~/platform/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('~/session/use-session', () => ({
  useSession: () => ({ contextCompany: { id: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Padaria' } }),
}));

beforeAll(polyfillRadixDom);
// The machine running the whole suite may be busy: give the screens time to answer.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let requests: FakeRequest[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeRequest {
      constructor() {
        super();
        requests.push(this);
      }
    },
  );
});

/** A calendar day `days` from Brasília's today. */
function dayFromToday(days: number): string {
  const date = new Date(`${brasiliaToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const GUIDE_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a02';
const LATE_ID = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a03';
const page = (items: CompanyDocument[]) => ({ data: items, total: items.length, limit: 10, offset: 0 });
const RECEIPT_LINK = {
  url: '/storage/objects/receipt?signature=s',
  method: 'PUT',
  key: 'documents/r1/comprovante.pdf',
  headers: { 'content-type': 'application/pdf' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

interface ApiState {
  guides: CompanyDocument[];
  documents: CompanyDocument[];
  paid: { id: string; body: unknown }[];
  lists: URLSearchParams[];
  guidesFail?: boolean;
  /** `GET /documents/archive/months`. */
  months?: { month: string; documents: number }[];
}

function api(state: ApiState) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/documents/archive/months' && method === 'GET')
      return json(200, { data: state.months ?? [] });
    if (url.pathname === '/documents' && method === 'GET') {
      state.lists.push(url.searchParams);
      if (url.searchParams.getAll('status').includes('pending')) {
        if (state.guidesFail) return json(500, { error: { code: 'internal_error', message: 'API fora do ar' } });
        return json(200, page(state.guides));
      }
      return json(200, page(state.documents));
    }
    if (url.pathname.startsWith('/upload/')) return json(200, { data: RECEIPT_LINK });
    const paid = /^\/documents\/([^/]+)\/status\/paid$/.exec(url.pathname);
    if (paid && method === 'PUT') {
      const id = paid[1]!;
      state.paid.push({ id, body: JSON.parse(String(init?.body)) });
      state.guides = state.guides.filter((guide) => guide.id !== id);
      return json(200, { data: sampleDocument({ id, status: 'paid' }) });
    }
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
}

function guides() {
  return [
    sampleDocument({ id: GUIDE_ID, type: 'das', competence: '2026-03', amount: 1234.56, dueDate: dayFromToday(3) }),
    sampleDocument({
      id: LATE_ID,
      type: 'darf',
      title: 'DARF IRPJ',
      competence: '2026-02',
      amount: 99.9,
      dueDate: dayFromToday(-2),
      status: 'overdue',
    }),
  ];
}

describe('the guides to pay', () => {
  test('each with type, competence, amount, due date and its hint; overdue ones say so', async () => {
    const state: ApiState = { guides: guides(), documents: [], paid: [], lists: [] };
    renderDocuments(<DocumentsPage />, api(state));
    const list = await screen.findByRole('list', { name: 'Guias para pagar' });
    const [das, darf] = within(list).getAllByRole('listitem');
    expect(das!.textContent).toContain('DAS · competência 03/2026');
    expect(das!.textContent).toContain(formatBrl(123456));
    expect(das!.textContent).toContain('(vence em 3 dias)');
    expect(within(das!).getByText('A pagar')).toBeTruthy();
    expect(darf!.textContent).toContain('DARF · competência 02/2026');
    expect(darf!.textContent).toContain('DARF IRPJ');
    expect(darf!.textContent).toContain('(venceu há 2 dias)');
    expect(within(darf!).getByText('Vencido')).toBeTruthy();
    // Asked with every guide type and both statuses to act on.
    const query = state.lists.find((params) => params.getAll('status').length)!;
    expect(query.getAll('type')).toEqual(['das', 'darf', 'fgts', 'inss', 'iss']);
    expect(query.getAll('status')).toEqual(['pending', 'overdue']);
  });

  test('nothing to pay: says so', async () => {
    renderDocuments(<DocumentsPage />, api({ guides: [], documents: [], paid: [], lists: [] }));
    expect(await screen.findByRole('heading', { name: 'Nenhuma guia para pagar' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nenhum documento ainda' })).toBeTruthy();
  });

  test("a failure shows the API's message and tries again", async () => {
    const state: ApiState = { guides: guides(), documents: [], paid: [], lists: [], guidesFail: true };
    renderDocuments(<DocumentsPage />, api(state));
    expect(await screen.findByText('API fora do ar')).toBeTruthy();
    state.guidesFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Guias para pagar' })).toBeTruthy();
  });

  test('marked paid with a receipt: sent through the signed link with its progress, then confirmed', async () => {
    const state: ApiState = { guides: guides(), documents: [], paid: [], lists: [] };
    const fetch = api(state);
    renderDocuments(<DocumentsPage />, fetch);
    const list = await screen.findByRole('list', { name: 'Guias para pagar' });
    fireEvent.click(within(list).getByRole('button', { name: /^Marcar como paga\s?: DAS$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar a guia como paga' });
    expect(dialog!.textContent).toContain(formatBrl(123456));

    // A file of another kind is refused before anything is sent.
    const input = within(dialog).getByLabelText('Comprovante de pagamento (opcional)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'planilha.xlsx')] } });
    expect(await within(dialog).findByText('Envie um PDF ou uma imagem (JPG, PNG ou WebP)')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4 comprovante'], 'comprovante.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    const put = requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('http://api.test/storage/objects/receipt?signature=s');
    expect(put.headers).toEqual({ 'content-type': 'application/pdf' });
    put.upload.onprogress!({ lengthComputable: true, loaded: 40, total: 100 });
    const bar = await within(dialog).findByRole('progressbar', { name: 'Envio do comprovante' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(dialog).getByText('40%')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar pagamento' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    put.answer(204);
    expect(await within(dialog).findByText('Comprovante comprovante.pdf anexado')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(state.paid).toEqual([{ id: GUIDE_ID, body: { receiptKey: RECEIPT_LINK.key } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(GUIDE_PAID_MESSAGE);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  test('marked paid without a receipt; a refusal shows in the dialog', async () => {
    const state: ApiState = { guides: guides(), documents: [], paid: [], lists: [] };
    const base = api(state);
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (init?.method === 'PUT' && String(input).includes(LATE_ID))
        return json(409, { error: { code: 'conflict', message: documentMessages.statusNotAllowed } });
      return base(input, init);
    });
    renderDocuments(<DocumentsPage />, fetch);
    const list = await screen.findByRole('list', { name: 'Guias para pagar' });
    fireEvent.click(within(list).getByRole('button', { name: /^Marcar como paga\s?: DARF$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar a guia como paga' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await within(dialog).findByText(documentMessages.statusNotAllowed)).toBeTruthy();
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]![1]?.body))).toEqual({});
  });
});

describe('every document', () => {
  test('the type chips ask for their types and go into the URL', async () => {
    const state: ApiState = {
      guides: [],
      documents: [
        sampleDocument({ type: 'invoice_xml', group: 'invoice', title: 'Nota 42', contentType: 'application/xml' }),
      ],
      paid: [],
      lists: [],
    };
    renderDocuments(<DocumentsPage />, api(state));
    const table = await screen.findByRole('table', { name: 'Documentos' });
    expect(table!.textContent).toContain('Nota 42');
    // XML is download only.
    expect(within(table).queryByRole('button', { name: /Visualizar/ })).toBeNull();
    expect(within(table).getByRole('button', { name: /^Baixar\s?: Nota 42$/ })).toBeTruthy();

    const chips = screen.getByRole('group', { name: 'Filtrar por tipo' });
    expect(within(chips).getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(chips).getByRole('button', { name: 'Notas fiscais' }));
    fireEvent.click(within(chips).getByRole('button', { name: 'Extratos' }));
    await waitFor(() =>
      expect(state.lists.at(-1)!.getAll('type')).toEqual(['invoice_pdf', 'invoice_xml', 'bank_statement']),
    );
    expect(within(chips).getByRole('button', { name: 'Notas fiscais' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(chips).getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('sending a document', () => {
  test('the type and the file are checked first', async () => {
    const fetch = api({ guides: [], documents: [], paid: [], lists: [] });
    renderDocuments(<DocumentsPage />, fetch);
    const form = (await screen.findByRole('heading', { name: 'Enviar um documento' })).closest('section')!;
    const big = new File(['x'], 'extrato.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 });
    fireEvent.change(within(form).getByLabelText('Arquivo'), { target: { files: [big] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar documento' }));
    expect(await within(form).findByText('Escolha o tipo do documento')).toBeTruthy();
    expect(within(form).getByText(storageMessages.tooLarge)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/upload/'))).toBe(false);
    expect(requests).toHaveLength(0);
  });
});

describe('Baixar tudo do mês', () => {
  test("starts on the latest month that has documents and links to the web server's archive route (no download attribute)", async () => {
    renderDocuments(
      <DocumentsPage />,
      api({
        guides: [],
        documents: [],
        paid: [],
        lists: [],
        months: [
          { month: '2026-03', documents: 4 },
          { month: '2025-12', documents: 1 },
        ],
      }),
    );
    const link = await screen.findByRole('link', { name: 'Baixar ZIP de março de 2026' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/app/documents/archive/2026-03?companyId=${COMPANY_ID}`);
    // A refusal (404 "Arquivo não encontrado.") must never be saved as a file.
    expect(link.hasAttribute('download')).toBe(false);
    const section = link.closest('section')!;
    expect(within(section).getByRole('combobox', { name: 'Mês' }).textContent).toBe('março de 2026 (4 documentos)');
  });

  test('a month without documents disables the button and says why', async () => {
    renderDocuments(<DocumentsPage />, api({ guides: [], documents: [], paid: [], lists: [], months: [] }));
    const button = await screen.findByRole('button', { name: /^Baixar ZIP de / }, { timeout: 5000 });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: /^Baixar ZIP de / })).toBeNull();
    expect(screen.getByText('A empresa ainda não tem documentos para baixar.')).toBeTruthy();
  });
});
