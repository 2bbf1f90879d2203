import {
  SIMPLES_SHOP,
  activeCompanyOf,
  captureScreens,
  createSystemAdmin,
  declineCookies,
  expect,
  signInAt,
  test,
} from './fixtures';

// The company sends a month's payroll from the panel and sees its obligations calendar; the
// accountant confirms the payroll on the company page and works the obligations queue.

test.use({ cookiesDeclined: true });

test('payroll sent by the company, confirmed by the accountant; the obligations calendar and queue', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const year = new Date().getFullYear();
  const { owner, company } = await activeCompanyOf(request, 'Lúcia Prado', {
    name: `Prado Comércio ${Date.now()} Ltda`,
    ...SIMPLES_SHOP,
  });

  await signInAt(page, owner, '/app/panel');
  const payroll = page.getByRole('form', { name: 'Enviar folha do mês' });
  await payroll.getByLabel('Mês').fill(`01/${year}`);
  await payroll.getByLabel('Pró-labore').fill('250000');
  await payroll.getByLabel('Salários').fill('180000');
  await payroll.getByLabel('Encargos (CPP e FGTS)').fill('55000');
  await payroll.getByRole('button', { name: 'Enviar folha' }).click();
  await expect(payroll.getByRole('status')).toHaveText(
    `Folha de janeiro de ${year} enviada. Ela entra na apuração depois que nossos contadores confirmarem.`,
  );
  const sent = page.getByRole('list', { name: 'Folhas enviadas' });
  await expect(sent.getByRole('listitem').filter({ hasText: `janeiro de ${year}` })).toContainText(
    'Aguardando a contabilidade',
  );
  await captureScreens(page, testInfo, 'panel-payroll-submission');

  await page.getByRole('link', { name: 'Obrigações' }).click();
  await expect(page).toHaveURL('/app/obrigacoes');
  const obligations = page.getByRole('list', { name: `Obrigações de ${year}` });
  const defis = obligations
    .getByRole('listitem')
    .filter({ hasText: `DEFIS (declaração anual do Simples Nacional) · ano-base ${year - 1}` });
  await expect(defis).toContainText(`Vence em 31/03/${year}`);
  await expect(defis).toContainText('Resolução CGSN 140/2018, art. 72');
  // No confirmed payroll yet: no DCTFWeb.
  await expect(obligations.getByText(/^DCTFWeb/)).toHaveCount(0);
  await captureScreens(page, testInfo, 'obligations-calendar');

  const admin = await createSystemAdmin(request);
  await page.context().clearCookies();
  await declineCookies(page.context());
  await signInAt(page, admin, `/app/admin/companies/${company.id}`);
  const main = page.getByRole('main');
  await main.getByLabel('Competência').first().fill(`12/${year}`);
  await main.getByRole('button', { name: 'Ver apuração' }).click();
  const submitted = main.getByRole('list', { name: 'Folhas enviadas pela empresa' });
  await expect(submitted).toContainText(`janeiro de ${year}: pró-labore R$ 2.500,00, salários R$ 1.800,00`);
  await submitted.getByRole('button', { name: `Confirmar folha de janeiro de ${year}` }).click();
  await expect(submitted).toHaveCount(0);
  // Confirmed, January's payroll brings its DCTFWeb and FGTS to the calendar.
  const calendar = main.getByRole('list', { name: `Obrigações de ${year}` });
  await expect(
    calendar
      .getByRole('listitem')
      .filter({ hasText: `DCTFWeb (contribuições da folha e do pró-labore) · competência 01/${year}` }),
  ).toBeVisible();
  const fgts = calendar.getByRole('listitem').filter({ hasText: `FGTS Digital · competência 01/${year}` });
  await fgts.getByRole('button', { name: 'Marcar como feita' }).click();
  await expect(fgts).toContainText('Feita');

  await page.goto('/app/admin/obligations');
  const queue = page.getByRole('list', { name: 'Fila de obrigações' });
  await expect(queue.getByRole('listitem').filter({ hasText: company.name }).first()).toBeVisible();
  await captureScreens(page, testInfo, 'admin-obligations-queue');
});
