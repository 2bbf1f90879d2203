// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { documentMessages, type CompanyDocument } from '@contabil/contracts';
import { toast } from '~/platform/toast';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createQueryClient } from '~/lib/query-client';
import { FakeRequest, sampleDocument } from '~/test/documents-test-support';
import { json } from '~/test/step-test-harness';
import { CompanyDocumentsSection } from './company-documents-section';

vi.mock('~/platform/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('~/lib/runtime-config', () => ({ useRuntimeConfig: () => ({ apiBaseUrl: 'http://api' }) }));

const COMPANY = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';

beforeAll(() => {
  // What Radix asks of the DOM and jsdom does not have.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

/** The shared fake XMLHttpRequest, which answers 200 after reporting half the bytes. */
class FakeUpload extends FakeRequest {
  static sent: FakeUpload[] = [];
  override send(body: unknown) {
    super.send(body);
    FakeUpload.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = 200;
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let sequence = 0;
/** sampleDocument with an id and a key of its own. */
function doc(overrides: Partial<CompanyDocument>): CompanyDocument {
  sequence += 1;
  return sampleDocument({
    id: `4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a${String(sequence).padStart(2, '0')}`,
    companyId: COMPANY,
    title: 'DAS 03/2026',
    key: `documents/${sequence}/das.pdf`,
    fileName: 'das.pdf',
    createdAt: '2026-04-01T13:05:00.000Z',
    updatedAt: '2026-04-01T13:05:00.000Z',
    ...overrides,
  });
}

const page = (items: CompanyDocument[]) => json(200, { data: items, total: items.length, limit: 10, offset: 0 });

interface Call {
  method: string;
  url: URL;
  body: unknown;
}
type Handler = (call: Call) => Response | undefined;

function renderSection(handler: Handler) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call) ?? json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
  // Retries on, as in the app: the status changes and deletions must still go once.
  const client = createApiClient({ baseUrl: 'http://api', fetch, retry: { retries: 2 }, sleep: async () => {} });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={client}>
        <CompanyDocumentsSection companyId={COMPANY} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return calls;
}

/** A row's button: its label and, for screen readers, the document's name ("Aprovar: Alvará"). */
const action = (label: string, name: string) =>
  new RegExp(`^${label}\\s?: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const isList = (call: Call) => call.method === 'GET' && call.url.pathname === '/documents';
/** The review count asks for one pending non-guide; the list asks for a page. */
const isReviewCount = (call: Call) => isList(call) && call.url.searchParams.get('limit') === '1';

describe('CompanyDocumentsSection', () => {
  test('each document: type, title, competence, amount, due date, status, who sent it; the review only where due', async () => {
    const guide = doc({});
    const sent = doc({
      type: 'articles_of_association',
      group: 'company',
      title: 'Contrato social',
      fileName: 'contrato.pdf',
      competence: null,
      dueDate: null,
      amount: null,
      fromAccountant: false,
      uploadedBy: { uid: '2b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Carlos Pereira' },
    });
    const refused = doc({
      type: 'cnpj_card',
      group: 'company',
      title: 'Cartão CNPJ',
      status: 'rejected',
      rejectionReason: 'Ilegível',
      competence: null,
      dueDate: null,
      amount: null,
      fromAccountant: false,
      contentType: 'application/zip',
    });
    const calls = renderSection((call) =>
      isReviewCount(call)
        ? json(200, { data: [sent], total: 1, limit: 1, offset: 0 })
        : isList(call)
          ? page([guide, sent, refused])
          : undefined,
    );

    const list = await screen.findByRole('list', { name: 'Documentos da empresa' });
    const [guideRow, sentRow, refusedRow] = within(list).getAllByRole('listitem');
    expect(guideRow!.textContent).toContain('DAS');
    expect(guideRow!.textContent).toContain('PendenteDAS 03/2026');
    expect(guideRow!.textContent).toContain('Competência:03/2026');
    expect(guideRow!.textContent).toContain('Valor:R$\u00a01.234,56');
    expect(guideRow!.textContent).toContain('Vencimento:20/04/2026');
    expect(guideRow!.textContent).toContain('Enviado por Contabilidade · Helena Contadora');
    expect(within(guideRow!).getByText('Pendente').className).toContain('text-warning');
    expect(within(guideRow!).queryByRole('button', { name: /Aprovar/ })).toBeNull();

    expect(sentRow!.textContent).toContain('Enviado por Empresa · Carlos Pereira');
    expect(sentRow!.textContent).toContain('Aguarda revisão');
    expect(within(sentRow!).getByRole('button', { name: action('Aprovar', 'Contrato social') })).toBeTruthy();
    expect(within(sentRow!).getByRole('button', { name: action('Recusar', 'Contrato social') })).toBeTruthy();

    expect(within(refusedRow!).getByText('Recusado').className).toContain('text-destructive');
    expect(refusedRow!.textContent).toContain('Motivo da recusa: Ilegível');
    // A ZIP is only downloaded.
    expect(within(refusedRow!).queryByRole('button', { name: /Visualizar/ })).toBeNull();
    expect(within(refusedRow!).getByRole('button', { name: action('Baixar', 'Cartão CNPJ') })).toBeTruthy();

    expect(screen.getByText('1 documento enviado pela empresa aguarda revisão.')).toBeTruthy();
    const first = calls.find((call) => isList(call) && !isReviewCount(call))!;
    expect(first.url.searchParams.get('companyId')).toBe(COMPANY);
    expect(first.url.searchParams.get('limit')).toBe('10');
    const count = calls.find(isReviewCount)!;
    expect(count.url.searchParams.getAll('status')).toEqual(['pending']);
    expect(count.url.searchParams.getAll('type')).not.toContain('das');
  });

  test('the filters ask the API for the types of a group and a status', async () => {
    const calls = renderSection((call) => (isList(call) ? page([]) : undefined));
    expect(await screen.findByText('Nenhum documento ainda')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Guias de impostos' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vencido' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.getAll('status')).toEqual(['overdue']));
    expect(calls.at(-1)!.url.searchParams.getAll('type')).toEqual(['das', 'darf', 'fgts', 'inss', 'iss']);
    expect(await screen.findByText('Nenhum documento com estes filtros')).toBeTruthy();
  });

  test('approves once, without retrying a 409, and says why it failed', async () => {
    const sent = doc({ type: 'license', group: 'company', title: 'Alvará', fromAccountant: false });
    const calls = renderSection((call) => {
      if (isList(call)) return page([sent]);
      if (call.method === 'PUT')
        return json(409, { error: { code: 'conflict', message: documentMessages.statusNotAllowed } });
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: action('Aprovar', 'Alvará') }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(documentMessages.statusNotAllowed));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url.pathname).toBe(`/documents/${sent.id}/status/approved`);
    expect(puts[0]!.url.searchParams.get('companyId')).toBe(COMPANY);
  });

  test('rejects only with a reason, which goes to the API', async () => {
    const sent = doc({ type: 'cnpj_card', group: 'company', title: 'Cartão CNPJ', fromAccountant: false });
    const calls = renderSection((call) => {
      if (isList(call)) return page([sent]);
      if (call.method === 'PUT')
        return json(200, { data: { ...sent, status: 'rejected', rejectionReason: 'Vencido' } });
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: action('Recusar', 'Cartão CNPJ') }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar o documento?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar documento' }));
    expect(await within(dialog).findByText(documentMessages.rejectionReasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Motivo da recusa'), { target: { value: ' Cartão vencido ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar documento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/documents/${sent.id}/status/rejected`);
    expect(put.body).toEqual({ reason: 'Cartão vencido' });
    expect(toast.success).toHaveBeenCalledWith('Cartão CNPJ recusado. A empresa vê o motivo.');
  });

  test('deletes after confirming; a refusal stays in the dialog', async () => {
    const guide = doc({});
    let refuse = true;
    const calls = renderSection((call) => {
      if (isList(call)) return page([guide]);
      if (call.method === 'DELETE') {
        if (refuse) {
          refuse = false;
          return json(500, { error: { code: 'internal_error', message: 'Erro interno. Tente novamente.' } });
        }
        return new Response(null, { status: 204 });
      }
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: action('Excluir', 'DAS 03/2026') }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir o documento?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByText('Erro interno. Tente novamente.')).toBeTruthy();
    // No retry behind the person's back.
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(deletes[1]!.url.pathname).toBe(`/documents/${guide.id}`);
    expect(deletes[1]!.url.searchParams.get('companyId')).toBe(COMPANY);
  });
});

describe('Enviar guia', () => {
  async function openGuideForm() {
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar guia' }));
    return screen.getByRole('form', { name: 'Enviar guia' });
  }

  async function fillGuide(form: HTMLElement, file: File) {
    fireEvent.click(within(form).getByRole('combobox', { name: 'Tipo da guia' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DAS' }));
    fireEvent.change(within(form).getByLabelText('Competência'), { target: { value: '032026' } });
    fireEvent.change(within(form).getByLabelText('Vencimento'), { target: { value: '20042026' } });
    fireEvent.change(within(form).getByLabelText('Valor'), { target: { value: '123456' } });
    fireEvent.change(within(form).getByLabelText('Arquivo da guia'), { target: { files: [file] } });
  }

  test('an empty form shows the contract messages and sends nothing', async () => {
    const calls = renderSection((call) => (isList(call) ? page([]) : undefined));
    const form = await openGuideForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar guia' }));
    expect(await within(form).findByText(documentMessages.competenceRequired)).toBeTruthy();
    expect(within(form).getByText(documentMessages.dueDateRequired)).toBeTruthy();
    expect(within(form).getByText(documentMessages.amountRequired)).toBeTruthy();
    expect(within(form).getByText('Escolha o tipo do documento')).toBeTruthy();
    expect(within(form).getByText('Escolha um arquivo')).toBeTruthy();
    expect(calls.filter((call) => !isList(call))).toEqual([]);

    // One send at a time: the section's buttons come back when the form is cancelled.
    expect(screen.queryByRole('button', { name: 'Enviar documento' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Enviar guia' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar documento' })).toBeTruthy();
  });

  test('upload link, PUT of the bytes, then POST /documents with the masked values converted', async () => {
    const created = doc({});
    const calls = renderSection((call) => {
      if (isList(call)) return page([]);
      if (call.url.pathname.startsWith('/upload/'))
        return json(200, {
          data: {
            url: '/storage/objects/x/documents/abc/das.pdf?signature=s',
            method: 'PUT',
            key: 'documents/abc/das.pdf',
            headers: { 'content-type': 'application/pdf' },
            expiresAt: '2026-04-01T13:10:00.000Z',
          },
        });
      if (call.method === 'POST') return json(201, { data: created });
      return undefined;
    });
    const form = await openGuideForm();
    const file = new File(['%PDF-1.4 guia'], 'das março.pdf', { type: 'application/pdf' });
    await fillGuide(form, file);
    expect((within(form).getByLabelText('Competência') as HTMLInputElement).value).toBe('03/2026');
    expect((within(form).getByLabelText('Valor') as HTMLInputElement).value).toBe('R$ 1.234,56');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar guia' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('DAS 03/2026 enviado para a empresa.'));
    const link = calls.find((call) => call.url.pathname.startsWith('/upload/'))!;
    expect(link.url.pathname).toBe('/upload/das%20mar%C3%A7o.pdf');
    expect(Object.fromEntries(link.url.searchParams)).toEqual({
      companyId: COMPANY,
      contentType: 'application/pdf',
      size: String(file.size),
    });
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]!.method).toBe('PUT');
    expect(FakeUpload.sent[0]!.url).toBe('http://api/storage/objects/x/documents/abc/das.pdf?signature=s');
    expect(FakeUpload.sent[0]!.headers).toEqual({ 'content-type': 'application/pdf' });
    expect(FakeUpload.sent[0]!.body).toBe(file);
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/documents');
    expect(post.url.searchParams.get('companyId')).toBe(COMPANY);
    expect(post.body).toEqual({
      key: 'documents/abc/das.pdf',
      type: 'das',
      competence: '2026-03',
      dueDate: '2026-04-20',
      amount: 1234.56,
    });
    // The form closes once sent.
    expect(screen.queryByRole('form', { name: 'Enviar guia' })).toBeNull();
  });

  test("the API's field messages land under the fields; the file is not sent again", async () => {
    const calls = renderSection((call) => {
      if (isList(call)) return page([]);
      if (call.url.pathname.startsWith('/upload/'))
        return json(200, {
          data: {
            url: 'http://api/storage/objects/k',
            method: 'PUT',
            key: 'documents/k.pdf',
            headers: {},
            expiresAt: '2026-04-01T13:10:00.000Z',
          },
        });
      if (call.method === 'POST')
        return json(400, {
          error: {
            code: 'validation_error',
            message: 'Confira os campos destacados',
            fields: { dueDate: 'Data inválida', key: 'O arquivo ainda não foi enviado' },
          },
        });
      return undefined;
    });
    const form = await openGuideForm();
    await fillGuide(form, new File(['%PDF-1.4'], 'das.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar guia' }));
    expect(await within(form).findByText('O arquivo ainda não foi enviado')).toBeTruthy();
    expect(within(form).getByText('Data inválida')).toBeTruthy();
    expect(within(form).queryByText('Confira os campos destacados')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Enviar guia' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.url.pathname.startsWith('/upload/'))).toHaveLength(1);
    expect(FakeUpload.sent).toHaveLength(1);
  });

  test('a file that is not a PDF or an image is refused before anything is sent', async () => {
    const calls = renderSection((call) => (isList(call) ? page([]) : undefined));
    const form = await openGuideForm();
    await fillGuide(form, new File(['<xml/>'], 'guia.xml', { type: 'text/xml' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar guia' }));
    expect(await within(form).findByText('Envie um PDF ou uma imagem (JPG, PNG ou WebP)')).toBeTruthy();
    expect(calls.filter((call) => !isList(call))).toEqual([]);
  });
});

describe('Enviar documento', () => {
  test('a company document goes through the same upload, without guide fields', async () => {
    const calls = renderSection((call) => {
      if (isList(call)) return page([]);
      if (call.url.pathname.startsWith('/upload/'))
        return json(200, {
          data: {
            url: 'http://api/storage/objects/c',
            method: 'PUT',
            key: 'documents/c.pdf',
            headers: {},
            expiresAt: '2026-04-01T13:10:00.000Z',
          },
        });
      if (call.method === 'POST')
        return json(201, {
          data: doc({ type: 'cnpj_card', group: 'company', title: 'Cartão CNPJ', status: 'available' }),
        });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar documento' }));
    const form = screen.getByRole('form', { name: 'Enviar documento' });
    expect(within(form).queryByLabelText('Competência')).toBeNull();
    fireEvent.click(within(form).getByRole('combobox', { name: 'Tipo do documento' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Contrato social',
      'Cartão CNPJ',
      'Inscrição municipal',
      'Inscrição estadual',
      'Alvará ou licença',
      'Certificado digital',
      'Extrato bancário',
      'Outro',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Cartão CNPJ' }));
    fireEvent.change(within(form).getByLabelText('Arquivo'), {
      target: { files: [new File(['%PDF-1.4'], 'cartao.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar documento' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ key: 'documents/c.pdf', type: 'cnpj_card' });
  });
});
