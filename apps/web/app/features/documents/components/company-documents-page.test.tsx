// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { documentMessages, storageMessages, type CompanyDocument } from '@contabil/contracts';
import { json, polyfillRadixDom } from '~/test/step-test-harness';
import { toast } from '~/platform/toast';
import { PDF_OR_IMAGE_FILE } from '~/lib/files/document-files';
import { FakeRequest, renderDocuments, sampleDocument } from '~/test/documents-test-support';
import {
  COMPANY_DOCUMENT_SENT_MESSAGE,
  CompanyDocumentsPage,
  DOCUMENT_DELETED_MESSAGE,
} from './company-documents-page';

vi.mock('~/platform/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('~/session/use-session', () => ({
  useSession: () => ({ contextCompany: { id: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Padaria' } }),
}));

beforeAll(polyfillRadixDom);
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

const id = (n: number) => `4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0b${String(n).padStart(2, '0')}`;
const companyDocument = (n: number, overrides: Partial<CompanyDocument>) =>
  sampleDocument({
    id: id(n),
    group: 'company',
    competence: null,
    dueDate: null,
    amount: null,
    fromAccountant: false,
    uploadedBy: { uid: '1b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Carlos Pereira' },
    status: 'pending',
    ...overrides,
  });

const LINK = {
  url: 'http://api.test/storage/objects/contrato?signature=s',
  method: 'PUT',
  key: 'documents/c1/contrato-social.pdf',
  headers: { 'content-type': 'application/pdf' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

interface ApiState {
  documents: CompanyDocument[];
  created: unknown[];
  deleted: string[];
  createAnswer?: () => Response;
}

function api(state: ApiState) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/documents' && method === 'GET')
      return json(200, { data: state.documents, total: state.documents.length, limit: 100, offset: 0 });
    if (url.pathname.startsWith('/upload/')) return json(200, { data: LINK });
    if (url.pathname === '/documents' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { key: string; type: CompanyDocument['type'] };
      state.created.push(body);
      if (state.createAnswer) return state.createAnswer();
      const created = companyDocument(90, { type: body.type, key: body.key, fileName: 'contrato-social.pdf' });
      state.documents = [created, ...state.documents];
      return json(201, { data: created });
    }
    if (method === 'DELETE') {
      const docId = url.pathname.split('/').at(-1)!;
      state.deleted.push(docId);
      state.documents = state.documents.filter((document) => document.id !== docId);
      return json(200, { data: null });
    }
    return json(404, { error: { code: 'not_found', message: 'Não encontrado' } });
  });
}

describe('the company documents by type', () => {
  test('each type has its section; statuses, the refusal reason, and delete only for own ones not approved', async () => {
    const state: ApiState = {
      documents: [
        companyDocument(1, { type: 'cnpj_card', fileName: 'cartao-cnpj.pdf', status: 'approved' }),
        companyDocument(2, {
          type: 'license',
          fileName: 'alvara.jpg',
          contentType: 'image/jpeg',
          status: 'rejected',
          rejectionReason: 'O alvará está vencido.',
        }),
        companyDocument(3, {
          type: 'articles_of_association',
          fileName: 'contrato.pdf',
          status: 'available',
          fromAccountant: true,
        }),
        companyDocument(4, { type: 'articles_of_association', fileName: 'alteracao.pdf', status: 'pending' }),
      ],
      created: [],
      deleted: [],
    };
    const fetch = api(state);
    renderDocuments(<CompanyDocumentsPage />, fetch, '/app/documents/company');
    const contract = await screen.findByRole('region', { name: 'Contrato social' });
    for (const name of [
      'Cartão CNPJ',
      'Inscrição municipal',
      'Inscrição estadual',
      'Alvará ou licença',
      'Certificado digital',
    ])
      expect(screen.getByRole('region', { name })).toBeTruthy();

    const items = within(contract).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('contrato.pdf'),
      expect.stringContaining('alteracao.pdf'),
    ]);
    expect(items[0]!.textContent).toContain('Disponível');
    expect(items[0]!.textContent).toContain('Contabilidade');
    expect(within(items[0]!).queryByRole('button', { name: /Excluir/ })).toBeNull();
    expect(items[1]!.textContent).toContain('Pendente de análise');
    expect(within(items[1]!).getByRole('button', { name: /^Excluir\s?: alteracao\.pdf$/ })).toBeTruthy();

    const cnpj = screen.getByRole('region', { name: 'Cartão CNPJ' });
    expect(cnpj.textContent).toContain('Aprovado');
    expect(within(cnpj).queryByRole('button', { name: /Excluir/ })).toBeNull();
    const license = screen.getByRole('region', { name: 'Alvará ou licença' });
    expect(license.textContent).toContain('Recusado');
    expect(license.textContent).toContain('Motivo da recusa: O alvará está vencido.');
    expect(within(license).getByRole('button', { name: /Visualizar/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Inscrição municipal' }).textContent).toContain(
      'Nenhum arquivo enviado ainda.',
    );
    // One call with the company types.
    const lists = fetch.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/documents');
    expect(new URL(String(lists[0]![0])).searchParams.getAll('type')).toEqual([
      'articles_of_association',
      'cnpj_card',
      'municipal_registration',
      'state_registration',
      'license',
      'digital_certificate',
    ]);
  });

  test('a file chosen is sent with its progress and registered under its type, then listed as pending', async () => {
    const state: ApiState = { documents: [], created: [], deleted: [] };
    renderDocuments(<CompanyDocumentsPage />, api(state), '/app/documents/company');
    const contract = await screen.findByRole('region', { name: 'Contrato social' });
    const input = within(contract).getByLabelText('Enviar contrato social');
    expect(input.getAttribute('accept')).toBe(PDF_OR_IMAGE_FILE.accept);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'contrato-social.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.upload.onprogress!({ lengthComputable: true, loaded: 3, total: 4 });
    const bar = await within(contract).findByRole('progressbar', { name: 'Envio: Contrato social' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('75'));
    requests[0]!.answer(204);
    await waitFor(() => expect(state.created).toEqual([{ key: LINK.key, type: 'articles_of_association' }]));
    expect(await within(contract).findByText('contrato-social.pdf')).toBeTruthy();
    expect(within(contract).getByText('Pendente de análise')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(COMPANY_DOCUMENT_SENT_MESSAGE);
  });

  test('a file of another kind is refused before sending; a refusal of the API shows as it came', async () => {
    const state: ApiState = {
      documents: [],
      created: [],
      deleted: [],
      createAnswer: () => json(415, { error: { code: 'unsupported_media_type', message: storageMessages.badType } }),
    };
    const fetch = api(state);
    renderDocuments(<CompanyDocumentsPage />, fetch, '/app/documents/company');
    const card = await screen.findByRole('region', { name: 'Cartão CNPJ' });
    const input = within(card).getByLabelText('Enviar cartão CNPJ');
    fireEvent.change(input, { target: { files: [new File(['PK'], 'cartao.zip')] } });
    expect(await within(card).findByText(PDF_OR_IMAGE_FILE.message)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/upload/'))).toBe(false);

    fireEvent.change(input, { target: { files: [new File(['nada'], 'cartao.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]!.answer(204);
    expect(await within(card).findByText(storageMessages.badType)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  test('delete asks first, then removes it', async () => {
    const state: ApiState = {
      documents: [companyDocument(5, { type: 'state_registration', fileName: 'ie.pdf', status: 'rejected' })],
      created: [],
      deleted: [],
    };
    renderDocuments(<CompanyDocumentsPage />, api(state), '/app/documents/company');
    const card = await screen.findByRole('region', { name: 'Inscrição estadual' });
    fireEvent.click(within(card).getByRole('button', { name: /^Excluir\s?: ie\.pdf$/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir este documento?' });
    expect(state.deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(state.deleted).toEqual([id(5)]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(DOCUMENT_DELETED_MESSAGE);
    expect((await within(card).findByText('Nenhum arquivo enviado ainda.')).textContent).toBeTruthy();
  });

  test("the API's refusal to delete stays in the dialog", async () => {
    const state: ApiState = {
      documents: [companyDocument(6, { type: 'license', fileName: 'alvara.pdf', status: 'pending' })],
      created: [],
      deleted: [],
    };
    const base = api(state);
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) =>
      init?.method === 'DELETE'
        ? json(409, { error: { code: 'conflict', message: documentMessages.cannotDelete } })
        : base(input, init),
    );
    renderDocuments(<CompanyDocumentsPage />, fetch, '/app/documents/company');
    const card = await screen.findByRole('region', { name: 'Alvará ou licença' });
    fireEvent.click(within(card).getByRole('button', { name: /^Excluir/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir este documento?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sim, excluir' }));
    expect(await within(confirm).findByText(documentMessages.cannotDelete)).toBeTruthy();
  });
});
