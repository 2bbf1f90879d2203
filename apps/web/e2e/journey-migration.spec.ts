import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  accountantFindsRequest,
  answerViaCep,
  captureScreens,
  declineCookies,
  expect,
  randomCnpj,
  test,
} from './fixtures';

// The whole accountant switch, all through the screens: the public page's call to action,
// sign-up, the wizard (with a reload on the way), the sandbox payment, the company's data
// from our accountant and, once the company is active, the panel. Only the system admin
// is made through the API. The API runs with the CNPJ lookup off (only the check digits
// count) and ViaCEP is answered here: the run never goes online.

/** 00.000.000/0000-00 */
const formatCnpj = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

const VIACEP_ANSWER = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
  await answerViaCep(context, { '01310100': VIACEP_ANSWER });
});

function currentStep(page: Page) {
  return page.getByRole('list', { name: 'Etapas da troca de contador' }).locator('[aria-current="step"]');
}

const MIGRATION_REQUESTS = '/app/admin/companies/migration-requests';

test('migration: from /trocar-contador to the panel, with our accountant in between', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const suffix = randomUUID().slice(0, 6);
  const email = `carla.${suffix}@exemplo.com.br`;
  const legalName = `Mendes Moda Feminina ${suffix} Ltda`;
  // A CNPJ of its own per run: a retry (or a second run on the same database) never meets the first one's company.
  const CNPJ = formatCnpj(randomCnpj());

  // ------------------------------------------------------------ sign-up from the public page
  await page.goto('/trocar-contador');
  await page.getByRole('main').getByRole('link', { name: 'Trocar de contador' }).first().click();
  await expect(page).toHaveURL('/app/login?cadastro=1&trackId=migrate-company');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill('Carla Mendes');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Celular').pressSequentially('21998765432');
  await page.getByLabel('Senha').fill('senha-forte-123');
  await page.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }).check();
  await captureScreens(page, testInfo, 'migration-01-signup');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL('/app/wizard/company-migration', { timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Etapas da troca de contador' }).getByRole('listitem')).toHaveCount(5, {
    timeout: 15_000,
  });

  // ------------------------------------------------------------ 1. partners, the basics
  await expect(page.getByRole('heading', { level: 2, name: 'Quem são os sócios?' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Sócios');
  const partner = page.getByRole('group', { name: /^Sócio 1/ });
  await expect(partner.getByLabel('Nome completo')).toHaveValue('Carla Mendes');
  await partner.getByLabel('CPF').pressSequentially('39053344705');
  await expect(partner.getByLabel('CPF')).toHaveValue('390.533.447-05');
  await captureScreens(page, testInfo, 'migration-02-partners');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // ------------------------------------------------------------ 2. the company and its accountant, with a reload
  const accountantStep = page.getByRole('heading', { level: 2, name: 'A empresa e o contador atual' });
  await expect(accountantStep).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(accountantStep).toBeVisible({ timeout: 15_000 });
  await expect(currentStep(page)).toContainText('Troca de contador');

  await page.getByLabel('CNPJ da empresa').pressSequentially(CNPJ.replace(/\D/g, ''));
  await expect(page.getByLabel('CNPJ da empresa')).toHaveValue(CNPJ);
  // The e2e API runs with the CNPJ lookup off: only the check digits were checked, and the page says so.
  await expect(page.getByText('O número do CNPJ é válido. Não conseguimos consultar a Receita agora')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('CNPJ encontrado na Receita.')).toHaveCount(0);
  await page.getByLabel('Nome do contador ou escritório').fill('Escritório Contábil Silva');
  await page.getByLabel('Celular (opcional)').pressSequentially('2133334444');
  await page.getByRole('radio', { name: 'Simples Nacional' }).click();
  await page.getByRole('radio', { name: 'Não' }).click();
  await captureScreens(page, testInfo, 'migration-03-accountant');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // ------------------------------------------------------------ 3. fiscal address
  await expect(page.getByRole('heading', { level: 2, name: 'Endereço fiscal' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await page.getByLabel('Número').fill('1000');
  await page.getByRole('radio', { name: 'Escritório virtual' }).click();
  await captureScreens(page, testInfo, 'migration-04-address');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // ------------------------------------------------------------ 4. plan and the sandbox payment
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha seu plano' })).toBeVisible({ timeout: 15_000 });
  await expect(currentStep(page)).toContainText('Assinatura');
  await captureScreens(page, testInfo, 'migration-05-plans');
  await page.getByRole('button', { name: 'Escolher plano Serviços' }).click();

  await expect(page).toHaveURL(/\/pagamento\/sandbox\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText('Ambiente de testes — nenhum valor é cobrado')).toBeVisible();
  await captureScreens(page, testInfo, 'migration-06-sandbox-checkout');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/wizard\/company-migration/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Estamos fazendo a troca de contador' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Pagamento confirmado. Obrigado!')).toBeVisible();
  await expect(page).toHaveURL('/app/wizard/company-migration');
  await expect(currentStep(page)).toContainText('Dados da empresa');
  await captureScreens(page, testInfo, 'migration-07-waiting');
  // Not active yet: the panel sends the person back to the wizard.
  await page.goto('/app/panel');
  await expect(page).toHaveURL('/app/wizard/company-migration', { timeout: 15_000 });

  // ------------------------------------------------------------ our accountant: the company's data, then "Ativa"
  // The CNPJ lookup is off, so the company still has its placeholder name: find it by CNPJ.
  const { adminTab, adminMain, row } = await accountantFindsRequest(
    browser,
    request,
    { menuLink: 'Trocas de contador', url: MIGRATION_REQUESTS, table: 'Pedidos de troca de contador' },
    CNPJ,
    email,
  );
  await expect(row).toContainText('Em migração');
  await row.getByRole('link').first().click();

  await expect(adminTab).toHaveURL(/\/app\/admin\/companies\/[0-9a-f-]{36}$/);
  await expect(adminMain.getByText(`CNPJ ${CNPJ}`)).toBeVisible({ timeout: 15_000 });
  const steps = adminMain.getByRole('region', { name: 'Etapas' });
  await expect(steps).toContainText('Escritório Contábil Silva');
  const infoForm = steps.getByRole('form', { name: 'Enviar os dados da empresa' });
  await expect(infoForm).toBeVisible();
  await expect(infoForm.getByLabel('CNPJ')).toHaveValue(CNPJ);
  await infoForm.getByLabel('Razão social').fill(legalName);
  await infoForm.getByLabel('Data de abertura').fill('01/04/2015');
  await captureScreens(adminTab, testInfo, 'migration-08-admin-company-data');
  await infoForm.getByRole('button', { name: 'Enviar dados da empresa' }).click();
  await expect(adminTab.getByText('Etapa concluída. O cliente já vê no aplicativo.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(adminMain.getByRole('heading', { level: 1 })).toHaveText(legalName, { timeout: 15_000 });
  // The last step made the company active: nobody changes the status by hand.
  await adminTab.reload();
  await expect(adminMain.getByRole('region', { name: 'Status' }).getByText('Ativa', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await captureScreens(adminTab, testInfo, 'migration-09-admin-active');
  await adminTab.context().close();

  // ------------------------------------------------------------ the person: the company's data, then the panel
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'A troca de contador terminou!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main')).toContainText(CNPJ);
  await expect(page.getByRole('main')).toContainText(legalName);
  await captureScreens(page, testInfo, 'migration-10-track-result');
  await page.getByRole('link', { name: 'Ir para o painel' }).click();

  await expect(page).toHaveURL('/app/panel', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(email)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL('/app/panel');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible({ timeout: 15_000 });
  await captureScreens(page, testInfo, 'migration-11-panel');
});
