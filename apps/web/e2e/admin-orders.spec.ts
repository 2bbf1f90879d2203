import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  declineCookies,
  expect,
  publicPlans,
  signInAt,
  signUp,
  test,
  type TestUser,
} from './fixtures';

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('a system admin finds an opening order, opens the company and changes its status', async ({
  page,
  request,
}, testInfo) => {
  const owner = await signUp(request, 'Marina Costa');
  const company = await createCompanyFor(request, owner, {
    status: 'pending',
    trackId: 'create-company',
    trackStatus: 'in_progress',
    name: `Ateliê Marina ${Date.now()} Ltda`,
  });
  const admin = await createSystemAdmin(request);

  await signInAt(page, admin, '/app/admin/companies/opening-requests');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Aberturas de empresa');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Aberturas de empresa' })).toHaveAttribute('aria-current', 'page');

  // Search by name: the order, its owner and where it stands.
  await main.getByRole('searchbox', { name: 'Buscar' }).fill(company.name);
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/busca=/);
  const table = main.getByRole('table', { name: 'Pedidos de abertura de empresa' });
  const row = table.getByRole('row').filter({ hasText: company.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(owner.email);
  await expect(row).toContainText('Pendente');
  await expect(row).toContainText('Não pago');
  await captureScreens(page, testInfo, 'admin-orders');

  await row.getByRole('link', { name: company.name }).click();
  await expect(page).toHaveURL(`/app/admin/companies/${company.id}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(company.name);
  const status = main.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Pendente')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Etapas' }).getByRole('listitem')).toHaveCount(7);
  await captureScreens(page, testInfo, 'admin-company');

  // A move the machine refuses: the API's reason, in the dialog.
  await status.getByRole('button', { name: 'Aguardando abertura' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Mudar o status para "Aguardando abertura"?');
  await dialog.getByRole('button', { name: 'Mudar status' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A empresa só aguarda abertura depois que a assinatura é paga', {
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // An allowed one.
  await status.getByRole('button', { name: 'Desativada' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mudar status' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByText('Status alterado para "Desativada".')).toBeVisible();
  await expect(status.getByText('Desativada', { exact: true })).toBeVisible();
  await expect(status.getByRole('button', { name: 'Ativa', exact: true })).toBeVisible();
  await captureScreens(page, testInfo, 'admin-company-disabled');

  // The list follows.
  await page.goto('/app/admin/companies/opening-requests?status=disabled');
  await expect(main.getByRole('table').getByRole('row').filter({ hasText: company.name })).toContainText('Desativada');
});

test('a system admin edits a plan and sees the leads', async ({ page, request }, testInfo) => {
  const admin = await createSystemAdmin(request);
  await signInAt(page, admin, '/app/admin/plans');
  const main = page.getByRole('main');
  const first = main.getByRole('listitem').first();
  await first.getByRole('button', { name: /^Editar o plano/ }).click();
  const form = first.getByRole('form');
  const description = `Descrição revisada ${Date.now()}`;
  await form.getByLabel('Descrição').fill(description);
  await form.getByRole('button', { name: 'Salvar plano' }).click();
  await expect(first.getByText(description)).toBeVisible();
  await captureScreens(page, testInfo, 'admin-plans');

  const lead = { name: `Lead ${Date.now()}`, email: 'lead@exemplo.com.br', phone: '+55 (11) 91234-5678' };
  expect((await request.post(`${API_URL}/leads`, { data: lead })).status()).toBe(201);
  await page.goto('/app/admin/leads');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Leads');
  const item = main.getByRole('list', { name: 'Leads recebidos' }).getByRole('listitem').filter({ hasText: lead.name });
  await expect(item).toContainText(lead.email);
  await expect(item).toContainText(lead.phone);
  await captureScreens(page, testInfo, 'admin-leads');
});

/** The customer's side of an opening, up to a paid subscription, through the API as the wizard would. */
async function openingPaidUpTo(request: APIRequestContext, owner: TestUser) {
  const { accessToken, claims } = await apiSignIn(request, owner);
  const headers = { authorization: `Bearer ${accessToken}` };
  const companyId = claims.companies[0]!;
  const step = async (stepId: string, payload: unknown) => {
    const response = await request.post(`${API_URL}/companies/${companyId}/steps/${stepId}`, {
      headers,
      data: payload,
    });
    expect(response.ok(), `${stepId}: ${await response.text()}`).toBe(true);
  };
  await step('partner-registration', {
    partners: [
      {
        name: 'Marina Costa',
        cpf: '529.982.247-25',
        email: owner.email,
        phone: '(11) 91234-5678',
        birthDate: '1990-05-17',
        sharePercent: 100,
        isAdministrator: true,
      },
    ],
  });
  await step('pre-registration', {
    nameOptions: ['Costa Tecnologia'],
    legalNature: 'private_limited',
    size: 'ME',
    mainCnae: '6201-5/01',
    secondaryCnaes: ['6202300'],
    shareCapital: 10_000,
    activityDescription: 'Desenvolvimento de software sob encomenda',
  });
  await step('select-fiscal-address', {
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    propertyUse: 'commercial',
  });
  // The company is an ME: the Serviços plan (the MEI plan is for MEIs only).
  const plan = (await publicPlans(request)).find((candidate) => candidate.name === 'Serviços');
  const checkout = await request.post(`${API_URL}/subscriptions/${plan!.id}?companyId=${companyId}`, { headers });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const paymentId = new URL((await checkout.json()).data.url).pathname.split('/').pop();
  const paid = await request.post(`${API_URL}/payments/sandbox/sessions/${paymentId}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
  return companyId;
}

test('a paid opening waits on us: the admin sends the registration guide', async ({ page, request }, testInfo) => {
  const owner = await signUp(request, 'Marina Costa');
  const { id } = await createCompanyFor(request, owner, {
    status: 'pending',
    trackId: 'create-company',
    trackStatus: 'pending',
    name: `Costa Tecnologia ${Date.now()} Ltda`,
  });
  expect(await openingPaidUpTo(request, owner)).toBe(id);
  const admin = await createSystemAdmin(request);

  await signInAt(page, admin, `/app/admin/companies/${id}`);
  const steps = page.getByRole('main').getByRole('region', { name: 'Etapas' });
  const form = steps.getByRole('form', { name: 'Enviar a guia de registro' });
  await expect(form).toBeVisible();
  await expect(steps).toContainText('529.982.247-25');
  await expect(steps).toContainText('6201-5/01');
  await captureScreens(page, testInfo, 'admin-company-guide-form');

  await form.getByRole('button', { name: 'Enviar guia ao cliente' }).click();
  await expect(form.getByText('Linha digitável inválida')).toBeVisible();
  await form.getByLabel('Valor').pressSequentially('21480');
  await expect(form.getByLabel('Valor')).toHaveValue(/R\$\s214,80/);
  await form.getByLabel('Vencimento').fill('10/12/2026');
  await form.getByLabel('Linha digitável').fill('85890000002-4 14800328260-1 12101231000-7 00000000000-1');
  await form.getByRole('button', { name: 'Enviar guia ao cliente' }).click();
  await expect(page.getByText('Etapa concluída. O cliente já vê no aplicativo.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(steps.getByRole('listitem').filter({ hasText: 'Guia de registro' })).toContainText('Concluída');
  await expect(steps).toContainText('10/12/2026');
  await captureScreens(page, testInfo, 'admin-company-guide-sent');

  // Paid, the order already waits for the registry: the accountant marks the opening as started.
  const status = page.getByRole('main').getByRole('region', { name: 'Status' });
  await expect(status.getByText('Aguardando abertura', { exact: true })).toBeVisible();
  await status.getByRole('button', { name: 'Em abertura' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mudar status' }).click();
  await expect(page.getByText('Status alterado para "Em abertura".')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Ativa', exact: true })).toBeVisible();
});
