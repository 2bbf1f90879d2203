import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  declineCookies,
  expect,
  randomCnpj,
  signInAt,
  signUp,
  test,
  type TestUser,
} from './fixtures';

// The accountants' side of documents: find any company, send it a guide, review what it sent.

const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

interface StoredDocument {
  id: string;
  type: string;
  title: string;
  status: string;
  rejectionReason: string | null;
  fromAccountant: boolean;
  competence: string | null;
  dueDate: string | null;
  amount: number | null;
}

/** What the customer's screens do, through the API: an upload link, the bytes PUT to it, then POST /documents. */
async function customerSendsDocument(
  request: APIRequestContext,
  token: string,
  companyId: string,
  { fileName, type, title }: { fileName: string; type: string; title: string },
): Promise<StoredDocument> {
  const authorization = `Bearer ${token}`;
  const query = new URLSearchParams({ companyId, contentType: 'application/pdf', size: String(SAMPLE_PDF.length) });
  const linkResponse = await request.get(`${API_URL}/upload/${encodeURIComponent(fileName)}?${query}`, {
    headers: { authorization },
  });
  expect(linkResponse.status(), await linkResponse.text()).toBe(200);
  const link = (await linkResponse.json()).data as { url: string; key: string; headers: Record<string, string> };
  const url = /^https?:/.test(link.url) ? link.url : `${API_URL}${link.url}`;
  const put = await request.put(url, { headers: link.headers, data: SAMPLE_PDF });
  expect(put.ok(), await put.text()).toBe(true);
  const created = await request.post(`${API_URL}/documents?${new URLSearchParams({ companyId })}`, {
    headers: { authorization },
    data: { key: link.key, type, title },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as StoredDocument;
}

async function listDocuments(request: APIRequestContext, token: string, companyId: string) {
  const response = await request.get(`${API_URL}/documents?${new URLSearchParams({ companyId, limit: '50' })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as StoredDocument[];
}

/**
 * The section alone at desktop and phone widths: a clip of the full page taken from the
 * top, so the sticky top bar stays at the top and does not cover the section.
 */
async function captureSection(page: Page, section: Locator, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await section.boundingBox())!;
    const margin = 8;
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}.png`),
      fullPage: true,
      clip: {
        x: Math.max(0, box.x - margin),
        y: Math.max(0, box.y - margin),
        width: Math.min(width, box.width + 2 * margin),
        height: box.height + 2 * margin,
      },
    });
  }
  if (original) await page.setViewportSize(original);
}

const documentRow = (section: Locator, title: string) =>
  section.getByRole('list', { name: 'Documentos da empresa' }).getByRole('listitem', { name: title, exact: true });

test('an accountant finds a company by CNPJ, sends a DAS guide and reviews what the company sent', async ({
  page,
  request,
}, testInfo) => {
  const owner: TestUser = await signUp(request, 'Marina Costa');
  const cnpj = randomCnpj();
  const company = await createCompanyFor(request, owner, {
    status: 'active',
    trackId: 'migrate-company',
    trackStatus: 'done',
    name: `Ateliê Marina ${Date.now()} Ltda`,
    cnpj,
    size: 'ME',
  });
  // The customer sends two company documents for review, as /app/documents/company does.
  const { accessToken: ownerToken } = await apiSignIn(request, owner);
  const contract = await customerSendsDocument(request, ownerToken, company.id, {
    fileName: 'contrato-social.pdf',
    type: 'articles_of_association',
    title: 'Contrato social consolidado',
  });
  expect(contract.status).toBe('pending');
  await customerSendsDocument(request, ownerToken, company.id, {
    fileName: 'cartao-cnpj.pdf',
    type: 'cnpj_card',
    title: 'Cartão CNPJ',
  });
  const admin = await createSystemAdmin(request);

  // The companies list: reached from the menu, searched by the CNPJ as people type it.
  await signInAt(page, admin, '/app/admin/companies');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Empresas');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Empresas', exact: true })).toHaveAttribute('aria-current', 'page');
  const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
  await main.getByRole('searchbox', { name: 'Buscar' }).fill(masked);
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/busca=/);
  const table = main.getByRole('table', { name: 'Empresas' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: company.name });
  await expect(row).toContainText(masked);
  await expect(row).toContainText('Ativa');
  await captureScreens(page, testInfo, 'admin-companies');

  await row.getByRole('link', { name: company.name }).click();
  await expect(page).toHaveURL(`/app/admin/companies/${company.id}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(company.name);
  const section = main.getByRole('region', { name: 'Documentos', exact: true });
  await expect(section.getByText('2 documentos enviados pela empresa aguardam revisão.')).toBeVisible();
  await expect(documentRow(section, 'Contrato social consolidado')).toContainText('Enviado por Empresa · Marina Costa');

  // "Enviar guia": the masks, the file, then the upload with its progress bar.
  await section.getByRole('button', { name: 'Enviar guia' }).click();
  const form = section.getByRole('form', { name: 'Enviar guia' });
  await form.getByRole('button', { name: 'Enviar guia' }).click();
  await expect(form.getByText('Informe a competência (mês/ano)')).toBeVisible();
  await expect(form.getByText('Informe o vencimento')).toBeVisible();
  await expect(form.getByText('Informe o valor da guia')).toBeVisible();
  await form.getByRole('combobox', { name: 'Tipo da guia' }).click();
  await page.getByRole('option', { name: 'DAS', exact: true }).click();
  await form.getByLabel('Competência').pressSequentially('032026');
  await expect(form.getByLabel('Competência')).toHaveValue('03/2026');
  await form.getByLabel('Vencimento').pressSequentially('20042026');
  await expect(form.getByLabel('Vencimento')).toHaveValue('20/04/2026');
  await form.getByLabel('Valor').pressSequentially('123456');
  await expect(form.getByLabel('Valor')).toHaveValue('R$ 1.234,56');
  await form.getByLabel('Arquivo da guia').setInputFiles({
    name: 'das-marco-2026.pdf',
    mimeType: 'application/pdf',
    buffer: SAMPLE_PDF,
  });
  await captureSection(page, section, testInfo, 'admin-documents-guide-form');

  // Hold the bytes a moment on their way to storage, so the bar is there to be seen.
  let releaseUpload: () => void = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/storage/objects/**', async (route) => {
    if (route.request().method() === 'PUT') await uploadHeld;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Enviar guia' }).click();
  await expect(form.getByRole('progressbar', { name: 'Envio da guia' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enviando arquivo…' })).toBeDisabled();
  releaseUpload();
  await expect(section.getByRole('form', { name: 'Enviar guia' })).toHaveCount(0);
  const guide = documentRow(section, 'DAS 03/2026');
  await expect(guide).toContainText('Pendente');
  await expect(guide).toContainText('Competência:03/2026');
  await expect(guide).toContainText('Valor:R$ 1.234,56');
  await expect(guide).toContainText('Vencimento:20/04/2026');
  await expect(guide).toContainText('Enviado por Contabilidade · Helena Contadora');
  await page.unroute('**/storage/objects/**');

  // The preview: the PDF in a frame, from a short-lived inline link.
  await guide.getByRole('button', { name: /^Visualizar/ }).click();
  const preview = page.getByRole('dialog', { name: 'DAS 03/2026' });
  const frame = preview.locator('iframe[title="Visualização: DAS 03/2026"]');
  await expect(frame).toHaveAttribute('src', /\/storage\/objects\/.*disposition=inline/);
  const framed = await request.get((await frame.getAttribute('src'))!);
  expect(framed.status()).toBe(200);
  expect(framed.headers()['content-type']).toBe('application/pdf');
  await preview.getByRole('button', { name: 'Fechar' }).click();

  // The review: approve the contract, refuse the CNPJ card with a reason.
  await documentRow(section, 'Contrato social consolidado')
    .getByRole('button', { name: /^Aprovar/ })
    .click();
  await expect(documentRow(section, 'Contrato social consolidado')).toContainText('Aprovado');
  await expect(section.getByText('1 documento enviado pela empresa aguarda revisão.')).toBeVisible();

  await documentRow(section, 'Cartão CNPJ')
    .getByRole('button', { name: /^Recusar/ })
    .click();
  const reject = page.getByRole('dialog', { name: 'Recusar o documento?' });
  await reject.getByRole('button', { name: 'Recusar documento' }).click();
  await expect(reject.getByText('Explique por que o documento foi recusado')).toBeVisible();
  await reject.getByLabel('Motivo da recusa').fill('O cartão está desatualizado: envie o emitido este mês.');
  await reject.getByRole('button', { name: 'Recusar documento' }).click();
  await expect(reject).toHaveCount(0);
  const refused = documentRow(section, 'Cartão CNPJ');
  await expect(refused).toContainText('Recusado');
  await expect(refused).toContainText('Motivo da recusa: O cartão está desatualizado: envie o emitido este mês.');
  await expect(section.getByText(/aguarda(m)? revisão\./)).toHaveCount(0);
  await captureSection(page, section, testInfo, 'admin-documents-reviewed');

  // What the company sees through the API matches.
  const stored = await listDocuments(request, ownerToken, company.id);
  const byTitle = Object.fromEntries(stored.map((document) => [document.title, document]));
  expect(byTitle['Contrato social consolidado']!.status).toBe('approved');
  expect(byTitle['Cartão CNPJ']!.status).toBe('rejected');
  expect(byTitle['Cartão CNPJ']!.rejectionReason).toBe('O cartão está desatualizado: envie o emitido este mês.');
  expect(byTitle['DAS 03/2026']).toMatchObject({
    type: 'das',
    status: 'pending',
    fromAccountant: true,
    competence: '2026-03',
    dueDate: '2026-04-20',
    amount: 1234.56,
  });

  // Deleting asks first, then the document is gone for the company too.
  await refused.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir o documento?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(documentRow(section, 'Cartão CNPJ')).toHaveCount(0);
  expect((await listDocuments(request, ownerToken, company.id)).map((document) => document.title).sort()).toEqual([
    'Contrato social consolidado',
    'DAS 03/2026',
  ]);
});

test('a company user who opens the companies list gets the restricted message', async ({ page, companyUser }) => {
  await signInAt(page, companyUser, '/app/admin/companies');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(main.getByRole('searchbox')).toHaveCount(0);
  await expect(main.getByRole('table')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Empresas', exact: true }),
  ).toHaveCount(0);
});
