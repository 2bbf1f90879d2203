import {
  apiSignIn,
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  expect,
  signIn,
  signInAt,
  signUp,
  test,
} from './fixtures';
import { apiCreateRequest, createInvoicingCompany } from './invoices-support';

test.use({ cookiesDeclined: true });

// Issue 27, item 10: the administrator's day starts on the firm's work queue, and each row opens
// the admin screen filtered to exactly what it counts.
test("the administrator's day: sign-in lands on the work queue, each row opens its filtered screen", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const owner = await signUp(request, 'Marina Costa');
  const invoicing = await createInvoicingCompany(request, owner, `Estúdio Marina ${stamp} Ltda`);
  const customer = (await apiSignIn(request, owner)).accessToken;
  await apiCreateRequest(request, customer, invoicing.id, {
    emissionType: 'cpf',
    cpf: '123.456.789-09',
    totalValue: 1500,
    taker: { name: 'João Tomador', email: 'tomador@exemplo.com.br' },
    serviceCode: '010101',
    serviceDescription: 'Desenvolvimento do site institucional',
    competenceDate: new Date().toISOString().slice(0, 10),
  });
  const opener = await signUp(request, 'Rafael Lima');
  const awaitingGuide = await createCompanyFor(request, opener, {
    status: 'awaiting_opening',
    trackId: 'create-company',
    name: `Padaria Rafael ${stamp} Ltda`,
    stepsDone: ['partner-registration', 'pre-registration', 'select-fiscal-address', 'subscription'],
  });
  const overdueOwner = await signUp(request, 'Paula Nunes');
  const overdue = await createCompanyFor(request, overdueOwner, {
    status: 'overdue',
    name: `Oficina Paula ${stamp} Ltda`,
  });
  const admin = await createSystemAdmin(request);

  // Sign-in goes to the panel, which for an administrator without a company is the work queue.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/login');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/app/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fila do escritório');

  // The administration menu comes first, in view at 1280×800; no company menu without a company.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Fila do escritório' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Parceiros' })).toBeInViewport();
  await expect(menu.getByRole('link', { name: 'Notas fiscais' })).toHaveCount(0);
  await expect(menu.getByText('Minha empresa')).toHaveCount(0);

  const row = (name: RegExp) => main.getByRole('link', { name });
  await expect(row(/pedidos? de nfs-e a emitir/i)).toContainText(/O mais antigo espera há/);
  await expect(row(/aberturas? esperando a guia de registro/i)).toContainText(/O mais antigo espera há/);
  await expect(row(/empresas? inadimplentes?/i)).toContainText(/O mais antigo espera há/);
  await captureScreens(page, testInfo, 'admin-work-queue');

  // The side menu's column keeps its background down to the bottom of a page longer than the screen.
  const pageBox = await main.boundingBox();
  const columnBox = await page.locator('[data-slot="side-menu-column"]').boundingBox();
  expect(pageBox!.height).toBeGreaterThan(800 - 64);
  expect(columnBox!.height).toBeGreaterThanOrEqual(pageBox!.height - 1);

  // NFS-e requests to issue: the NFS-e queue on "Solicitada", with the request.
  await row(/pedidos? de nfs-e a emitir/i).click();
  await expect(page).toHaveURL('/app/admin/invoices/nf-requests');
  await expect(main.getByText(invoicing.name).first()).toBeVisible();
  // The table fits at 1280 px: nothing clipped behind a sideways scroll.
  const table = main.locator('[data-slot="nfs-queue-table"]');
  await expect(table).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await captureScreens(page, testInfo, 'admin-nf-requests');
  await page.goBack();

  // Openings waiting for the guide: the orders list filtered to that step.
  await row(/aberturas? esperando a guia de registro/i).click();
  await expect(page).toHaveURL('/app/admin/companies/opening-requests?aguardando=awaiting-guide');
  await expect(main.getByRole('combobox', { name: 'Aguardando' })).toHaveText('A guia de registro');
  await expect(main.getByRole('link', { name: awaitingGuide.name })).toBeVisible();
  await captureScreens(page, testInfo, 'admin-orders-awaiting-guide');
  await page.goBack();

  await row(/aberturas? esperando os dados da empresa/i).click();
  await expect(page).toHaveURL('/app/admin/companies/opening-requests?aguardando=download-company-info');
  await expect(main.getByRole('link', { name: awaitingGuide.name })).toHaveCount(0);
  await page.goBack();

  await row(/trocas? de contador esperando os dados da empresa/i).click();
  await expect(page).toHaveURL('/app/admin/companies/migration-requests?aguardando=download-company-info');
  await expect(main.getByRole('combobox', { name: 'Aguardando' })).toHaveText('Os dados da empresa');
  await page.goBack();

  await row(/documentos? a revisar/i).click();
  await expect(page).toHaveURL('/app/admin/companies?pendencia=documents_to_review');
  await expect(main.getByRole('combobox', { name: 'Pendência' })).toHaveText('Documentos a revisar');
  await page.goBack();

  await row(/pagamentos? que falh/i).click();
  await expect(page).toHaveURL('/app/admin/companies?pendencia=payment_failed');
  await expect(main.getByRole('combobox', { name: 'Pendência' })).toHaveText('Pagamento que falhou');
  await captureScreens(page, testInfo, 'admin-companies-payment-failed');
  await page.goBack();

  // Overdue companies: the companies list on "Inadimplente", with the company.
  await row(/empresas? inadimplentes?/i).click();
  await expect(page).toHaveURL('/app/admin/companies?status=overdue');
  await expect(main.getByText(overdue.name).first()).toBeVisible();
});

test('a company user who opens the work queue is told it is restricted', async ({ page, request }) => {
  const owner = await signUp(request, 'Carlos Pereira');
  await createCompanyFor(request, owner, { status: 'active', trackId: 'create-company', trackStatus: 'done' });
  await signInAt(page, owner, '/app/admin');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
});
