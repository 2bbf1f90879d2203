import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  declineCookies,
  expect,
  randomCnpj,
  signIn,
  signInAt,
  signUp,
  test,
} from './fixtures';
import { captureViewports } from './invoices-support';

// Issue 26: the CNAE's Simples rates by band (public page and the wizard's CNAE step), the
// migration form's CNPJ check through the web server, and the admin's edit of a company's
// registration (PUT /companies/{id}).

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('the CNAE page shows the annex bands in reais and percent, as the firm reading', async ({ page }, testInfo) => {
  await page.goto('/tools/cnae/2539001');
  const simples = page.getByRole('region', { name: 'Simples Nacional' });
  const table = simples.getByRole('table');
  await expect(table).toContainText('Alíquotas nominais do Anexo III do Simples Nacional');
  await expect(table).toContainText('anexo indicado pelo nosso escritório, não pela Receita');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(7);
  // Seen: each band's upper limit; read out: the whole band.
  await expect(rows.nth(1)).toHaveText(/^1ª faixa\s*Até R\$\s180\.000,00\s*Até R\$\s180\.000,00\s*6,00%\s*R\$\s0,00$/);
  await expect(rows.nth(6)).toHaveText(
    /^6ª faixa\s*Até R\$\s4\.800\.000,00\s*De R\$\s3\.600\.000,01 a R\$\s4\.800\.000,00\s*33,00%\s*R\$\s648\.000,00$/,
  );
  await table.scrollIntoViewIfNeeded();
  await captureViewports(page, testInfo, 'cnae-page-bands');
});

test("the opening wizard's CNAE step shows the main activity's rates", async ({ page, request }, testInfo) => {
  const user = await signUp(request, 'Joana Lima');
  const company = await createCompanyFor(request, user, {
    status: 'pending',
    trackId: 'create-company',
    trackStatus: 'pending',
  });
  const { accessToken } = await apiSignIn(request, user);
  const saved = await request.post(`${API_URL}/companies/${company.id}/steps/partner-registration`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      partners: [
        {
          name: 'Joana Lima',
          cpf: '39053344705',
          email: 'socia@exemplo.com.br',
          phone: '11987654321',
          birthDate: '1985-07-20',
          sharePercent: 100,
          isAdministrator: true,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/wizard/company-opening');
  const mainCnae = page.getByRole('combobox', { name: 'Atividade principal (CNAE)' });
  await mainCnae.fill('2539-0/01');
  await expect(page.getByRole('option', { name: /2539-0\/01/ })).toBeVisible();
  await mainCnae.press('ArrowDown');
  await mainCnae.press('Enter');
  const chosen = page.getByRole('list', { name: 'Atividade principal escolhida' });
  await expect(chosen).toContainText('2539-0/01');
  const table = chosen.getByRole('table');
  await expect(table).toContainText('Anexo III');
  await expect(table.getByRole('row').nth(1)).toHaveText(/Até R\$\s180\.000,00\s*6,00%\s*R\$\s0,00/);
  await chosen.scrollIntoViewIfNeeded();
  await captureViewports(page, testInfo, 'wizard-cnae-bands');
});

test('the migration form checks the CNPJ at the web server (GET /api/cnpj-exists)', async ({
  page,
  request,
}, testInfo) => {
  const user = await signUp(request, 'Carla Mendes');
  await createCompanyFor(request, user, { status: 'pending', trackId: 'migrate-company', trackStatus: 'pending' });
  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/wizard/company-migration');
  await page
    .getByRole('group', { name: /^Sócio 1/ })
    .getByLabel('CPF')
    .pressSequentially('39053344705');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'A empresa e o contador atual' })).toBeVisible();

  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/cnpj-exists' || url.pathname.startsWith('/cnpjs/')) asked.push(url.pathname);
  });
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/cnpj-exists');
  await page.getByLabel('CNPJ da empresa').pressSequentially(randomCnpj());
  expect(await (await answer).json()).toEqual({ exists: true, checkedWith: 'check_digits' });
  // The e2e API runs with the lookup off: only the check digits decided, and the page says so.
  await expect(page.getByText('O número do CNPJ é válido. Não conseguimos consultar a Receita agora')).toBeVisible();
  expect(asked).toEqual(['/api/cnpj-exists']);
  await captureScreens(page, testInfo, 'migration-cnpj-exists');
});

test('our accountant edits the registration data on the company page; the change is kept', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const owner = await signUp(request, 'Marcos Dias');
  const company = await createCompanyFor(request, owner, {
    status: 'active',
    name: 'Oficina Dias Ltda',
    cnpj: randomCnpj(),
    size: 'ME',
  });
  const admin = await createSystemAdmin(request);
  await signInAt(page, admin, `/app/admin/companies/${company.id}`);

  const registration = page.getByRole('main').getByRole('region', { name: 'Dados cadastrais' });
  await registration.getByRole('button', { name: 'Editar cadastro' }).click();
  const sheet = page.getByRole('dialog', { name: 'Editar dados cadastrais' });
  await sheet.getByLabel('Razão social').fill('');
  await sheet.getByRole('button', { name: 'Salvar cadastro' }).click();
  await expect(sheet.getByText('Informe a razão social')).toBeVisible();
  await sheet.getByLabel('Razão social').fill('Oficina Dias & Filhos Ltda');
  await sheet.getByLabel('Inscrição municipal (opcional)').fill('5566778');
  await sheet.getByLabel('Data de abertura (opcional)').pressSequentially('10032019');
  await expect(sheet.getByLabel('Data de abertura (opcional)')).toHaveValue('10/03/2019');
  await sheet.getByLabel('Porte').selectOption('EPP');
  await captureViewports(page, testInfo, 'admin-company-edit');
  await sheet.getByRole('button', { name: 'Salvar cadastro' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Cadastro da empresa atualizado.')).toBeVisible();
  await expect(registration).toContainText('Oficina Dias & Filhos Ltda');
  await expect(registration).toContainText('5566778');
  await expect(registration).toContainText('10/03/2019');
  await expect(registration).toContainText('Empresa de pequeno porte (EPP)');
  await page.reload();
  // After a reload the page hydrates and asks the API again: slow when the machine is busy.
  await expect(registration).toContainText('Oficina Dias & Filhos Ltda', { timeout: 20_000 });
  await captureScreens(page, testInfo, 'admin-company-edited');
});
