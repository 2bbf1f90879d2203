import { createSystemAdmin, declineCookies, expect, signIn, signUp, test } from './fixtures';
import {
  answerCnpjLookups,
  captureViewports,
  createInvoicingCompany,
  fillInvoiceFields,
  openInvoices,
  SAMPLE_PDF,
  SAMPLE_XML,
} from './invoices-support';

// Issue 5's "done when": a customer asks for a note in the browser; an accountant, in
// another browser, takes it from the queue, attaches the PDF and the XML and marks it
// issued; the customer sees it "Emitida" without reloading and downloads the PDF.

test('a note asked for by the customer is issued by an accountant and downloaded', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await signUp(request, 'Rafael Nogueira');
  const companyName = `Oficina Digital ${Date.now()} Ltda`;
  await createInvoicingCompany(request, user, companyName);
  const admin = await createSystemAdmin(request);
  await declineCookies(page.context());
  await answerCnpjLookups(page.context());

  // 1. The customer asks for the note.
  await openInvoices(page, user);
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
  await expect(row).toContainText('Solicitada');
  await row.getByRole('link', { name: /Joana Ribeiro/ }).click();
  const detail = page.getByRole('dialog', { name: 'Pedido de nota fiscal' });
  await expect(detail.getByText('Solicitada', { exact: true })).toBeVisible();

  // 2. The accountant, in a browser of their own, works the queue.
  const adminContext = await browser.newContext();
  await declineCookies(adminContext);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/app/login?next=%2Fapp%2Fadmin%2Finvoices%2Fnf-requests');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/app\/admin\/invoices\/nf-requests/);
  const queue = adminPage.getByRole('main');
  await expect(queue.getByRole('heading', { level: 1, name: 'Pedidos de NFS-e' })).toBeVisible();
  await queue.getByRole('searchbox', { name: 'Buscar' }).fill(companyName);
  await queue.getByRole('button', { name: 'Buscar' }).click();
  const queued = queue.locator('tr, li').filter({ hasText: 'Joana Ribeiro' }).filter({ visible: true });
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText(companyName);
  await queued.getByRole('button', { name: 'Assumir' }).click();

  const issue = adminPage.getByRole('dialog', { name: /Joana Ribeiro/ });
  await expect(issue.getByRole('heading', { name: 'Emitir a nota' })).toBeVisible();
  await issue
    .getByLabel('PDF da nota')
    .setInputFiles({ name: 'nota-2026-77.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(issue.getByText('nota-2026-77.pdf anexado')).toBeVisible();
  await issue
    .getByLabel('XML da nota')
    .setInputFiles({ name: 'nota-2026-77.xml', mimeType: 'application/xml', buffer: SAMPLE_XML });
  await expect(issue.getByText('nota-2026-77.xml anexado')).toBeVisible();

  // Meanwhile the customer's page follows on its own: "Em emissão".
  await expect(detail.getByText('Em emissão', { exact: true })).toBeVisible({ timeout: 20_000 });

  await issue.getByLabel('Número da nota').fill('202677');
  await issue.getByRole('button', { name: 'Marcar como emitida' }).click();
  await expect(adminPage.getByText('Nota 202677 marcada como emitida. O cliente foi avisado.')).toBeVisible();
  await adminContext.close();

  // 3. The customer sees it issued without reloading, with the number, and downloads the PDF.
  await expect(detail.getByText('Emitida', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(detail).toContainText('202677');
  await captureViewports(page, testInfo, 'journey-invoice-issued');
  const download = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Baixar PDF' }).click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(bytes.equals(SAMPLE_PDF)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(row).toContainText('Emitida');
});
