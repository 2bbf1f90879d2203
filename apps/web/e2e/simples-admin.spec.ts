import { SIMPLES_SHOP, activeCompanyOf, captureScreens, createSystemAdmin, expect, signInAt, test } from './fixtures';

// The accountant enters a month's goods revenue and payroll on the company page; the
// computation beside it follows (decision 014).

test.use({ cookiesDeclined: true });

test("the accountant enters the month's goods revenue and payroll, sees the DAS and confirms the month", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { company } = await activeCompanyOf(request, 'Caio Lima', {
    name: `Mercearia Lima ${Date.now()} Ltda`,
    ...SIMPLES_SHOP,
  });
  const admin = await createSystemAdmin(request);
  await signInAt(page, admin, `/app/admin/companies/${company.id}`);

  const main = page.getByRole('main');
  const inputs = main.getByRole('region', { name: /^Receitas e folha de / });
  await expect(inputs.getByText('Nenhuma receita neste mês')).toBeVisible({ timeout: 15_000 });

  const revenue = inputs.getByRole('form', { name: 'Lançar receita' });
  await revenue.getByRole('button', { name: 'Lançar receita' }).click();
  await expect(revenue.getByText(/Informe um valor/)).toBeVisible();
  await revenue.getByLabel('Atividade').selectOption('commerce');
  await revenue.getByLabel('Receita bruta do mês').fill('2000000');
  await expect(revenue.getByLabel('Receita bruta do mês')).toHaveValue(/20\.000,00/);
  await revenue.getByLabel('Origem (opcional)').fill('Vendas do caixa');
  await revenue.getByRole('button', { name: 'Lançar receita' }).click();

  const row = inputs.getByRole('row', { name: /Vendas do caixa/ });
  await expect(row).toContainText(`Lançado por ${admin.name}`);
  await expect(row).toContainText(/R\$\s20\.000,00/);

  const payroll = inputs.getByRole('form', { name: 'Folha do mês' });
  await payroll.getByLabel('Pró-labore').fill('300000');
  await payroll.getByLabel('Encargos (CPP e FGTS)').fill('66000');
  await payroll.getByRole('button', { name: 'Salvar folha do mês' }).click();
  await expect(payroll.getByLabel('Pró-labore')).toHaveValue('');

  // No revenue before: RBT12 0, Anexo I faixa 1 at 4%: 20.000,00 × 4% = 800,00.
  const das = main.getByRole('region', { name: /^Simples Nacional: DAS de / });
  await expect(das.getByRole('row', { name: /Anexo I\b/ })).toContainText(/R\$\s800,00/);
  await expect(das).toContainText(/Vence em \d{2}\/\d{2}\/\d{4}/);
  await expect(das).toContainText('não existe tabela oficial');

  // Confirmed, the month locks: a sale entered later shows as a difference to review.
  await inputs.getByRole('button', { name: 'Confirmar apuração' }).click();
  await expect(inputs.getByText(`Apuração confirmada em`)).toBeVisible();
  await expect(das).toContainText('Confirmado pela contabilidade em');
  await revenue.getByLabel('Atividade').selectOption('commerce');
  await revenue.getByLabel('Receita bruta do mês').fill('2500000');
  await revenue.getByLabel('Origem (opcional)').fill('Vendas do caixa');
  await revenue.getByRole('button', { name: 'Lançar receita' }).click();
  const changed = inputs.getByRole('status').filter({ hasText: 'Os lançamentos mudaram depois da confirmação' });
  // 25.000,00 × 4% = 1.000,00 today against the 800,00 confirmed.
  await expect(changed).toContainText(/DAS total: R\$\s800,00 confirmado, R\$\s1\.000,00 hoje/);
  await expect(das.getByRole('row', { name: /Anexo I\b/ })).toContainText(/R\$\s800,00/);
  await changed.getByRole('button', { name: 'Confirmar os novos valores' }).click();
  await expect(das.getByRole('row', { name: /Anexo I\b/ })).toContainText(/R\$\s1\.000,00/);
  await expect(changed).toHaveCount(0);
  await captureScreens(page, testInfo, 'admin-simples');
  // Nothing of the section pushes the page sideways on a 360 px phone (tables scroll in their box).
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
