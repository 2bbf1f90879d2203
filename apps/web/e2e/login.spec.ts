import { captureScreens, cookieValue, expect, signIn, test } from './fixtures';

// The panel is behind the company-requirements guard: these journeys need a user with a company.
test('a visitor is sent to the login, signs in, sees the panel and signs out', async ({
  page,
  companyUser: user,
}, testInfo) => {
  await page.goto('/app/panel');
  await expect(page).toHaveURL('/app/login?next=%2Fapp%2Fpanel');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await captureScreens(page, testInfo, 'login');

  await signIn(page, user.email, 'senha-errada-123');
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');
  await expect(page).toHaveURL('/app/login?next=%2Fapp%2Fpanel');
  await captureScreens(page, testInfo, 'login-error');

  // Hold the sign-in response to see the pending state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/sign-in', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
  release();

  await expect(page).toHaveURL('/app/panel');
  await expect(page.getByRole('heading', { name: `Olá, ${user.name}` })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  expect(await cookieValue(page, 'accessToken')).toBeTruthy();
  await captureScreens(page, testInfo, 'panel');

  // "Sair" lives in the user menu of the top bar.
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/app/login');
  expect(await cookieValue(page, 'accessToken')).toBeUndefined();
  expect(await cookieValue(page, 'currentUser')).toBeUndefined();

  await page.goto('/app/panel');
  await expect(page).toHaveURL('/app/login?next=%2Fapp%2Fpanel');
});

for (const next of ['https://evil.example/', '//evil.example/']) {
  test(`a next of ${next} is ignored and the user lands on the panel`, async ({ page, companyUser: user }) => {
    await page.goto(`/app/login?next=${encodeURIComponent(next)}`);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL('/app/panel');
    await expect(page.getByRole('heading', { name: `Olá, ${user.name}` })).toBeVisible();
  });
}

test('an expired access token is renewed through the refresh cookie; a refused renewal goes to the login', async ({
  page,
  companyUser: user,
}) => {
  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: `Olá, ${user.name}` })).toBeVisible();

  const context = page.context();
  const webCookie = { domain: 'localhost', path: '/', sameSite: 'Lax' as const };
  await context.addCookies([{ name: 'accessToken', value: 'token-vencido', ...webCookie }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Olá, ${user.name}` })).toBeVisible();
  const renewed = await cookieValue(page, 'accessToken');
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe('token-vencido');

  await context.clearCookies({ name: 'refresh_token' });
  await context.addCookies([{ name: 'accessToken', value: 'token-vencido', ...webCookie }]);
  await page.reload();
  await expect(page).toHaveURL('/app/login?next=%2Fapp%2Fpanel');
  expect(await cookieValue(page, 'accessToken')).toBeUndefined();
});

test('forgotten password and reset link forms', async ({ page, user }, testInfo) => {
  await page.goto('/app/login');
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.',
  );
  await page.getByRole('button', { name: 'Voltar para o login' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

  await page.goto('/app/login?reset=link-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Defina sua nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha').fill('curta');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('A senha deve conter no mínimo 8 caracteres')).toBeVisible();
  await expect(page.getByLabel('Nova senha')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Nova senha').fill('outra-senha-forte-456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText('O link de redefinição de senha é inválido ou expirou');
  await captureScreens(page, testInfo, 'reset-invalid');
});

test('the public home links to the login', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Contabilidade online: o controle da sua empresa reinventado');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Contabilidade online: o controle da sua empresa reinventado',
  );
  await captureScreens(page, testInfo, 'home');
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/app/login');
});
