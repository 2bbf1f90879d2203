import type { APIRequestContext } from '@playwright/test';
import { nfsMessages } from '@contabil/contracts';
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
} from './fixtures';
import {
  apiCancelRequest,
  apiChangeStatus,
  apiCreateRequest,
  apiGetRequest,
  SAMPLE_PDF,
  SAMPLE_XML,
} from './invoices-support';

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

const QUEUE = '/app/admin/invoices/nf-requests';

/** The customer's side: a note for a person (CPF) named `taker`. */
function askForNote(request: APIRequestContext, token: string, companyId: string, taker: string, totalValue: number) {
  return apiCreateRequest(request, token, companyId, {
    emissionType: 'cpf',
    cpf: '123.456.789-09',
    totalValue,
    taker: { name: taker, email: 'tomador@exemplo.com.br' },
    serviceCode: '010101',
    serviceDescription: 'Desenvolvimento do site institucional, etapa 1',
    competenceDate: new Date().toISOString().slice(0, 10),
    notes: 'Enviar a nota também para o financeiro.',
  });
}

test('an admin takes a request, issues it with its files, and rejects another with a reason', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await signUp(request, 'Marina Costa');
  // An active company with a CNPJ: it can ask for notes.
  const company = await createCompanyFor(request, owner, {
    status: 'active',
    name: `Estúdio Marina ${Date.now()} Ltda`,
    cnpj: randomCnpj(),
    size: 'ME',
  });
  const customer = (await apiSignIn(request, owner)).accessToken;
  const admin = await createSystemAdmin(request);
  const adminToken = (await apiSignIn(request, admin)).accessToken;
  const toIssue = await askForNote(request, customer, company.id, 'Alfa Clientes Ltda', 1500.5);
  const toReject = await askForNote(request, customer, company.id, 'Beta Consultoria', 820);
  // Two more to show every state in the list: one cancelled by the customer, one still waiting.
  const cancelled = await askForNote(request, customer, company.id, 'Gama Serviços', 99.9);
  await apiCancelRequest(request, customer, company.id, cancelled.id);
  await askForNote(request, customer, company.id, 'Delta Comércio', 4300);
  // Someone else on the team already took the one to reject.
  await apiChangeStatus(request, adminToken, toReject.id, 'processing');

  await signInAt(page, admin, QUEUE);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Pedidos de NFS-e');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Pedidos de NFS-e' })).toHaveAttribute('aria-current', 'page');

  // The queue ("Solicitada" by default), searched by the company.
  await main.getByRole('searchbox', { name: 'Buscar' }).fill(company.name);
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/busca=/);
  const table = main.getByRole('table', { name: 'Pedidos de nota fiscal de serviço' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const row = table.getByRole('row').filter({ hasText: 'Alfa Clientes Ltda' });
  await expect(row).toContainText(company.name);
  await expect(row).toContainText(/R\$\s1\.500,50/);
  await expect(row).toContainText('CPF 123.456.789-09');
  await expect(row).toContainText('Solicitada');

  // Take it: the dialog opens with everything needed to issue it.
  await row.getByRole('button', { name: 'Assumir' }).click();
  await expect(page.getByText('Pedido assumido: ele está "Em emissão" com você.')).toBeVisible({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Em emissão');
  await expect(dialog).toContainText('010101');
  await expect(dialog).toContainText('Análise e desenvolvimento de sistemas.');
  await expect(dialog).toContainText('Desenvolvimento do site institucional, etapa 1');
  await expect(dialog).toContainText('tomador@exemplo.com.br');
  await expect(dialog).toContainText('Enviar a nota também para o financeiro.');
  await expect(dialog.getByLabel('Data de emissão')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await captureScreens(page, testInfo, 'nf-requests-dialog-details');

  // Marking it issued before the files: the contract's message, nothing sent.
  await dialog.getByLabel('Número da nota').fill('1001');
  await dialog.getByRole('button', { name: 'Marcar como emitida' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(nfsMessages.filesMissing);

  // A PDF where the XML goes: refused in the browser.
  await dialog
    .getByLabel('XML da nota')
    .setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(dialog.getByText(nfsMessages.xmlExpected)).toBeVisible();
  await dialog
    .getByLabel('PDF da nota')
    .setInputFiles({ name: 'nota-1001.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await dialog
    .getByLabel('XML da nota')
    .setInputFiles({ name: 'nota-1001.xml', mimeType: 'text/xml', buffer: SAMPLE_XML });
  await expect(dialog.getByText('nota-1001.pdf anexado')).toBeVisible();
  await expect(dialog.getByText('nota-1001.xml anexado')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // The accountant can check what was attached, through the web server's file link.
  const pdfLink = dialog.getByRole('link', { name: 'Conferir' }).first();
  await expect(pdfLink).toHaveAttribute('href', `/app/invoices/${toIssue.id}/files/pdf?companyId=${company.id}`);
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await captureScreens(page, testInfo, 'nf-requests-issue-dialog');

  await dialog.getByRole('button', { name: 'Marcar como emitida' }).click();
  await expect(page.getByText('Nota 1001 marcada como emitida. O cliente foi avisado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Alfa Clientes Ltda' })).toHaveCount(0);

  // The one in processing: rejected, with a reason.
  await main.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Em emissão' }).click();
  await expect(page).toHaveURL(/status=processing/);
  const processing = table.getByRole('row').filter({ hasText: 'Beta Consultoria' });
  await processing.getByRole('button', { name: 'Recusar' }).click();
  const reject = page.getByRole('dialog', { name: 'Recusar o pedido?' });
  await reject.getByLabel('Motivo da recusa').fill('CPF');
  await reject.getByRole('button', { name: 'Recusar pedido' }).click();
  await expect(reject.getByText(nfsMessages.rejectionReasonRequired)).toBeVisible();
  await reject.getByLabel('Motivo da recusa').fill('O CPF do tomador não confere com o nome informado.');
  await reject.getByRole('button', { name: 'Recusar pedido' }).click();
  await expect(page.getByText('Pedido recusado. O cliente recebe o motivo por e-mail.')).toBeVisible();
  await expect(reject).toBeHidden();

  // Every state, from the API's point of view and on the screen.
  await main.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(page).toHaveURL(/status=todos/);
  await expect(table.getByRole('row').filter({ hasText: 'Alfa Clientes Ltda' })).toContainText('Emitida');
  await expect(table.getByRole('row').filter({ hasText: 'Beta Consultoria' })).toContainText('Recusada');
  await expect(table.getByRole('row').filter({ hasText: 'Gama Serviços' })).toContainText('Cancelada');
  await expect(table.getByRole('row').filter({ hasText: 'Delta Comércio' })).toContainText('Solicitada');
  expect(await apiGetRequest(request, customer, company.id, toReject.id)).toMatchObject({
    status: 'rejected',
    rejectionReason: 'O CPF do tomador não confere com o nome informado.',
  });
  expect(await apiGetRequest(request, customer, company.id, toIssue.id)).toMatchObject({
    status: 'issued',
    invoiceNumber: '1001',
    hasPdf: true,
    hasXml: true,
  });
  await captureScreens(page, testInfo, 'nf-requests-all-states');
});

test('a company user gets the restricted message on the queue', async ({ page, companyUser }, testInfo) => {
  await signInAt(page, companyUser, QUEUE);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('link', { name: 'Ir para as minhas notas fiscais' })).toHaveAttribute(
    'href',
    '/app/invoices',
  );
  await expect(main.getByRole('search')).toHaveCount(0);
  await captureScreens(page, testInfo, 'nf-requests-restricted');
});
