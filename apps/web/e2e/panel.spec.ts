import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  createSystemAdmin,
  declineCookies,
  expect,
  signIn,
  signUp,
  test,
  type TestUser,
} from './fixtures';

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><NFSe><infNFSe/></NFSe>');

/** A CNPJ with valid check digits (the API factories' algorithm). */
function randomCnpj(): string {
  const digits = Array.from({ length: 12 }, () => randomInt(10));
  const check = (weights: number[]) => {
    const rest = weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

interface CompanyFacts {
  size: 'MEI' | 'ME';
  mainCnae: string;
  openedOn: string;
}

/** An active company with a CNPJ, size, main CNAE and opening day (what the reports read). */
async function reportCompany(request: APIRequestContext, owner: TestUser, name: string, facts: CompanyFacts) {
  const response = await request.post(`${API_URL}/test-support/companies`, {
    data: { ownerEmail: owner.email, status: 'active', trackId: null, name, cnpj: randomCnpj(), ...facts },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string };
}

async function bearer(request: APIRequestContext, user: TestUser) {
  return { authorization: `Bearer ${(await apiSignIn(request, user)).accessToken}` };
}

/** "YYYY-MM" of today in Brasília, moved by `offset` months. */
function brasiliaMonth(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}

/** A note all the way to issued, as the customer and our accountant would: ask, take, attach, issue. */
async function issuedNote(
  request: APIRequestContext,
  headers: { customer: Record<string, string>; admin: Record<string, string> },
  companyId: string,
  note: { competenceDate: string; totalValue: number; invoiceNumber: string },
) {
  const asked = await request.post(`${API_URL}/nfs/requests?companyId=${companyId}`, {
    headers: headers.customer,
    data: {
      emissionType: 'cnpj',
      cnpj: randomCnpj(),
      totalValue: note.totalValue,
      taker: { name: 'Cliente Recorrente Ltda' },
      serviceCode: '010101',
      serviceDescription: 'Desenvolvimento de software sob encomenda',
      competenceDate: note.competenceDate,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()).data as { id: string };
  const status = async (to: string, data: object = {}) => {
    const response = await request.put(`${API_URL}/nfs/requests/${id}/status/${to}`, { headers: headers.admin, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await status('processing');
  for (const [kind, buffer, mimeType] of [
    ['pdf', PDF, 'application/pdf'],
    ['xml', XML, 'application/xml'],
  ] as const) {
    const response = await request.post(`${API_URL}/nfs/requests/${id}/files/${kind}`, {
      headers: headers.admin,
      multipart: { file: { name: `nota.${kind}`, mimeType, buffer } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await status('issued', { invoiceNumber: note.invoiceNumber, issueDate: note.competenceDate });
}

async function openPanel(page: Page, user: TestUser) {
  await page.goto('/app/login?next=%2Fapp%2Fpanel');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${user.name}` })).toBeVisible();
}

test('a new company sees what to do: ask for the first note, import a bank statement', async ({
  page,
  request,
}, testInfo) => {
  const owner = await signUp(request, 'Joana Prado');
  await reportCompany(request, owner, `Joana Prado ${Date.now()} MEI`, {
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
  const owner = await signUp(request, 'Rafael Lima');
  const company = await reportCompany(request, owner, `Rafael Lima ${Date.now()} MEI`, {
    size: 'MEI',
    mainCnae: '6201501',
    openedOn: '2023-05-10',
  });
  const admin = await createSystemAdmin(request);
  const headers = { customer: await bearer(request, owner), admin: await bearer(request, admin) };
  const thisMonth = brasiliaMonth(0);
  const lastMonth = brasiliaMonth(-1);
  await issuedNote(request, headers, company.id, {
    competenceDate: `${lastMonth}-10`,
    totalValue: 30_000,
    invoiceNumber: '501',
  });
  await issuedNote(request, headers, company.id, {
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

test('a Simples company sees the RBT12, the annex, the effective rate and the estimated DAS', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await signUp(request, 'Bruna Alves');
  const company = await reportCompany(request, owner, `Alves Sistemas ${Date.now()} Ltda`, {
    size: 'ME',
    mainCnae: '6201501',
    openedOn: '2021-02-01',
  });
  const admin = await createSystemAdmin(request);
  const headers = { customer: await bearer(request, owner), admin: await bearer(request, admin) };
  await issuedNote(request, headers, company.id, {
    competenceDate: `${brasiliaMonth(-2)}-15`,
    totalValue: 18_000,
    invoiceNumber: '77',
  });
  await issuedNote(request, headers, company.id, {
    competenceDate: `${brasiliaMonth(0)}-02`,
    totalValue: 12_500.5,
    invoiceNumber: '78',
  });

  await openPanel(page, owner);
  const main = page.getByRole('main');
  const simples = main.getByRole('region', { name: 'Simples Nacional: estimativa do mês' });
  await expect(simples).toContainText('Receita dos últimos 12 meses (RBT12)', { timeout: 15_000 });
  await expect(simples).toContainText(/R\$\s18\.000,00/);
  await expect(simples).toContainText(/Anexo (III|V)/);
  await expect(simples).toContainText(/\dª faixa/);
  await expect(simples).toContainText(/\d+,\d{2}%/);
  await expect(simples).toContainText('DAS estimado de');
  const limit = main.getByRole('region', { name: 'Limite de faturamento do ano' });
  await expect(limit).toContainText(/de R\$\s4\.800\.000,00/);
  await captureScreens(page, testInfo, 'panel-simples');
});
