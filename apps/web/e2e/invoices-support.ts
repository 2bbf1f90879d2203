import type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { API_URL } from './e2e-env';
import { createCompanyFor, expect, randomCnpj, signInAt, type TestUser } from './fixtures';

// Shared by the invoice specs (invoices.spec.ts, journey-invoices.spec.ts) and by the
// specs that drive notes through the API (admin-nf-requests.spec.ts, panel.spec.ts).

/** An active company with a CNPJ owned by `user`: it may ask for notes. */
export function createInvoicingCompany(request: APIRequestContext, user: TestUser, name = 'Padaria Pão Quente Ltda') {
  return createCompanyFor(request, user, { status: 'active', name, cnpj: randomCnpj() });
}

export const LOOKUP_COMPANY = {
  legalName: 'MERCADO BOM PRECO LTDA',
  tradeName: 'BOM PRECO',
  registrationStatus: 'ATIVA',
  openedAt: '2012-05-10',
  mainCnae: '4711302',
  secondaryCnaes: [],
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};

/** Answers the page's CNPJ lookups (`GET /cnpjs/{cnpj}`): the API runs with its lookup off. */
export async function answerCnpjLookups(context: BrowserContext): Promise<void> {
  await context.route(/\/cnpjs\/[0-9A-Z]{14}$/, (route) =>
    route.fulfill({ json: { data: { exists: true, checkedWith: 'receita', company: LOOKUP_COMPANY } } }),
  );
}

export interface InvoiceData {
  /** Digits only; a CPF when `cpf` is true. */
  document: string;
  cpf?: boolean;
  /** Typed only when given (a CNPJ lookup fills it otherwise). */
  name?: string;
  /** "1500,00". */
  value: string;
  serviceSearch: string;
  serviceCode: RegExp;
  description: string;
}

/** Fills the request or schedule form inside `form` (the date fields are left to the caller). */
export async function fillInvoiceFields(form: Locator, data: InvoiceData): Promise<void> {
  if (data.cpf) {
    await form.getByRole('radio', { name: 'Pessoa física (CPF)' }).check();
    await form.getByLabel('CPF do tomador').fill(data.document);
  } else {
    await form.getByRole('radio', { name: 'Empresa (CNPJ)' }).check();
    await form.getByLabel('CNPJ do tomador').fill(data.document);
  }
  if (data.name) await form.getByLabel('Nome ou razão social').fill(data.name);
  await form.getByLabel('Valor total').fill(data.value);
  const code = form.getByRole('combobox', { name: 'Código do serviço' });
  await code.fill(data.serviceSearch);
  await form.getByRole('option', { name: data.serviceCode }).click();
  await expect(code).toHaveValue(data.serviceCode);
  await form.getByLabel('Descrição do serviço').fill(data.description);
}

/** The customer's invoices page, signed in. */
export async function openInvoices(page: Page, user: TestUser): Promise<void> {
  await signInAt(page, user, '/app/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible();
}

export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const SAMPLE_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><NFSe><infNFSe><nNFSe>42</nNFSe></infNFSe></NFSe>',
);

// ---------------------------------------------------------------- notes through the API
// `token`: an access token from apiSignIn (fixtures.ts), the customer's or an accountant's.

function authHeaders(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The customer asks for a note: `POST /nfs/requests?companyId=`. */
export async function apiCreateRequest(
  request: APIRequestContext,
  token: string,
  companyId: string,
  body: Record<string, unknown>,
): Promise<{ id: string }> {
  const response = await request.post(`${API_URL}/nfs/requests?companyId=${companyId}`, {
    headers: authHeaders(token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

/** The customer cancels a request still waiting: `DELETE /nfs/requests/{id}?companyId=`. */
export async function apiCancelRequest(
  request: APIRequestContext,
  token: string,
  companyId: string,
  id: string,
): Promise<void> {
  const response = await request.delete(`${API_URL}/nfs/requests/${id}?companyId=${companyId}`, {
    headers: authHeaders(token),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** One request as the customer reads it (`GET /nfs/requests/{id}?companyId=`): its `data`. */
export async function apiGetRequest(
  request: APIRequestContext,
  token: string,
  companyId: string,
  id: string,
): Promise<Record<string, unknown>> {
  const response = await request.get(`${API_URL}/nfs/requests/${id}?companyId=${companyId}`, {
    headers: authHeaders(token),
  });
  return (await response.json()).data;
}

/** An accountant moves a request: `PUT /nfs/requests/{id}/status/{status}`. */
export async function apiChangeStatus(
  request: APIRequestContext,
  token: string,
  id: string,
  status: 'processing' | 'issued' | 'rejected',
  data: Record<string, unknown> = {},
): Promise<void> {
  const response = await request.put(`${API_URL}/nfs/requests/${id}/status/${status}`, {
    headers: authHeaders(token),
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An accountant attaches the note's PDF and XML (multipart), as the issue dialog does. */
export async function apiAttachFiles(
  request: APIRequestContext,
  token: string,
  id: string,
  files: { pdf: Buffer; xml: Buffer } = { pdf: SAMPLE_PDF, xml: SAMPLE_XML },
): Promise<void> {
  for (const [kind, buffer, mimeType] of [
    ['pdf', files.pdf, 'application/pdf'],
    ['xml', files.xml, 'application/xml'],
  ] as const) {
    const response = await request.post(`${API_URL}/nfs/requests/${id}/files/${kind}`, {
      headers: authHeaders(token),
      multipart: { file: { name: `nota.${kind}`, mimeType, buffer } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** An accountant issues a requested note: takes it, attaches both files, marks it issued. */
export async function apiIssueRequest(
  request: APIRequestContext,
  token: string,
  id: string,
  details: { invoiceNumber: string; issueDate?: string },
): Promise<void> {
  await apiChangeStatus(request, token, id, 'processing');
  await apiAttachFiles(request, token, id);
  await apiChangeStatus(request, token, id, 'issued', {
    invoiceNumber: details.invoiceNumber,
    issueDate: details.issueDate ?? todayIso(),
  });
}

/** The accountants' side for a requested note: take it, then issue it or reject it (or stop there). */
export async function apiAdvanceRequest(
  request: APIRequestContext,
  token: string,
  id: string,
  to: 'processing' | 'issued' | 'rejected',
  details: { invoiceNumber?: string; reason?: string } = {},
): Promise<void> {
  if (to === 'issued') return apiIssueRequest(request, token, id, { invoiceNumber: details.invoiceNumber ?? '42' });
  await apiChangeStatus(request, token, id, 'processing');
  if (to === 'rejected')
    await apiChangeStatus(request, token, id, 'rejected', {
      reason: details.reason ?? 'O CNPJ do tomador está inativo na Receita.',
    });
}

/** Today in Brasília, `YYYY-MM-DD`. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/**
 * What a person sees at desktop and small-phone widths, without scrolling: for sheets and
 * dialogs, which a full-page screenshot draws over only the first screen.
 */
export async function captureViewports(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}
