import { randomUUID } from 'node:crypto';
import {
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  expect,
  secondPersonPage,
  signIn,
  signInAt,
  signUp,
  test,
} from './fixtures';

test.use({ cookiesDeclined: true });

test('the referral link is copied, and a sign-up through it appears in the list', async ({
  page,
  browser,
  context,
  companyUser,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAt(page, companyUser, '/app/user/my-referrals');
  const main = page.getByRole('main');
  await expect(main.getByText('Ninguém se cadastrou pelo seu link ainda')).toBeVisible();
  await main.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link de indicação copiado')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // A short code, not the user id (issue 27).
  expect(link).toMatch(/\/app\/login\?cadastro=1&indicacao=[0-9a-z]{8}$/);

  const friend = await secondPersonPage(browser);
  const url = new URL(link);
  await friend.goto(`${url.pathname}${url.search}`);
  await expect(friend.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await friend.getByLabel('Nome completo').fill('Daniela Ramos');
  await friend.getByLabel('E-mail').fill(`daniela.${randomUUID().slice(0, 8)}@exemplo.com.br`);
  await friend.getByLabel('Celular').fill('11976543210');
  await friend.getByLabel('Senha').fill('senha-forte-123');
  await friend.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }).check();
  await friend.getByRole('button', { name: 'Criar conta' }).click();
  await expect(friend).not.toHaveURL(/\/app\/login/, { timeout: 15_000 });
  await friend.context().close();

  await page.reload();
  const referred = main.getByRole('list', { name: 'Pessoas indicadas' }).getByRole('listitem');
  await expect(referred).toHaveCount(1);
  await expect(referred).toContainText('Daniela R.');
  await expect(referred).toContainText('Cadastrado');
  await captureScreens(page, testInfo, 'people-referrals');
});

test('billing, the Duca partner and its wizard, the admin decision, and the disabled page', async ({
  page,
  browser,
  request,
  companyUser,
}, testInfo) => {
  await signInAt(page, companyUser, '/app/user/my-billing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Assinatura');
  await expect(main.getByRole('region', { name: 'Créditos de indicação' })).toContainText('R$');
  await captureScreens(page, testInfo, 'people-billing');

  await page.goto('/app/partners/duca');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Duca Benefícios');
  await captureScreens(page, testInfo, 'people-partner');
  await main.getByRole('link', { name: 'Quero participar' }).click();
  await expect(page).toHaveURL('/app/wizard/partners/duca');
  const form = main.getByRole('form', { name: 'Adesão a Duca Benefícios' });
  await form.getByRole('button', { name: 'Enviar adesão' }).click();
  await expect(form.getByText('Campo obrigatório').first()).toBeVisible();
  await form.getByLabel('Nome do responsável').fill('Carlos Pereira');
  await form.getByLabel('E-mail para contato').fill('sem-arroba');
  await form.getByLabel('Celular').fill('11987654321');
  await form.getByLabel('CNPJ da empresa').fill('11222333000181');
  await form.getByLabel('Quantas pessoas').click();
  await page.getByRole('option', { name: '2 a 5' }).click();
  await form.getByLabel('Interesse').click();
  await page.getByRole('option', { name: 'Saúde', exact: true }).click();
  await form.getByRole('button', { name: 'Enviar adesão' }).click();
  await expect(form.getByText('E-mail inválido')).toBeVisible();
  await captureScreens(page, testInfo, 'people-partner-wizard');
  await form.getByLabel('E-mail para contato').fill('carlos@exemplo.com.br');
  await form.getByRole('button', { name: 'Enviar adesão' }).click();
  await expect(page).toHaveURL('/app/partners/duca');
  await expect(main.getByText('Enviada', { exact: true })).toBeVisible();

  // Our team accepts it.
  const admin = await createSystemAdmin(request);
  const adminPage = await secondPersonPage(browser);
  await signInAt(adminPage, admin, '/app/admin/partners');
  await expect(adminPage.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Parceiros');
  await captureScreens(adminPage, testInfo, 'people-admin-partners');
  await adminPage.getByRole('link', { name: 'Ver adesões' }).first().click();
  const item = adminPage
    .getByRole('list', { name: 'Adesões' })
    .getByRole('listitem')
    .filter({ hasText: companyUser.companyName });
  await expect(item).toContainText('carlos@exemplo.com.br');
  await captureScreens(adminPage, testInfo, 'people-admin-enrolments');
  await item.getByRole('button', { name: 'Aceitar' }).click();
  await expect(adminPage.getByText(`Adesão de ${companyUser.companyName} aceita.`)).toBeVisible();
  await adminPage.context().close();
  await page.reload();
  await expect(main.getByText('Aceita', { exact: true })).toBeVisible();

  // A disabled company: the page that says why and what to do.
  const owner = await signUp(request, 'Eduarda Lima');
  await createCompanyFor(request, owner, {
    status: 'disabled',
    trackId: 'create-company',
    trackStatus: 'done',
    name: 'Ótica Lima Ltda',
  });
  const ownerPage = await secondPersonPage(browser);
  await ownerPage.goto('/app/login');
  await signIn(ownerPage, owner.email, owner.password);
  await expect(ownerPage).toHaveURL('/app/user/disabled', { timeout: 15_000 });
  await expect(ownerPage.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Empresa desativada');
  await expect(ownerPage.getByRole('link', { name: 'Escrever para o atendimento' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await captureScreens(ownerPage, testInfo, 'people-disabled');
  await ownerPage.context().close();
});

test('a system admin creates a partner with its form and edits it', async ({ page, request }, testInfo) => {
  const admin = await createSystemAdmin(request);
  await signInAt(page, admin, '/app/admin/partners');
  const slug = `saude-${randomUUID().slice(0, 6)}`;

  await page.getByRole('button', { name: 'Novo parceiro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo parceiro' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Saúde Já');
  await dialog.getByLabel('Identificador').fill('Com Espaço');
  await dialog.getByLabel('Descrição').fill('Planos de saúde para pequenas empresas.');
  await dialog.getByLabel('Benefícios').fill('Cotação em 2 dias\nConsultor dedicado');
  await dialog.getByRole('button', { name: 'Adicionar campo' }).click();
  await dialog.getByLabel('Rótulo do campo 2').fill('Vidas');
  await dialog.getByLabel('Chave').nth(1).fill('vidas');
  await dialog.getByLabel('Tipo').nth(1).click();
  await page.getByRole('option', { name: 'Lista de opções' }).click();
  await dialog.getByRole('button', { name: 'Criar parceiro' }).click();
  await expect(dialog.getByText('Use só letras minúsculas sem acento, números e hífens')).toBeVisible();
  await expect(dialog.getByText('Um campo de lista precisa de opções')).toBeVisible();
  await captureScreens(page, testInfo, 'people-admin-partner-form');
  await dialog.getByLabel('Identificador').fill(slug);
  await dialog.getByLabel('Opções').fill('2 a 5\n6 ou mais');
  await dialog.getByRole('button', { name: 'Criar parceiro' }).click();
  await expect(dialog).toBeHidden();
  const item = page.getByRole('list', { name: 'Parceiros' }).getByRole('listitem').filter({ hasText: 'Saúde Já' });
  await expect(item).toContainText('2 campos no formulário · 2 benefícios');

  await item.getByRole('button', { name: 'Editar o parceiro Saúde Já' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Saúde Já' });
  await edit.getByLabel('Recebendo adesões').click();
  await edit.getByRole('button', { name: 'Salvar parceiro' }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText('Pausado');
});
