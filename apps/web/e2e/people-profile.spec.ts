import { randomUUID } from 'node:crypto';
import { captureScreens, declineCookies, expect, linkFromEmail, signInAt, test } from './fixtures';

// A 4×4 PNG: the API reads it with sharp and keeps a 256×256 JPEG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4EaABRwzEcQASUhQBFGG4BQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('a person edits name and phone, uploads a photo, changes the password and the e-mail', async ({
  page,
  request,
  companyUser,
}, testInfo) => {
  await signInAt(page, companyUser, '/app/user/my-profile');
  const main = page.getByRole('main');

  const data = main.getByRole('form', { name: 'Dados pessoais' });
  await data.getByLabel('Nome').fill('Carlos Alberto Pereira');
  await data.getByLabel('Celular').fill('1199');
  await data.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(data.getByText('Celular inválido')).toBeVisible();
  await data.getByLabel('Celular').fill('11987654321');
  await data.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Dados salvos.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Carlos Alberto Pereira')).toBeVisible();

  await main.getByLabel('Foto do perfil').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Foto atualizada.')).toBeVisible();
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /\/photo\//);

  const password = main.getByRole('form', { name: 'Trocar senha' });
  await password.getByLabel('Senha atual').fill('senha-errada-1');
  await password.getByLabel('Nova senha', { exact: true }).fill('curta');
  await password.getByLabel('Repita a nova senha').fill('curta');
  await password.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(password.getByText('A senha deve conter no mínimo 8 caracteres')).toBeVisible();
  await password.getByLabel('Nova senha', { exact: true }).fill('nova-senha-456');
  await password.getByLabel('Repita a nova senha').fill('nova-senha-456');
  await password.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(password.getByText('A senha atual está incorreta')).toBeVisible();
  await password.getByLabel('Senha atual').fill(companyUser.password);
  await password.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page.getByText('Senha alterada.')).toBeVisible();

  const newEmail = `carlos.${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const email = main.getByRole('form', { name: 'Trocar e-mail' });
  await email.getByLabel('Novo e-mail').fill(newEmail);
  await email.getByLabel('Senha atual').fill('nova-senha-456');
  await email.getByRole('button', { name: 'Trocar e-mail' }).click();
  await expect(email.getByText(`Enviamos um link para ${newEmail}.`, { exact: false })).toBeVisible();
  await captureScreens(page, testInfo, 'people-profile');

  const confirmPath = await linkFromEmail(request, newEmail, /confirmarEmail=/);
  await page.goto(confirmPath);
  await expect(page.getByText(`Agora você entra com ${newEmail}.`, { exact: false })).toBeVisible();
  await captureScreens(page, testInfo, 'people-email-confirmed');
  await page.getByRole('link', { name: 'Voltar ao perfil' }).click();
  await expect(main.getByText(`Você entra com ${newEmail}.`)).toBeVisible();
});
