import { randomUUID } from 'node:crypto';
import { captureScreens, declineCookies, expect, linkFromEmail, signIn, signInAt, test } from './fixtures';

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('a company admin invites a colleague, who signs up from the e-mail and lands in the company', async ({
  page,
  browser,
  request,
  companyUser,
}, testInfo) => {
  const colleagueEmail = `colega.${randomUUID().slice(0, 8)}@exemplo.com.br`;

  // The admin invites by e-mail, as a member.
  await signInAt(page, companyUser, '/app/user/my-invites');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Convites');
  const form = main.getByRole('form', { name: 'Convidar pessoa' });
  await form.getByLabel('E-mail da pessoa').fill('sem-arroba');
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(form.getByText('E-mail inválido')).toBeVisible();
  await form.getByLabel('E-mail da pessoa').fill(colleagueEmail);
  await form.getByRole('radio', { name: 'Membro' }).check();
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${colleagueEmail}.`)).toBeVisible();
  const sent = main
    .getByRole('list', { name: 'Convites enviados' })
    .getByRole('listitem')
    .filter({ hasText: colleagueEmail });
  await expect(sent).toContainText('Pendente');
  await expect(sent).toContainText(`por ${companyUser.name}`);
  await captureScreens(page, testInfo, 'people-my-invites');

  // The colleague opens the link from the e-mail in another browser.
  const invitePath = await linkFromEmail(request, colleagueEmail, /\/app\/convite\//);
  const colleagueContext = await browser.newContext();
  await declineCookies(colleagueContext);
  const colleague = await colleagueContext.newPage();
  await colleague.goto(invitePath);
  await expect(colleague.getByRole('heading', { name: `Convite para ${companyUser.companyName}` })).toBeVisible();
  await expect(colleague.getByText(`${companyUser.name} convidou ${colleagueEmail}`)).toBeVisible();
  await expect(colleague.getByLabel('E-mail')).toHaveValue(colleagueEmail);
  await captureScreens(colleague, testInfo, 'people-invite-accept');

  await colleague.getByLabel('Nome completo').fill('Bruna Oliveira');
  await colleague.getByLabel('Celular').fill('11987654321');
  await colleague.getByLabel('Senha').fill('senha-forte-123');
  await colleague.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }).check();
  await colleague.getByRole('button', { name: 'Criar conta' }).click();
  await expect(colleague).toHaveURL('/app/panel', { timeout: 15_000 });
  await expect(colleague.getByRole('banner').getByText(companyUser.companyName)).toBeVisible();

  // The link is single use; the admin's list says it was accepted.
  await colleague.goto(invitePath);
  await expect(colleague.getByText('Este convite já foi usado.')).toBeVisible();
  await colleagueContext.close();

  await page.reload();
  await expect(sent).toContainText('Aceito');
});

test('a person signed in with the invited e-mail accepts, and the company joins the selector', async ({
  page,
  request,
  companyUser,
  user,
}, testInfo) => {
  // The admin invites someone who already has an account.
  await signInAt(page, companyUser, '/app/user/my-invites');
  const form = page.getByRole('form', { name: 'Convidar pessoa' });
  await form.getByLabel('E-mail da pessoa').fill(user.email);
  await form.getByRole('radio', { name: 'Administrador' }).check();
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${user.email}.`)).toBeVisible();
  await page.context().clearCookies();
  await declineCookies(page.context());

  const invitePath = await linkFromEmail(request, user.email, /\/app\/convite\//);
  await page.goto(invitePath);
  await expect(page.getByText(`Entre com ${user.email} para aceitar o convite.`)).toBeVisible();
  await signIn(page, user.email, user.password);
  await expect(page.getByText(`Você entrou como ${user.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL('/app/panel', { timeout: 15_000 });
  await expect(page.getByRole('banner').getByText(companyUser.companyName)).toBeVisible();
  await captureScreens(page, testInfo, 'people-invite-accepted');
});
