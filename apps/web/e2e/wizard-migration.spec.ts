import {
  answerViaCep,
  captureScreens,
  createCompanyFor,
  declineCookies,
  expect,
  signIn,
  signUp,
  test,
} from './fixtures';

// The accountant-switch wizard's customer steps. The CNPJ is checked at the web server's
// /api/cnpj-exists (spec section 7), which asks the API; the run's API has the Receita lookup
// off, so only the check digits decide. ViaCEP is answered here: nothing reaches outside.

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
  await answerViaCep(context);
});

test('the migration wizard: partners, the current accountant and the address, up to the plans', async ({
  page,
  request,
}, testInfo) => {
  const user = await signUp(request, 'Carla Mendes');
  await createCompanyFor(request, user, { status: 'pending', trackId: 'migrate-company', trackStatus: 'pending' });

  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/wizard/company-migration');
  const steps = page.getByRole('list', { name: 'Etapas da troca de contador' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);

  // 1. Partners, the basics: no birth date nor phone.
  await expect(page.getByRole('heading', { level: 2, name: 'Quem são os sócios?' })).toBeVisible();
  const first = page.getByRole('group', { name: /^Sócio 1/ });
  await expect(first.getByLabel('Data de nascimento')).toHaveCount(0);
  await first.getByLabel('CPF').pressSequentially('39053344705');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 2. The company and its accountant today.
  await expect(page.getByRole('heading', { level: 2, name: 'A empresa e o contador atual' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('CNPJ precisa ser definido.')).toBeVisible();
  await expect(page.getByText('Informe o nome do contador atual')).toBeVisible();

  await page.getByLabel('CNPJ da empresa').pressSequentially('11222333000181');
  await expect(page.getByLabel('CNPJ da empresa')).toHaveValue('11.222.333/0001-81');
  // Valid check digits; the screen never claims the Receita found it (the lookup is off here).
  await expect(page.getByText('O número do CNPJ é válido. Não conseguimos consultar a Receita agora')).toBeVisible();
  await page.getByLabel('Nome do contador ou escritório').fill('Escritório Contábil Silva');
  await page.getByLabel('Celular (opcional)').pressSequentially('1133334444');
  await expect(page.getByLabel('Celular (opcional)')).toHaveValue('(11) 3333-4444');
  await page.getByRole('radio', { name: 'Simples Nacional' }).click();
  await page.getByRole('radio', { name: 'Não' }).click();
  await captureScreens(page, testInfo, 'wizard-migrate-accountant');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 3. The address: the CEP is unknown, so it is typed by hand.
  await expect(page.getByRole('heading', { level: 2, name: 'Endereço fiscal' })).toBeVisible();
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByText(/Não encontramos este CEP/)).toBeVisible();
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByRole('combobox', { name: 'UF' }).click();
  await page.getByRole('option', { name: /^SP/ }).click();
  await page.getByRole('radio', { name: 'Escritório virtual' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 4. The plans; the opening wizard sends this company back here.
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha seu plano' })).toBeVisible();
  await page.goto('/app/wizard/company-opening');
  await expect(page.getByRole('heading', { name: 'Sua empresa está na troca de contador' })).toBeVisible();
  await page.getByRole('link', { name: 'Continuar a troca de contador' }).click();
  await expect(page).toHaveURL('/app/wizard/company-migration');
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha seu plano' })).toBeVisible();
});
