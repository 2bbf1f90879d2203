import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  declineCookies,
  expect,
  publicPlans,
  signIn,
  signInAt,
  test,
  type TestUser,
} from './fixtures';

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

/** A pending subscription for the user's company, as the wizard's plan step makes it. */
async function startSubscription(request: APIRequestContext, user: TestUser) {
  const { accessToken, claims } = await apiSignIn(request, user);
  const [plan] = await publicPlans(request);
  const companyId = claims.companies[0]!;
  const response = await request.post(`${API_URL}/subscriptions/${plan!.id}?companyId=${companyId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { plan: plan!, url: (await response.json()).data.url as string };
}

test('my billing: "Pagar agora" opens the sandbox checkout, "Pagar" comes back paid', async ({
  page,
  request,
  companyUser,
}, testInfo) => {
  const { plan } = await startSubscription(request, companyUser);
  await signInAt(page, companyUser, '/app/user/my-billing');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: plan.name })).toBeVisible();
  await expect(main.getByText('Aguardando pagamento')).toBeVisible();
  await expect(main.getByText(/R\$\s?[\d.]+,\d{2}\/mês/)).toBeVisible();
  await expect(main.getByRole('table', { name: 'Pagamentos da assinatura' }).getByText('Aguardando')).toBeVisible();
  await captureScreens(page, testInfo, 'billing-pending');

  await main.getByRole('button', { name: 'Pagar agora' }).click();
  await expect(page).toHaveURL(/\/pagamento\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Ambiente de testes — nenhum valor é cobrado')).toBeVisible();
  await expect(page.getByText(companyUser.companyName)).toBeVisible();
  await expect(page.getByText(plan.name)).toBeVisible();
  await captureScreens(page, testInfo, 'sandbox-checkout');

  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL('/app/user/my-billing');
  await expect(page.getByText('Pagamento recebido. Obrigado!')).toBeVisible();
  await expect(main.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Pagamentos da assinatura' }).getByText('Pago')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pagar agora' })).toHaveCount(0);
  await captureScreens(page, testInfo, 'billing-paid');
});

test('"Simular falha" comes back canceled; the closed session shows its result', async ({
  page,
  request,
  companyUser,
}, testInfo) => {
  const { url } = await startSubscription(request, companyUser);
  await page.goto('/app/login');
  await signIn(page, companyUser.email, companyUser.password);
  await expect(page).toHaveURL('/app/panel');

  const checkoutPath = new URL(url).pathname;
  await page.goto(checkoutPath);
  await page.getByRole('button', { name: 'Simular falha' }).click();
  await expect(page).toHaveURL('/app/user/my-billing');
  await expect(page.getByText('Pagamento cancelado. Nada foi cobrado.')).toBeVisible();

  await page.goto(checkoutPath);
  await expect(page.getByRole('heading', { name: 'Pagamento recusado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
  await captureScreens(page, testInfo, 'sandbox-closed');

  const missing = await page.goto('/pagamento/sandbox/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
});
