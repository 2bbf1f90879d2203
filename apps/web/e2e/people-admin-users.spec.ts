import { randomUUID } from 'node:crypto';
import { captureScreens, createSystemAdmin, declineCookies, expect, linkFromEmail, signInAt, test } from './fixtures';

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('a system admin creates a user (phone rule, set-password e-mail), makes them an admin and deactivates them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const admin = await createSystemAdmin(request);
  const email = `novo.${randomUUID().slice(0, 8)}@exemplo.com.br`;

  await signInAt(page, admin, '/app/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Usuários');

  await main.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByLabel('Nome').fill('Rafael Moreira');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Celular').fill('1199');
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(dialog.getByText('Celular inválido')).toBeVisible();
  await captureScreens(page, testInfo, 'people-admin-user-create');
  await dialog.getByLabel('Celular').fill('11991234567');
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Usuário Rafael Moreira criado.`, { exact: false })).toBeVisible();

  await main.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/busca=/);
  const row = main.getByRole('table', { name: 'Usuários' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Senha não definida');
  await expect(row).toContainText('(11) 99123-4567');
  await captureScreens(page, testInfo, 'people-admin-users');

  // The person got a "definir senha" link.
  const setPassword = await linkFromEmail(request, email, /definir=1/);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(setPassword);
  await expect(otherPage.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
  await other.close();

  await row.getByRole('link', { name: 'Rafael Moreira' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rafael Moreira');
  const roles = main.getByRole('region', { name: 'Papéis' });
  await roles.getByRole('checkbox', { name: /Administrador do sistema/ }).click();
  await roles.getByRole('button', { name: 'Salvar papéis' }).click();
  await expect(page.getByText('Papéis salvos.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(roles.getByRole('checkbox', { name: /Administrador do sistema/ })).toBeChecked();
  await expect(main.getByRole('region', { name: 'Acesso de suporte' })).toContainText(
    'Este usuário não autorizou o acesso de suporte',
  );
  await captureScreens(page, testInfo, 'people-admin-user-detail');

  await main.getByRole('button', { name: 'Desativar usuário' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Desativar Rafael Moreira?');
  await confirm.getByRole('button', { name: 'Desativar', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByText('Desativado', { exact: true })).toBeVisible();

  await page.goto('/app/admin/users?status=deactivated');
  await expect(main.getByRole('table', { name: 'Usuários' })).toContainText(email);
});

test('a company user grants support access and a system admin views the app as them, then ends it', async ({
  page,
  browser,
  request,
  companyUser,
}, testInfo) => {
  await signInAt(page, companyUser, '/app/user/my-profile');
  const support = page.getByRole('main').getByRole('region', { name: 'Acesso de suporte' });
  await support.getByRole('radio', { name: '1 hora' }).check();
  await support.getByRole('button', { name: 'Liberar acesso de suporte' }).click();
  await expect(support.getByText('Acesso de suporte liberado até')).toBeVisible();

  const admin = await createSystemAdmin(request, 'Joana Suporte');
  const adminContext = await browser.newContext();
  await declineCookies(adminContext);
  const adminPage = await adminContext.newPage();
  await signInAt(adminPage, admin, '/app/admin/users');
  await adminPage.getByRole('searchbox', { name: 'Buscar' }).fill(companyUser.email);
  await adminPage.getByRole('button', { name: 'Buscar' }).click();
  await expect(adminPage).toHaveURL(/busca=/);
  await adminPage
    .getByRole('main')
    .getByRole('table', { name: 'Usuários' })
    .getByRole('row')
    .filter({ hasText: companyUser.email })
    .getByRole('link', { name: companyUser.name })
    .click();
  const region = adminPage.getByRole('main').getByRole('region', { name: 'Acesso de suporte' });
  await expect(region).toContainText(`Autorizado para ${companyUser.companyName}`);
  await region.getByRole('button', { name: 'Ver como este usuário' }).click();

  await expect(adminPage).toHaveURL('/app/panel', { timeout: 15_000 });
  const banner = adminPage.getByText(`Você está vendo o app como ${companyUser.name}`);
  await expect(banner).toBeVisible();
  await expect(adminPage.getByText(/acesso de suporte até \d{2}:\d{2}/)).toBeVisible();
  await captureScreens(adminPage, testInfo, 'people-support-session');

  await adminPage.getByRole('button', { name: 'Encerrar' }).click();
  await expect(adminPage).toHaveURL('/app/admin/users', { timeout: 15_000 });
  await expect(banner).toBeHidden();
  await adminContext.close();
});
