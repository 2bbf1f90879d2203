import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { startFakeSefin, type FakeSefin } from '../../api/src/modules/nfse-nacional/sefin/fake-sefin.test-support';
import {
  createTestA1,
  type TestCa,
} from '../../api/src/modules/nfse-nacional/certificates/test-certificates.test-support';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  declineCookies,
  expect,
  publicPlans,
  randomCnpj,
  signInAt,
  signUp,
  test,
  type TestUser,
} from './fixtures';
import { answerCnpjLookups, apiCreateRequest, fillInvoiceFields, openInvoices, todayIso } from './invoices-support';
import { FAKE_SEFIN_PORT, fakeSefinCa } from './nfse-sefin-env';

// Issue 21's journey in Chromium, against the fake Sefin Nacional (started here; the API of
// the run points at it and trusts its test CA, playwright.config.ts). Automatic mode: the
// customer asks for a note and sees it issued with its number, PDF and XML, then cancels it
// with a reason. Reviewed mode: the accountant approves it in the admin screen and it is
// issued. A rejection shows the Sefin's code and message on the request.

let ca: TestCa;
let fake: FakeSefin;

test.beforeAll(async () => {
  ca = fakeSefinCa();
  fake = await startFakeSefin({ ca, port: FAKE_SEFIN_PORT });
});

test.afterAll(async () => {
  await fake?.close();
});

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

interface NationalCompany {
  user: TestUser;
  companyId: string;
  token: string;
}

/** A customer whose company has its fiscal profile (the mode given) and an A1 of the test CA, through the API. */
async function nationalCompany(
  request: APIRequestContext,
  mode: 'automatic' | 'reviewed',
  name: string,
  cnpj = randomCnpj(),
): Promise<NationalCompany> {
  const user = await signUp(request, 'Carlos Pereira');
  const company = await createCompanyFor(request, user, { status: 'active', name, cnpj });
  const { accessToken } = await apiSignIn(request, user);
  const headers = { authorization: `Bearer ${accessToken}` };
  const profile = await request.put(`${API_URL}/nfse/profile?companyId=${company.id}`, {
    headers,
    data: {
      municipalRegistration: '12345678',
      municipalityCode: '3550308',
      simplesOption: '3',
      simplesApuration: '1',
      specialRegime: '0',
      dpsSeries: '1',
      defaultNbs: '115022000',
      emissionMode: mode,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const a1 = createTestA1(ca, { cnpj, name: name.toUpperCase() });
  const certificate = await request.put(`${API_URL}/nfse/profile/certificate?companyId=${company.id}`, {
    headers,
    data: { certificate: a1.pkcs12.toString('base64'), password: a1.password },
  });
  expect(certificate.status(), await certificate.text()).toBe(200);
  return { user, companyId: company.id, token: accessToken };
}

/** Screenshots at 1280 and 360 px of the viewport with `target` (inside a scrolling dialog) in view. */
async function captureInView(page: Page, testInfo: TestInfo, name: string, target: Locator): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

const REQUEST_BODY = {
  emissionType: 'cpf',
  cpf: '52998224725',
  totalValue: 2750,
  taker: { name: 'Joana Ribeiro', email: 'joana@exemplo.com.br' },
  serviceCode: '010201',
  serviceDescription: 'Desenvolvimento do aplicativo de agendamento',
};

test('automatic: the note is issued at once with number, PDF and XML; the customer cancels it with a reason', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const company = await nationalCompany(request, 'automatic', 'Oficina Digital Ltda');
  await answerCnpjLookups(page.context());
  await openInvoices(page, company.user);
  const main = page.getByRole('main');
  const form = main.getByRole('region', { name: 'Pedir nota fiscal' });
  await fillInvoiceFields(form, {
    document: '52998224725',
    cpf: true,
    name: 'Joana Ribeiro',
    value: '2750,00',
    serviceSearch: 'programação',
    serviceCode: /^01\.02\.01/,
    description: 'Desenvolvimento do aplicativo de agendamento',
  });
  await form.getByRole('button', { name: 'Pedir nota fiscal' }).click();

  const table = main.getByRole('table', { name: 'Pedidos de nota fiscal' });
  const row = table.getByRole('row').filter({ hasText: 'Joana Ribeiro' });
  // Signed and sent at once; the list asks again every 10 s while it is not settled.
  await expect(row).toContainText('Emitida', { timeout: 45_000 });
  const note = fake.notes.at(-1)!;
  await expect(row).toContainText(String(note.number));
  // The delivery job draws the DANFSe: the list's PDF and XML shortcuts appear.
  await expect(row.getByRole('link', { name: /PDF/ })).toBeVisible({ timeout: 45_000 });
  await expect(row.getByRole('link', { name: /XML/ })).toBeVisible();

  await row.getByRole('link', { name: /Joana Ribeiro/ }).click();
  const detail = page.getByRole('dialog', { name: 'Pedido de nota fiscal' });
  await expect(detail.getByText('Emitida', { exact: true })).toBeVisible();
  await expect(detail.getByText('A Sefin Nacional emitiu a nota.', { exact: false })).toBeVisible();
  const issued = detail.getByRole('region', { name: 'Nota emitida' });
  await expect(issued).toContainText(String(note.number));
  await expect(issued).toContainText(note.accessKey.slice(0, 4));
  await expect(issued.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
  // The national XML, through the web server with the session.
  const download = page.waitForEvent('download');
  await issued.getByRole('link', { name: 'XML da NFS-e' }).click();
  expect((await download).suggestedFilename()).toBe(`NFS-e ${note.number}.xml`);
  await captureScreens(page, testInfo, 'nfse-request-issued');

  // Cancelling: the reason and its text, checked as the layout asks.
  await detail.getByRole('button', { name: 'Cancelar nota' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancelar a NFS-e ${note.number}?` });
  await cancel.getByRole('radio', { name: 'Serviço não prestado' }).check();
  await cancel.getByLabel('Justificativa').fill('curto');
  await cancel.getByRole('button', { name: 'Cancelar nota' }).click();
  await expect(cancel.getByText('Explique o motivo do cancelamento em 15 a 255 caracteres')).toBeVisible();
  await cancel.getByLabel('Justificativa').fill('O cliente desistiu do serviço antes do início');
  await cancel.getByRole('button', { name: 'Cancelar nota' }).click();
  // Built, validated against the XSD, signed and sent with mutual TLS: a few seconds.
  await expect(page.getByText('Nota cancelada na Sefin Nacional.')).toBeVisible({ timeout: 30_000 });
  await expect(cancel).toBeHidden();
  await expect(detail.getByText('Cancelada', { exact: true })).toBeVisible();
  const cancelled = detail.getByRole('region', { name: `Nota ${note.number} cancelada` });
  await expect(cancelled).toContainText('Serviço não prestado');
  await expect(cancelled).toContainText('O cliente desistiu do serviço antes do início');
  expect(fake.notes.find((item) => item.accessKey === note.accessKey)?.cancelled).toBe(true);
  await expect(detail.getByRole('button', { name: 'Cancelar nota' })).toHaveCount(0);
  await captureScreens(page, testInfo, 'nfse-request-cancelled');
});

test('reviewed: the accountant approves the request in the admin screen and it is issued', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const company = await nationalCompany(request, 'reviewed', 'Estúdio Revisado Ltda');
  const created = await apiCreateRequest(request, company.token, company.companyId, {
    ...REQUEST_BODY,
    taker: { name: 'Bruno Revisado', email: 'bruno@exemplo.com.br' },
    competenceDate: todayIso(),
  });
  const admin = await createSystemAdmin(request);
  await signInAt(page, admin, '/app/admin/invoices/nf-requests');
  const queue = page.getByRole('main');
  await expect(queue.getByRole('heading', { level: 1, name: 'Pedidos de NFS-e' })).toBeVisible();
  await expect(
    queue.getByText('No modo revisado, confira o pedido e aprove para emitir.', { exact: false }),
  ).toBeVisible();
  const row = queue.getByRole('row').filter({ hasText: 'Bruno Revisado' });
  await expect(row).toContainText('Aguarda aprovação');
  await captureScreens(page, testInfo, 'nfse-admin-queue');
  await row.getByRole('button', { name: 'Revisar e aprovar' }).click();
  const dialog = page.getByRole('dialog', { name: /Bruno Revisado/ });
  await expect(dialog.getByText('Esta empresa emite pela API nacional com revisão', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Aprovar e emitir' }).click();
  await expect(
    page.getByText('Pedido aprovado: a DPS foi assinada e está sendo enviada à Sefin Nacional.'),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Envio à Sefin Nacional' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The queue shows it issued once the Sefin answered (every status, refreshed by hand).
  await page.goto('/app/admin/invoices/nf-requests?status=todos');
  const issuedRow = page.getByRole('main').getByRole('row').filter({ hasText: 'Bruno Revisado' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(issuedRow).toContainText('Emitida', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  const note = fake.notes.at(-1)!;
  await issuedRow.getByRole('button', { name: 'Detalhes' }).click();
  const details = page.getByRole('dialog', { name: /Bruno Revisado/ });
  await expect(details.getByText(String(note.number), { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: 'XML da NFS-e' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancelar nota' })).toBeVisible();
  await captureScreens(page, testInfo, 'nfse-admin-issued');
  await captureInView(page, testInfo, 'nfse-admin-issued-note', details.getByRole('button', { name: 'Cancelar nota' }));
  expect(fake.notes.filter((item) => item.dpsId === note.dpsId)).toHaveLength(1);
  expect(created.id).toBeTruthy();
});

test('a rejection shows the Sefin Nacional code and message on the request', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const company = await nationalCompany(request, 'automatic', 'Padaria Recusada Ltda');
  fake.rejectNext([{ Codigo: 'E0625', Descricao: 'Inscrição municipal do prestador não encontrada' }]);
  const created = await apiCreateRequest(request, company.token, company.companyId, {
    ...REQUEST_BODY,
    taker: { name: 'Marcos Recusado' },
    competenceDate: todayIso(),
  });
  await openInvoices(page, company.user);
  await page.goto(`/app/invoices?pedido=${created.id}`);
  const detail = page.getByRole('dialog', { name: 'Pedido de nota fiscal' });
  await expect(detail.getByText('Recusada', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(detail.getByText('A Sefin Nacional recusou a nota:')).toBeVisible();
  const errors = detail.getByRole('list', { name: 'Erros da Sefin Nacional' });
  await expect(errors).toContainText('E0625');
  await expect(errors).toContainText('Inscrição municipal do prestador não encontrada');
  await captureScreens(page, testInfo, 'nfse-request-rejected');
});

// Issue 24, item 4 (decision 005): every paid fee gets the firm's own NFS-e, issued by the company
// registered with FIRM_CNPJ (playwright.config.ts) through its fiscal profile. Last in this file:
// once the firm can issue, fees that waited on it elsewhere in the run are sent to the fake too.
test("the firm's note for the fee: issued by the firm's company, downloaded from the customer's billing page", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await nationalCompany(request, 'automatic', 'Contábil Online Serviços Contábeis Ltda', '45723174000110');
  const customer = await signUp(request, 'Beatriz Rocha');
  const company = await createCompanyFor(request, customer, {
    status: 'active',
    name: `Loja Beatriz ${Date.now()} Ltda`,
    cnpj: randomCnpj(),
  });
  const { accessToken } = await apiSignIn(request, customer);
  const [plan] = await publicPlans(request);
  const checkout = await request.post(`${API_URL}/subscriptions/${plan!.id}?companyId=${company.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const paymentId = /\/pagamento\/sandbox\/([0-9a-f-]{36})$/.exec((await checkout.json()).data.url)![1]!;
  await request.post(`${API_URL}/payments/sandbox/sessions/${paymentId}/method`, { data: { method: 'pix' } });
  const paid = await request.post(`${API_URL}/payments/sandbox/sessions/${paymentId}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);

  await signInAt(page, customer, '/app/user/my-billing');
  const row = page
    .getByRole('table', { name: 'Pagamentos da assinatura' })
    .getByRole('row')
    .filter({ hasText: 'primeira mensalidade' });
  const link = row.getByRole('button', { name: /^Nota fiscal/ });
  // The fee job, the send and the delivery run right after the payment.
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000, 3_000] });
  await captureScreens(page, testInfo, 'billing-fee-invoice');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^NFS-e .+\.pdf$/);

  // The note is in the customer's documents too.
  await page.goto('/app/documents');
  await expect(
    page
      .getByText(/Nota fiscal da mensalidade/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
});
