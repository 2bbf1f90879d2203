import type { APIRequestContext, Page } from '@playwright/test';
import {
  activeCompanyOf,
  apiSignIn,
  captureScreens,
  createSystemAdmin,
  expect,
  randomCnpj,
  signInAt,
  test,
  type TestUser,
} from './fixtures';
import { API_URL } from './e2e-env';
import { apiCreateRequest, apiIssueRequest, todayIso } from './invoices-support';

test.use({ cookiesDeclined: true });

/** "YYYY-MM" of today in Brasília, moved by `offset` months. */
function brasiliaMonth(offset = 0): string {
  const today = todayIso();
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}

/** A note all the way to issued, as the customer and our accountant would: ask, take, attach, issue. */
async function issuedNote(
  request: APIRequestContext,
  tokens: { customer: string; admin: string },
  companyId: string,
  note: { competenceDate: string; totalValue: number; invoiceNumber: string; serviceCode?: string },
) {
  const { id } = await apiCreateRequest(request, tokens.customer, companyId, {
    emissionType: 'cnpj',
    cnpj: randomCnpj(),
    totalValue: note.totalValue,
    taker: { name: 'Cliente Recorrente Ltda' },
    serviceCode: note.serviceCode ?? '010101',
    serviceDescription: note.serviceCode
      ? 'Organização de festas e recepções'
      : 'Desenvolvimento de software sob encomenda',
    competenceDate: note.competenceDate,
  });
  await apiIssueRequest(request, tokens.admin, id, {
    invoiceNumber: note.invoiceNumber,
    issueDate: note.competenceDate,
  });
}

async function openPanel(page: Page, user: TestUser) {
  await signInAt(page, user, '/app/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${user.name}` })).toBeVisible();
}

test('a new company sees what to do: ask for the first note, import a bank statement', async ({
  page,
  request,
}, testInfo) => {
  const { owner } = await activeCompanyOf(request, 'Joana Prado', {
    name: `Joana Prado ${Date.now()} MEI`,
    size: 'MEI',
    mainCnae: '6201501',
    openedOn: '2023-05-10',
  });
  await openPanel(page, owner);
  const main = page.getByRole('main');

  const billing = main.getByRole('region', { name: 'Faturamento dos últimos 12 meses' });
  await expect(billing.getByRole('heading', { name: 'Nenhuma nota emitida ainda' })).toBeVisible({ timeout: 15_000 });
  await expect(billing.getByRole('link', { name: 'Pedir a primeira nota fiscal' })).toHaveAttribute(
    'href',
    '/app/invoices',
  );
  const year = new Date().getFullYear();
  const limit = main.getByRole('region', { name: 'Limite de faturamento do ano' });
  await expect(limit).toContainText(new RegExp(`Faturamento de ${year}: R\\$\\s0,00 de R\\$\\s81\\.000,00 \\(0,0%\\)`));
  await expect(limit.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  const categories = main.getByRole('region', { name: 'Entradas e saídas por categoria' });
  await expect(categories).toContainText('Importe um extrato bancário para ver os gastos por categoria.');
  await expect(categories.getByRole('link', { name: 'Importar extrato bancário' })).toHaveAttribute(
    'href',
    '/app/bank-statements/accounts',
  );
  // The period selector asks again for the quarter.
  await categories.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Este trimestre' }).click();
  await expect(categories).toContainText(/no \dº trimestre de \d{4}/);
  await captureScreens(page, testInfo, 'panel-empty');
});

test('a MEI with notes in two months sees the chart, the year total and how much of the limit it used', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { owner, company } = await activeCompanyOf(request, 'Rafael Lima', {
    name: `Rafael Lima ${Date.now()} MEI`,
    size: 'MEI',
    mainCnae: '6201501',
    openedOn: '2023-05-10',
  });
  const admin = await createSystemAdmin(request);
  const tokens = {
    customer: (await apiSignIn(request, owner)).accessToken,
    admin: (await apiSignIn(request, admin)).accessToken,
  };
  const thisMonth = brasiliaMonth(0);
  const lastMonth = brasiliaMonth(-1);
  await issuedNote(request, tokens, company.id, {
    competenceDate: `${lastMonth}-10`,
    totalValue: 30_000,
    invoiceNumber: '501',
  });
  await issuedNote(request, tokens, company.id, {
    competenceDate: `${thisMonth}-01`,
    totalValue: 35_000,
    invoiceNumber: '502',
  });
  const year = thisMonth.slice(0, 4);
  // In January last month belongs to the year before.
  const yearTotal = lastMonth.startsWith(year) ? 65_000 : 35_000;

  await openPanel(page, owner);
  const main = page.getByRole('main');
  const billing = main.getByRole('region', { name: 'Faturamento dos últimos 12 meses' });
  await expect(billing.getByRole('figure')).toContainText(/R\$\s65\.000,00 no total/, { timeout: 15_000 });
  await expect(billing.locator('svg.recharts-surface')).toBeVisible();
  await expect(billing.locator('.recharts-bar-rectangle path')).toHaveCount(2);
  // The text alternative: one row per month.
  await expect(billing.getByRole('table', { name: 'Faturamento emitido por mês' }).getByRole('row')).toHaveCount(13);

  const limit = main.getByRole('region', { name: 'Limite de faturamento do ano' });
  const percent = ((yearTotal / 81_000) * 100).toFixed(1).replace('.', ',');
  const total = yearTotal.toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await expect(limit).toContainText(
    new RegExp(`Faturamento de ${year}: R\\$\\s${total.replace('.', '\\.')} de R\\$\\s81\\.000,00 \\(${percent}%\\)`),
  );
  if (yearTotal >= 0.8 * 81_000) await expect(limit.getByRole('status')).toContainText('do limite do MEI');
  await captureScreens(page, testInfo, 'panel-mei');
});

test('the bakery (Anexo II) with a 17.11.01 service note: the panel taxes the note in Anexo III', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { owner, company } = await activeCompanyOf(request, 'Bruna Alves', {
    name: `Padaria Alves ${Date.now()} Ltda`,
    size: 'ME',
    mainCnae: '1091102',
    openedOn: '2021-02-01',
  });
  const admin = await createSystemAdmin(request);
  const tokens = {
    customer: (await apiSignIn(request, owner)).accessToken,
    admin: (await apiSignIn(request, admin)).accessToken,
  };
  // The accountant enters the bakery's sales (industry, Anexo II): a year ago and this month.
  for (const [month, amount] of [
    [brasiliaMonth(-12), 150_000],
    [brasiliaMonth(0), 15_000],
  ] as const) {
    const response = await request.put(`${API_URL}/companies/${company.id}/simples/revenue`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
      data: { month, activity: 'industry', amount },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await issuedNote(request, tokens, company.id, {
    competenceDate: `${brasiliaMonth(0)}-02`,
    totalValue: 1_850.44,
    invoiceNumber: '78',
    serviceCode: '171101',
  });

  await openPanel(page, owner);
  const main = page.getByRole('main');
  const simples = main.getByRole('region', { name: /^Simples Nacional: DAS de / });
  // RBT12 150.000,00: faixa 1. II: 15.000,00 × 4,50% = 675,00; III: 1.850,44 × 6% = 111,03; DAS 786,03.
  await expect(simples.getByRole('row', { name: /Anexo II\b/ })).toContainText(/R\$\s675,00/, { timeout: 15_000 });
  await expect(simples.getByRole('row', { name: /Anexo III/ })).toContainText('6,00%');
  await expect(simples.getByRole('row', { name: /Anexo III/ })).toContainText(/R\$\s111,03/);
  await expect(simples).toContainText(/R\$\s786,03/);
  await expect(simples).toContainText(/Vence em \d{2}\/\d{2}\/\d{4}/);
  await expect(simples).toContainText(/R\$\s150\.000,00/);
  const limit = main.getByRole('region', { name: 'Limite de faturamento do ano' });
  await expect(limit).toContainText(/de R\$\s4\.800\.000,00/);
  await captureScreens(page, testInfo, 'panel-simples');
});
