import {
  apiSignIn,
  captureScreens,
  createSystemAdmin,
  declineCookies,
  expect,
  signInAt,
  signUp,
  test,
} from './fixtures';
import { SAMPLE_PDF, apiCreateRequest, createInvoicingCompany } from './invoices-support';

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('the customer asks about an NFS-e, the accountant answers from the inbox with a file, the customer sees it live, resolved', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = await signUp(request, 'Carla Mendes');
  const company = await createInvoicingCompany(request, owner, `Ateliê Carla ${Date.now()} Ltda`);
  const customerToken = (await apiSignIn(request, owner)).accessToken;
  const note = await apiCreateRequest(request, customerToken, company.id, {
    emissionType: 'cpf',
    cpf: '123.456.789-09',
    totalValue: 1250.9,
    taker: { name: 'João Pereira', email: 'joao@exemplo.com.br' },
    serviceCode: '010101',
    serviceDescription: 'Criação da identidade visual',
    competenceDate: new Date().toISOString().slice(0, 10),
  });

  // The customer opens the request and asks about it from there.
  await signInAt(page, owner, `/app/invoices?pedido=${note.id}`);
  const sheet = page.getByRole('dialog', { name: 'Pedido de nota fiscal' });
  await sheet.getByRole('button', { name: 'Perguntar sobre esta nota' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido de NFS-e para João Pereira' })).toBeVisible();
  await page.getByLabel('Sua mensagem').fill('Olá! O tomador pediu a nota com o endereço novo. Dá para ajustar?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('article', { name: 'Mensagem de Carla Mendes' })).toContainText('endereço novo');
  const threadUrl = page.url();
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  // The accountant, in another browser, finds it in the inbox and answers with a file.
  const firmContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await declineCookies(firmContext);
  const firm = await firmContext.newPage();
  const accountant = await createSystemAdmin(request, 'Helena Contadora');
  await signInAt(firm, accountant, '/app/admin/conversations');
  await expect(firm.getByRole('heading', { level: 1, name: 'Caixa de conversas' })).toBeVisible();
  const row = firm.getByRole('link', { name: /Pedido de NFS-e para João Pereira/ }).filter({ hasText: company.name });
  await expect(row).toContainText('Aguardando resposta');
  await captureScreens(firm, testInfo, 'conversations-inbox');
  await row.click();
  await expect(firm.getByRole('heading', { level: 1, name: 'Pedido de NFS-e para João Pereira' })).toBeVisible();
  await firm.locator('input[type="file"]').setInputFiles({
    name: 'nota-corrigida.pdf',
    mimeType: 'application/pdf',
    buffer: SAMPLE_PDF,
  });
  await expect(firm.getByRole('list', { name: 'Arquivos anexados' })).toContainText('nota-corrigida.pdf');
  await firm
    .getByLabel('Sua mensagem')
    .fill('Claro, Carla! Ajustei o endereço; segue a prévia da nota. Detalhes em https://www.gov.br/nfse');
  const sentAt = Date.now();
  await firm.getByRole('button', { name: 'Enviar' }).click();

  // The customer sees it without reloading, with the file and the link.
  const answer = page.getByRole('article', { name: 'Mensagem de Helena Contadora' });
  await expect(answer).toContainText('Ajustei o endereço', { timeout: 5000 });
  testInfo.annotations.push({
    type: 'live',
    description: `answer on the customer's screen ${Date.now() - sentAt} ms after Enviar`,
  });
  await expect(answer.getByRole('button', { name: /nota-corrigida\.pdf/ })).toBeVisible();
  await expect(answer.getByRole('link', { name: 'https://www.gov.br/nfse' })).toHaveAttribute('rel', /noopener/);
  expect(page.url()).toBe(threadUrl);
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

  // Read receipts: the accountant sees the customer read the answer.
  await expect(firm.getByText(/Lida por Carla Mendes/)).toBeVisible({ timeout: 5000 });
  // Answering an unassigned thread makes the accountant its responsible.
  await expect(firm.getByRole('combobox', { name: 'Responsável' })).toHaveText('Helena Contadora');
  await captureScreens(firm, testInfo, 'conversations-firm-thread');

  // The accountant keeps the file in the company's documents.
  await firm.getByRole('button', { name: /Guardar nos documentos/ }).click();
  const vault = firm.getByRole('dialog', { name: 'Guardar nos documentos da empresa' });
  await vault.getByLabel('Título (opcional)').fill('Prévia da nota corrigida');
  await vault.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(firm.getByText('Arquivo guardado nos documentos da empresa.')).toBeVisible();

  // The accountant resolves the thread; the customer sees the status change live.
  await firm.getByRole('button', { name: 'Marcar como resolvida' }).click();
  await expect(firm.getByText('Resolvida', { exact: true })).toBeVisible();
  await expect(page.getByText('Resolvida', { exact: true })).toBeVisible({ timeout: 5000 });
  await captureScreens(page, testInfo, 'conversations-customer-thread');

  // The customer's list shows it resolved.
  await page.goto('/app/conversations');
  await expect(page.getByRole('link', { name: /Pedido de NFS-e para João Pereira/ })).toContainText('Resolvida', {
    timeout: 15_000,
  });
  await captureScreens(page, testInfo, 'conversations-customer-list');

  // The file the accountant kept is in the customer's documents, where it can be asked about too.
  await page.goto('/app/documents');
  const kept = page.getByRole('table').getByRole('row', { name: /Prévia da nota corrigida/ });
  // A fresh page load on a busy two-core machine: the first queries can take a while.
  await expect(kept).toBeVisible({ timeout: 15_000 });
  await expect(kept.getByRole('button', { name: /^Perguntar\s*: Prévia da nota corrigida$/ })).toBeVisible();
  await captureScreens(page, testInfo, 'conversations-customer-documents');
  await firmContext.close();
});
