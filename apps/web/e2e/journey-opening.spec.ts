import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { WEB_URL } from './e2e-env';
import {
  accountantFindsRequest,
  answerViaCep,
  captureScreens,
  declineCookies,
  emailTo,
  expect,
  test,
} from './fixtures';

// The whole opening, as a person and our accountant live it, all through the screens:
// the public page's call to action, sign-up, the wizard (with a reload on the way), the
// sandbox payment, the guide our accountant issues, the receipt, the company's data and,
// once the company is active, the panel. Only the system admin is made through the API.
// At each step that asks something of the person or tells them what they wait for, the
// e-mail is read from the outbox (the API's test-only route) and its link checked.
// ViaCEP is answered here: the run never goes online.

const VIACEP_ANSWER = {
  cep: '05010-000',
  logradouro: 'Rua Caiubi',
  complemento: '',
  bairro: 'Perdizes',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

/** A tiny but well-formed PDF: the API checks receipts by their content. */
const RECEIPT_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** dd/mm/aaaa in São Paulo, `days` from today: the guide falls due ahead, it is paid and the company opens today. */
function brDate(days = 0): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(date);
}

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
  await answerViaCep(context, { '05010000': VIACEP_ANSWER });
});

function currentStep(page: Page) {
  return page.getByRole('list', { name: 'Etapas da abertura da empresa' }).locator('[aria-current="step"]');
}

const OPENING_REQUESTS = '/app/admin/companies/opening-requests';

/** The admin's status buttons, behind their confirmation. */
async function moveStatus(page: Page, label: string) {
  const status = page.getByRole('main').getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Mudar o status para "${label}"?`);
  await dialog.getByRole('button', { name: 'Mudar status' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(`Status alterado para "${label}".`)).toBeVisible();
  await expect(status.getByText(label, { exact: true })).toBeVisible();
}

test('opening: from /abrir-empresa to the panel, with our accountant in between', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const suffix = randomUUID().slice(0, 6);
  const companyName = `Padaria Pão Quente ${suffix}`;
  const email = `ana.${suffix}@exemplo.com.br`;
  const [dueDate, today] = [brDate(10), brDate()];

  // ------------------------------------------------------------ sign-up from the public page
  await page.goto('/abrir-empresa');
  await page.getByRole('main').getByRole('link', { name: 'Abrir minha empresa' }).first().click();
  await expect(page).toHaveURL('/app/login?cadastro=1&trackId=create-company');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill('Ana Beatriz Souza');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Celular').pressSequentially('11912345678');
  await page.getByLabel('Senha').fill('senha-forte-123');
  await page.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }).check();
  await captureScreens(page, testInfo, 'opening-01-signup');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL('/app/wizard/company-opening', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Abertura da empresa' })).toBeVisible();
  const welcome = await emailTo(request, email, /^Boas-vindas/);
  expect(welcome.text).toContain('Olá, Ana Beatriz Souza.');
  expect(welcome.path).toBe('/app/wizard/company-opening');

  // ------------------------------------------------------------ 1. partners
  await expect(page.getByRole('heading', { level: 2, name: 'Quem serão os sócios?' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(currentStep(page)).toContainText('Sócios');
  const partner = page.getByRole('group', { name: /^Sócio 1/ });
  await expect(partner.getByLabel('Nome completo')).toHaveValue('Ana Beatriz Souza');
  await partner.getByLabel('CPF').pressSequentially('39053344705');
  await expect(partner.getByLabel('CPF')).toHaveValue('390.533.447-05');
  await partner.getByLabel('Data de nascimento').pressSequentially('15031988');
  await partner.getByLabel('Celular').pressSequentially('11987654321');
  await expect(page.getByRole('status').filter({ hasText: 'Total das participações' })).toHaveText(
    'Total das participações: 100%',
  );
  await captureScreens(page, testInfo, 'opening-02-partners');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // ------------------------------------------------------------ 2. pre-registration, with a reload on the way
  const preRegistration = page.getByRole('heading', { level: 2, name: 'Pré-cadastro da empresa' });
  await expect(preRegistration).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('1ª opção de nome').fill(companyName);
  await page.reload();
  // The step comes from the API: the reload comes back to it, not to the partners.
  await expect(preRegistration).toBeVisible({ timeout: 15_000 });
  await expect(currentStep(page)).toContainText('Pré-cadastro');

  await page.getByLabel('1ª opção de nome').fill(companyName);
  await page.getByRole('radio', { name: 'Sociedade limitada unipessoal (SLU)' }).click();
  await page.getByRole('radio', { name: 'Microempresa (ME)' }).click();
  const mainCnae = page.getByRole('combobox', { name: 'Atividade principal (CNAE)' });
  await mainCnae.fill('6201');
  await expect(page.getByRole('option', { name: /6201-5\/01/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('option', { name: /6201-5\/01/ }).click();
  await expect(page.getByRole('list', { name: 'Atividade principal escolhida' })).toContainText('6201-5/01');
  await page.getByLabel('Capital social').pressSequentially('1000000');
  await expect(page.getByLabel('Capital social')).toHaveValue('R$ 10.000,00');
  await page.getByLabel('O que a empresa vai fazer').fill('Desenvolvimento de programas de computador sob encomenda.');
  await captureScreens(page, testInfo, 'opening-03-pre-registration');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // ------------------------------------------------------------ 3. fiscal address
  await expect(page.getByRole('heading', { level: 2, name: 'Endereço fiscal' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('CEP').pressSequentially('05010000');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Caiubi');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await page.getByLabel('Número').fill('123');
  await page.getByRole('radio', { name: 'Comercial' }).click();
  await captureScreens(page, testInfo, 'opening-04-address');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // ------------------------------------------------------------ 4. plan and the sandbox payment
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha seu plano' })).toBeVisible({ timeout: 15_000 });
  await expect(currentStep(page)).toContainText('Assinatura');
  await expect(page.getByRole('button', { name: /^Escolher plano/ }).first()).toBeVisible();
  // An ME is not a MEI: the MEI plan is not on offer, and says why.
  await expect(page.getByRole('button', { name: 'Escolher plano MEI' })).toBeDisabled();
  await expect(page.getByText('O plano MEI é só para o microempreendedor individual.')).toBeVisible();
  await captureScreens(page, testInfo, 'opening-05-plans');
  await page.getByRole('button', { name: 'Escolher plano Serviços' }).click();

  await expect(page).toHaveURL(/\/pagamento\/sandbox\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText('Ambiente de testes — nenhum valor é cobrado')).toBeVisible();
  await expect(page.getByText(companyName)).toBeVisible();
  await captureScreens(page, testInfo, 'opening-06-sandbox-checkout');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/wizard\/company-opening/, { timeout: 15_000 });
  const guideWait = page.getByRole('heading', { name: 'Nosso contador está preparando a guia de registro' });
  await expect(guideWait).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Pagamento confirmado. Obrigado!')).toBeVisible();
  await expect(page).toHaveURL('/app/wizard/company-opening');
  await expect(currentStep(page)).toContainText('Guia de registro');
  await captureScreens(page, testInfo, 'opening-07-awaiting-guide');
  const paid = await emailTo(request, email, /^Pagamento de R\$\s[\d.,]+ confirmado$/);
  expect(paid.text).toContain(companyName);
  expect(paid.path).toBe('/app/wizard/company-opening');

  // ------------------------------------------------------------ our accountant: the guide, then "Em abertura"
  const { adminTab, adminMain, row } = await accountantFindsRequest(
    browser,
    request,
    { menuLink: 'Aberturas de empresa', url: OPENING_REQUESTS, table: 'Pedidos de abertura de empresa' },
    companyName,
    companyName,
  );
  await expect(row).toContainText(email);
  await expect(row).toContainText('Aguardando abertura');
  await row.getByRole('link', { name: companyName }).click();

  await expect(adminMain.getByRole('heading', { level: 1 })).toHaveText(companyName, { timeout: 15_000 });
  const steps = adminMain.getByRole('region', { name: 'Etapas' });
  await expect(steps).toContainText('390.533.447-05');
  await expect(steps).toContainText('6201-5/01');
  const guideForm = steps.getByRole('form', { name: 'Enviar a guia de registro' });
  await expect(guideForm).toBeVisible();
  await guideForm.getByLabel('Descrição').fill('Taxa de registro da Junta Comercial de SP');
  await guideForm.getByLabel('Valor').pressSequentially('21480');
  await expect(guideForm.getByLabel('Valor')).toHaveValue(/R\$\s214,80/);
  await guideForm.getByLabel('Vencimento').fill(dueDate);
  await guideForm.getByLabel('Linha digitável').fill('85890000002-4 14800328260-1 12101231000-7 00000000000-1');
  await captureScreens(adminTab, testInfo, 'opening-08-admin-guide-form');
  await guideForm.getByRole('button', { name: 'Enviar guia ao cliente' }).click();
  await expect(adminTab.getByText('Etapa concluída. O cliente já vê no aplicativo.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Guia de registro' })).toContainText('Concluída');
  await moveStatus(adminTab, 'Em abertura');
  // The person's turn: the guide, its value and due date, by e-mail with a link to the step.
  const guideMail = await emailTo(request, email, /^Guia de registro pronta/);
  expect(guideMail.subject).toMatch(new RegExp(`R\\$\\s214,80, vence em ${dueDate.replace(/\//g, '\\/')}$`));
  expect(guideMail.text).toContain('Linha digitável');
  expect(guideMail.path).toBe('/app/wizard/company-opening');

  // ------------------------------------------------------------ the person: the guide, then the receipt
  await page.reload();
  const receiptStep = page.getByRole('heading', { level: 2, name: 'Pague a guia e envie o comprovante' });
  await expect(receiptStep).toBeVisible({ timeout: 15_000 });
  await expect(currentStep(page)).toContainText('Comprovante');
  const guide = page.getByRole('region', { name: 'Taxa de registro da Junta Comercial de SP' });
  await expect(guide).toContainText(/R\$\s214,80/);
  await expect(guide).toContainText(dueDate);
  await expect(guide.locator('code')).toHaveText(/^[\d\s.-]+$/);
  await captureScreens(page, testInfo, 'opening-09-guide');

  await page.getByLabel('Comprovante de pagamento').setInputFiles({
    name: 'comprovante-guia.pdf',
    mimeType: 'application/pdf',
    buffer: RECEIPT_PDF,
  });
  await expect(page.getByText(/comprovante-guia\.pdf/)).toBeVisible();
  await page.getByLabel('Data do pagamento').pressSequentially(today.replace(/\D/g, ''));
  await expect(page.getByLabel('Data do pagamento')).toHaveValue(today);
  await captureScreens(page, testInfo, 'opening-10-receipt');
  await page.getByRole('button', { name: 'Enviar comprovante' }).click();

  await expect(page.getByRole('heading', { name: 'Estamos registrando a sua empresa' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(currentStep(page)).toContainText('Dados da empresa');
  await captureScreens(page, testInfo, 'opening-11-awaiting-company-data');
  // Not active yet: the panel sends the person back to the wizard.
  await page.goto('/app/panel');
  await expect(page).toHaveURL('/app/wizard/company-opening', { timeout: 15_000 });

  // ------------------------------------------------------------ our accountant: the receipt, the company's data, "Ativa"
  await adminTab.reload();
  await expect(adminMain.getByRole('heading', { level: 1 })).toHaveText(companyName, { timeout: 15_000 });
  const receiptLink = steps.getByRole('link', { name: 'Baixar comprovante da guia' });
  await expect(receiptLink).toBeVisible({ timeout: 15_000 });
  const receipt = await adminTab.request.get(new URL((await receiptLink.getAttribute('href'))!, WEB_URL).href);
  expect(receipt.status()).toBe(200);
  expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const infoForm = steps.getByRole('form', { name: 'Enviar os dados da empresa' });
  await expect(infoForm).toBeVisible();
  await infoForm.getByLabel('CNPJ').pressSequentially('12ABC34501DE35');
  await expect(infoForm.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  await infoForm.getByLabel('Razão social').fill(`${companyName} Ltda`);
  await infoForm.getByLabel('Data de abertura').fill(today);
  await infoForm.getByLabel('Inscrição municipal (opcional)').fill('1.234.567-8');
  await captureScreens(adminTab, testInfo, 'opening-12-admin-company-data');
  await infoForm.getByRole('button', { name: 'Enviar dados da empresa' }).click();
  await expect(adminTab.getByText('Etapa concluída. O cliente já vê no aplicativo.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(adminMain.getByText('CNPJ 12.ABC.345/01DE-35')).toBeVisible({ timeout: 15_000 });
  // The last step made the company active: nobody changes the status by hand.
  await adminTab.reload();
  await expect(adminMain.getByRole('region', { name: 'Status' }).getByText('Ativa', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await captureScreens(adminTab, testInfo, 'opening-13-admin-active');
  await adminTab.context().close();

  // ------------------------------------------------------------ the person: the company's data, then the panel
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Sua empresa está aberta!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main')).toContainText('12.ABC.345/01DE-35');
  await expect(page.getByRole('main')).toContainText(`${companyName} Ltda`);
  await expect(page.getByRole('main')).toContainText(today);
  await captureScreens(page, testInfo, 'opening-14-track-result');
  const activeMail = await emailTo(request, email, /está ativa$/);
  expect(activeMail.subject).toBe(`A empresa ${companyName} Ltda está ativa`);
  expect(activeMail.path).toBe('/app/panel');
  await page.getByRole('link', { name: 'Ir para o painel' }).click();

  await expect(page).toHaveURL('/app/panel', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(email)).toBeVisible();
  // The panel stays: a reload does not send the person back to the wizard.
  await page.reload();
  await expect(page).toHaveURL('/app/panel');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible({ timeout: 15_000 });
  await captureScreens(page, testInfo, 'opening-15-panel');
});
