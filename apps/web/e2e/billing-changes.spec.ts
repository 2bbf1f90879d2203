import type { APIRequestContext } from '@playwright/test';
import { LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  declineCookies,
  emailTo,
  expect,
  publicPlans,
  signIn,
  signInAt,
  test,
  type TestUser,
} from './fixtures';

// Issue 24 on the sandbox: cancellation; plan change with a referral credit on the next
// charge; dunning to disabled and back ("Pagar agora" on the disabled page).

// Each journey walks several pages and API calls on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

const DAY = 86_400_000;
const brl = (reais: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);

/** The user's company subscribes to `planIndex` of the public plans and pays the first month on the sandbox. */
async function paidSubscription(request: APIRequestContext, user: TestUser, planIndex = 0) {
  const { accessToken, claims } = await apiSignIn(request, user);
  const plans = await publicPlans(request);
  const plan = plans[planIndex]!;
  const companyId = claims.companies[0]!;
  const response = await request.post(`${API_URL}/subscriptions/${plan.id}?companyId=${companyId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { url, subscriptionId } = (await response.json()).data as { url: string; subscriptionId: string };
  const paymentId = new URL(url).pathname.split('/').pop()!;
  const paid = await request.post(`${API_URL}/payments/sandbox/sessions/${paymentId}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  return { plan, plans, companyId, subscriptionId, accessToken };
}

/** The next month's charge (sandbox renewal, made by a system administrator): its payment id. */
async function renewal(request: APIRequestContext, subscriptionId: string) {
  const admin = await createSystemAdmin(request);
  const { accessToken } = await apiSignIn(request, admin);
  const response = await request.post(`${API_URL}/payments/sandbox/subscriptions/${subscriptionId}/renewals`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return new URL((await response.json()).data.url as string).pathname.split('/').pop()!;
}

/** The billing job at a hand-set clock (test-support route). */
async function runBillingAt(request: APIRequestContext, now: Date) {
  const response = await request.post(`${API_URL}/test-support/billing/run`, { data: { now: now.toISOString() } });
  expect(response.status(), await response.text()).toBe(200);
}

test('cancellation: the reason is asked, the page says until when, and it can be undone', async ({
  page,
  request,
  companyUser,
}, testInfo) => {
  await paidSubscription(request, companyUser);
  await signInAt(page, companyUser, '/app/user/my-billing');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Próxima cobrança' })).toBeVisible({ timeout: 30_000 });

  await main.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar a assinatura?' });
  await expect(dialog).toContainText('A empresa continua com acesso até');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByText('Escolha o motivo do cancelamento')).toBeVisible();
  await dialog.getByText('Outro motivo').click();
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByText('Conte em poucas palavras o motivo do cancelamento')).toBeVisible();
  await dialog.getByLabel('Conte o motivo').fill('Vamos fechar a filial');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toHaveCount(0);

  const cancelled = main.getByRole('heading', { name: /^Cancelada, ativa até \d{2}\/\d{2}\/\d{4}$/ });
  await expect(cancelled).toBeVisible();
  await expect(
    page.getByText(/^Assinatura cancelada\. A empresa continua com acesso até \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Próxima cobrança' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);
  await captureScreens(page, testInfo, 'billing-cancelled');

  await main.getByRole('button', { name: 'Desfazer cancelamento' }).click();
  await expect(page.getByText('Cancelamento desfeito. A assinatura continua normalmente.')).toBeVisible();
  await expect(cancelled).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible();
});

test('plan change with a referral credit: the next charge before and after the credit, and the renewal charges it', async ({
  page,
  request,
  companyUser,
}, testInfo) => {
  const { plans, subscriptionId, accessToken } = await paidSubscription(request, companyUser, 0);
  // Someone signs up through the link and their company pays its first month: the credit.
  const code = (
    (await (
      await request.get(`${API_URL}/referrals/me`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as { data: { code: string } }
  ).data.code;
  const referred = { name: 'Joana Indicada', email: `joana.${Date.now()}@exemplo.com.br`, password: 'senha-forte-123' };
  const signUpResponse = await request.post(`${API_URL}/users`, {
    data: { ...referred, indicatedBy: code, acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION },
  });
  expect(signUpResponse.status(), await signUpResponse.text()).toBe(201);
  await createCompanyFor(request, referred, { status: 'active', name: 'Joana Doces ME' });
  const referredPlan = plans[0]!;
  await paidSubscription(request, referred, 0);
  const credit = referredPlan.price;
  const target = plans[plans.length - 1]!;

  await signInAt(page, companyUser, '/app/user/my-billing');
  const main = page.getByRole('main');
  const next = main.getByRole('region', { name: 'Próxima cobrança' });
  await expect(next).toContainText('Crédito de indicação', { timeout: 30_000 });
  await expect(next).toContainText(brl(plans[0]!.price - Math.min(credit, plans[0]!.price)));

  await main.getByRole('radio', { name: new RegExp(target.name) }).click();
  await main.getByRole('button', { name: 'Trocar de plano' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Trocar plano' }).click();
  await expect(next.getByText(brl(target.price), { exact: true })).toBeVisible();
  await expect(next).toContainText(`− ${brl(credit)}`);
  await expect(next.getByText(brl(target.price - credit), { exact: true })).toBeVisible();
  await captureScreens(page, testInfo, 'billing-credit');

  // The renewal charges the new price minus the credit; paid, it is in the history.
  const renewalId = await renewal(request, subscriptionId);
  await page.goto(`/pagamento/sandbox/${renewalId}`);
  await expect(page.getByText(brl(target.price - credit))).toBeVisible();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL('/app/user/my-billing', { timeout: 30_000 });
  const history = main.getByRole('table', { name: 'Pagamentos da assinatura' });
  await expect(history.getByText(brl(target.price - credit))).toBeVisible({ timeout: 20_000 });
  // Used: the next charge is the full new price.
  await expect(next.getByText(brl(target.price), { exact: true }).first()).toBeVisible();
  await expect(next).not.toContainText('Crédito de indicação');
});

test('dunning: e-mails, overdue, disabled after the grace, and back to active by "Pagar agora"', async ({
  page,
  request,
  companyUser,
}, testInfo) => {
  const { plan, subscriptionId } = await paidSubscription(request, companyUser);
  const failedId = await renewal(request, subscriptionId);
  const failed = await request.post(`${API_URL}/payments/sandbox/sessions/${failedId}/fail`);
  expect(failed.status()).toBe(200);
  const failedAt = Date.now();
  await emailTo(request, companyUser.email, /^Não conseguimos confirmar o pagamento de R\$/);

  await runBillingAt(request, new Date(failedAt + 5 * DAY + 3_600_000));
  await emailTo(request, companyUser.email, /^Lembrete: a mensalidade de R\$\s.* continua em aberto$/);
  await runBillingAt(request, new Date(failedAt + 10 * DAY + 3_600_000));
  await runBillingAt(request, new Date(failedAt + 15 * DAY + 3_600_000));
  await emailTo(
    request,
    companyUser.email,
    new RegExp(`^O acesso da empresa ${companyUser.companyName} foi desativado$`),
  );

  await page.goto('/app/login');
  await signIn(page, companyUser.email, companyUser.password);
  await expect(page).toHaveURL('/app/user/disabled');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Empresa desativada' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('A mensalidade ficou em aberto além do prazo de tolerância.')).toBeVisible();
  await expect(main.getByText(brl(plan.price))).toBeVisible();
  await captureScreens(page, testInfo, 'disabled');

  await main.getByRole('button', { name: 'Pagar agora' }).click();
  await expect(page).toHaveURL(/\/pagamento\/sandbox\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(failedId);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user\/(my-billing|disabled)/);
  await page.goto('/app/user/disabled');
  await expect(main.getByRole('heading', { name: 'Empresa em dia' })).toBeVisible({ timeout: 20_000 });
  await main.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL('/app/panel');
});
