import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  captureScreens,
  declineCookies,
  expect as baseExpect,
  publicPlans,
  signInAt,
  test,
} from './fixtures';
import { API_URL } from './e2e-env';

// Issue 24: the sandbox checkout offers card, Pix and boleto as Stripe does; each journey ends
// on the billing page with the amount, the method, the due date and the status, and the
// receipt of the fee in the company's documents.

// The billing page loads three queries and the machine may be busy: a little more patience.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

/** "R$ 149,90" as the pages write a plan's price. */
const brl = (reais: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);

/** Signs in on the billing page and opens the first payment's checkout through "Pagar agora". */
async function openCheckout(page: Page, user: { email: string; password: string }) {
  await signInAt(page, user, '/app/user/my-billing');
  await page.getByRole('main').getByRole('button', { name: 'Pagar agora' }).click();
  await expect(page).toHaveURL(/\/pagamento\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Ambiente de testes — nenhum valor é cobrado')).toBeVisible();
}

/** The paid charge's row in the payments table: method, due date and status. */
async function expectPaidRow(page: Page, method: string, amount: string, due: RegExp | string) {
  const table = page.getByRole('table', { name: 'Pagamentos da assinatura' });
  const row = table.getByRole('row').filter({ hasText: 'primeira mensalidade' });
  await expect(row).toContainText(method);
  await expect(row).toContainText(amount);
  await expect(row).toContainText('Pago');
  await expect(row.getByRole('cell').nth(3)).toHaveText(due);
}

/** The receipt is made by a job right after the payment: the documents page lists it. */
async function expectReceipt(page: Page, period: RegExp) {
  await page.goto('/app/documents');
  // The table (wide screens) and the cards (phones) both list it: the visible one.
  const receipt = page
    .getByText(/Recibo da mensalidade/)
    .filter({ visible: true })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(receipt).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 3_000] });
  await expect(receipt).toContainText(period);
}

test.describe('pay the first fee by Pix, boleto or card', () => {
  // Each journey pays, goes back and waits for the receipt job: longer than the default 30 s.
  test.describe.configure({ timeout: 180_000 });

  test('Pix: QR code and copia-e-cola with the expiry, paid, receipt in the documents', async ({
    page,
    request,
    companyUser,
  }, testInfo) => {
    await startFirstPayment(request, companyUser);
    const [plan] = await publicPlans(request);
    await openCheckout(page, companyUser);
    await captureScreens(page, testInfo, 'checkout-card');

    await page.getByRole('button', { name: 'Pix', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pix', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    const code = await page.getByLabel('Pix copia e cola').inputValue();
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*AMBIENTE DE TESTES.*6304[0-9A-F]{4}$/);
    await expect(page.getByText(/Válido até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await captureScreens(page, testInfo, 'checkout-pix');

    // Paid from the billing page later: the open charge shows the same QR code and code.
    await page.getByRole('link', { name: /Pagar depois e voltar/ }).click();
    await expect(page).toHaveURL('/app/user/my-billing');
    const open = page.getByRole('region', { name: 'Cobrança em aberto' });
    await expect(open).toContainText(brl(plan!.price));
    await expect(open).toContainText('Pix');
    await expect(open).toContainText(/Expira em\d{2}\/\d{2}\/\d{4}/);
    await expect(open).toContainText('Aguardando');
    await expect(open.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    expect(await open.getByLabel('Pix copia e cola').inputValue()).toBe(code);
    await expect(open.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
    await expect(open.getByRole('note')).toHaveText(
      'Ambiente de testes: este código é uma simulação e não pode ser pago.',
    );
    await captureScreens(page, testInfo, 'billing-pix-open');
    await page.getByRole('main').getByRole('link', { name: 'Pagar agora' }).click();
    await page.getByRole('button', { name: 'Simular Pix pago' }).click();
    await expect(page).toHaveURL('/app/user/my-billing');
    await expect(page.getByRole('main').getByText('Ativa', { exact: true })).toBeVisible();
    await expectPaidRow(page, 'Pix', brl(plan!.price), /\d{2}\/\d{2}\/\d{4}/);
    await captureScreens(page, testInfo, 'billing-pix-paid');
    await expectReceipt(page, /\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
  });

  test('boleto: line, due date and PDF; the billing page shows it open; paid later; receipt', async ({
    page,
    request,
    companyUser,
  }, testInfo) => {
    await startFirstPayment(request, companyUser);
    const [plan] = await publicPlans(request);
    await openCheckout(page, companyUser);

    await page.getByRole('button', { name: 'Boleto', exact: true }).click();
    const line = page.getByTestId('boleto-line');
    await expect(line).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(page.getByText(/Vencimento: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    const pdfHref = await page.getByRole('link', { name: 'Abrir o PDF do boleto' }).getAttribute('href');
    expect(pdfHref).toMatch(new RegExp(`^${API_URL}/payments/sandbox/sessions/[0-9a-f-]{36}/boleto\\.pdf$`));
    const pdf = await request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await captureScreens(page, testInfo, 'checkout-boleto');
    const lineText = (await line.textContent())!;
    const due = (await page.getByText(/Vencimento: \d{2}\/\d{2}\/\d{4}/).textContent())!.match(
      /\d{2}\/\d{2}\/\d{4}/,
    )![0];

    // Pay later: back on the billing page, the open charge shows how to pay it.
    await page.getByRole('link', { name: /Pagar depois e voltar/ }).click();
    await expect(page).toHaveURL('/app/user/my-billing');
    const open = page.getByRole('region', { name: 'Cobrança em aberto' });
    await expect(open).toContainText(brl(plan!.price));
    await expect(open).toContainText('Boleto');
    await expect(open).toContainText(`Vencimento${due}`);
    await expect(open).toContainText('Aguardando');
    await expect(open.getByRole('note')).toHaveText(
      'Ambiente de testes: este código é uma simulação e não pode ser pago.',
    );
    await expect(open.getByTestId('boleto-line')).toHaveText(lineText);
    await expect(open.getByRole('link', { name: 'Abrir o PDF do boleto' })).toHaveAttribute('href', pdfHref!);
    await captureScreens(page, testInfo, 'billing-boleto-open');

    // Two days later the bank confirms it: "Pagar agora" goes back to the same boleto.
    await page.getByRole('main').getByRole('link', { name: 'Pagar agora' }).click();
    await expect(page.getByTestId('boleto-line')).toBeVisible();
    await page.getByRole('button', { name: 'Simular boleto pago dois dias depois' }).click();
    await expect(page).toHaveURL('/app/user/my-billing');
    await expect(page.getByRole('main').getByText('Ativa', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cobrança em aberto' })).toHaveCount(0);
    await expectPaidRow(page, 'Boleto', brl(plan!.price), due);
    await captureScreens(page, testInfo, 'billing-boleto-paid');
    await expectReceipt(page, /\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
  });

  test('card: refused, then paid with a new checkout; receipt', async ({ page, request, companyUser }, testInfo) => {
    await startFirstPayment(request, companyUser);
    const [plan] = await publicPlans(request);
    await openCheckout(page, companyUser);
    await expect(page.getByRole('button', { name: 'Cartão', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Simular falha' }).click();
    await expect(page).toHaveURL('/app/user/my-billing');
    await expect(page.getByText('Pagamento cancelado. Nada foi cobrado.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Pagamentos da assinatura' });
    await expect(table.getByRole('row').filter({ hasText: 'Falhou' })).toContainText('Cartão de crédito');
    await captureScreens(page, testInfo, 'billing-card-failed');

    await page.getByRole('main').getByRole('button', { name: 'Pagar agora' }).click();
    await expect(page).toHaveURL(/\/pagamento\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL('/app/user/my-billing');
    await expect(page.getByRole('main').getByText('Ativa', { exact: true })).toBeVisible();
    const paid = table.getByRole('row').filter({ hasText: 'Pago' });
    await expect(paid).toContainText('Cartão de crédito');
    await expect(paid).toContainText(brl(plan!.price));
    await expect(paid.getByRole('cell').nth(3)).toHaveText('—');
    await captureScreens(page, testInfo, 'billing-card-paid');
    await expectReceipt(page, /\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
  });
});

/** The wizard's plan step, through the API: a pending subscription and its first payment. */
async function startFirstPayment(request: APIRequestContext, user: { email: string; password: string }) {
  const { accessToken, claims } = await apiSignIn(request, user);
  const [plan] = await publicPlans(request);
  const response = await request.post(`${API_URL}/subscriptions/${plan!.id}?companyId=${claims.companies[0]!}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}
