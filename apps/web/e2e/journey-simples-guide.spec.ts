import path from 'node:path';
import {
  SIMPLES_SHOP,
  activeCompanyOf,
  captureScreens,
  createSystemAdmin,
  declineCookies,
  expect,
  signIn,
  test,
} from './fixtures';
import { API_URL } from './e2e-env';

// Issue 22's journey: the accountant enters October's goods revenue and payroll, confirms
// the computation and sends the DAS made from it; the guide reaches the customer in "Guias a
// pagar" with the e-mail; the customer marks it paid, imports the bank statement where the DAS
// was debited, and the reconciliation matches the debit to the guide.

const DAS_STATEMENT = path.join(import.meta.dirname, 'fixtures', 'bank-extrato-bb-09-11-a-24-11-2026-das.ofx');
const BARCODE = '85820000004 0 00000328202 6 11230123456 7 89012345678 9';

test.use({ cookiesDeclined: true });

test('from the computation to the guide, paid and reconciled with the bank debit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { owner, company } = await activeCompanyOf(request, 'Rita Moreira', {
    name: `Empório Moreira ${Date.now()} Ltda`,
    ...SIMPLES_SHOP,
  });
  const admin = await createSystemAdmin(request);
  await page.goto(`/app/login?next=${encodeURIComponent(`/app/admin/companies/${company.id}`)}`);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(`/app/admin/companies/${company.id}`);

  // October 2026: R$ 10.000,00 of sales and the payroll.
  const main = page.getByRole('main');
  await main.getByLabel('Competência').first().fill('10/2026');
  await main.getByRole('button', { name: 'Ver apuração' }).click();
  const inputs = main.getByRole('region', { name: 'Receitas e folha de outubro de 2026' });
  await expect(inputs.getByText('Nenhuma receita neste mês')).toBeVisible({ timeout: 15_000 });
  const revenue = inputs.getByRole('form', { name: 'Lançar receita' });
  await revenue.getByLabel('Atividade').selectOption('commerce');
  await revenue.getByLabel('Receita bruta do mês').fill('1000000');
  await revenue.getByLabel('Origem (opcional)').fill('Vendas da loja');
  await revenue.getByRole('button', { name: 'Lançar receita' }).click();
  await expect(inputs.getByRole('row', { name: /Vendas da loja/ })).toContainText(/R\$\s10\.000,00/);
  const payroll = inputs.getByRole('form', { name: 'Folha do mês' });
  await payroll.getByLabel('Pró-labore').fill('200000');
  await payroll.getByLabel('Encargos (CPP e FGTS)').fill('44000');
  await payroll.getByRole('button', { name: 'Salvar folha do mês' }).click();
  await expect(payroll.getByLabel('Pró-labore')).toHaveValue('');

  // No revenue before: Anexo I faixa 1, 10.000,00 × 4% = 400,00; due 20/11/2026 is
  // Consciência Negra (a holiday), so Monday 23/11/2026.
  const das = main.getByRole('region', { name: /^Simples Nacional: DAS de / });
  await expect(das.getByRole('row', { name: /Anexo I\b/ })).toContainText(/R\$\s400,00/);
  await inputs.getByRole('button', { name: 'Confirmar apuração' }).click();
  await expect(inputs.getByText('Apuração confirmada em')).toBeVisible();

  const guideForm = inputs.getByRole('form', { name: 'Guia do DAS' });
  await expect(guideForm).toContainText(/Valor R\$\s400,00, vencimento 23\/11\/2026/);
  await guideForm.getByRole('button', { name: 'Enviar guia à empresa' }).click();
  await expect(guideForm.getByText('Informe a linha digitável do DAS: 48 números.')).toBeVisible();
  await guideForm.getByLabel('Linha digitável').fill(BARCODE);
  await guideForm.getByRole('button', { name: 'Enviar guia à empresa' }).click();
  await expect(inputs.getByText(/Guia do DAS enviada à empresa: R\$\s400,00, vencimento 23\/11\/2026/)).toBeVisible();
  await captureScreens(page, testInfo, 'journey-simples-guide-accountant');

  // The customer's e-mail.
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/test-support/mail?to=${encodeURIComponent(owner.email)}`);
      const mails = (await response.json()).data as { subject: string; text: string }[];
      return mails.find((mail) => mail.subject === 'Nova guia DAS com vencimento em 23/11/2026')?.text ?? '';
    })
    .toMatch(/Competência: 10\/2026\nValor: R\$\s400,00\nVencimento: 23\/11\/2026/);

  // The customer sees it in "Guias a pagar" and marks it paid.
  await page.context().clearCookies();
  await declineCookies(page.context());
  await page.goto(`/app/login?next=${encodeURIComponent('/app/documents')}`);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL('/app/documents');
  const guide = page.getByRole('list', { name: 'Guias para pagar' }).getByRole('listitem').filter({ hasText: 'DAS ·' });
  await expect(guide).toContainText('DAS · competência 10/2026');
  await expect(guide).toContainText('R$ 400,00');
  await expect(guide).toContainText('23/11/2026');
  await guide.getByRole('button', { name: /^Marcar como paga/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar a guia como paga' });
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByText('Guia marcada como paga.')).toBeVisible();

  // The statement with the DAS debit, then the reconciliation of November.
  await page.goto('/app/bank-statements/accounts');
  await page.getByLabel('Arquivo do extrato').setInputFiles(DAS_STATEMENT);
  await expect(page.getByRole('status', { name: 'Resultado da importação' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Conciliar o extrato com as notas e as guias' }).click();
  await expect(page).toHaveURL('/app/bank-statements/reconciliation');
  await page.getByLabel('Mês do extrato').fill('11/2026');
  await page.getByRole('button', { name: 'Ver conciliação' }).click();
  const matched = page.getByRole('region', { name: 'Conciliados' });
  const debit = matched.getByRole('listitem').filter({ hasText: 'Pagamento DAS - Simples Nacional' });
  await expect(debit).toContainText('Guia: DAS 10/2026');
  await expect(debit).toContainText(/-R\$\s400,00/);
  await expect(debit).toContainText('Conciliado automaticamente');
  // The bakery's R$ 2.500,00 Pix has no note: flagged as revenue the computation may miss.
  const unmatched = page.getByRole('region', { name: 'Sem correspondência' });
  await expect(unmatched.getByRole('listitem').filter({ hasText: 'Padaria Pao Dourado' })).toContainText(
    'Crédito sem nota: pode faltar na apuração',
  );
  await expect(page.getByRole('status').filter({ hasText: 'créditos sem nota fiscal' })).toContainText(
    /R\$\s2\.500,00/,
  );
  await captureScreens(page, testInfo, 'journey-simples-guide-reconciliation');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
