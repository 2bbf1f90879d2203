import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './e2e-env';
import {
  answerViaCep,
  apiSignIn,
  captureScreens,
  createCompanyFor,
  declineCookies,
  expect,
  signIn,
  signUp,
  test,
  type TestUser,
} from './fixtures';

// The opening wizard's customer steps, as a person with a new company on the opening
// track walks them: partners, pre-registration, fiscal address, then the plans. The CEP
// lookup (ViaCEP, called from the browser) is answered here: the run never goes online.

const VIACEP_ANSWER = {
  cep: '05010-000',
  logradouro: 'Rua Caiubi',
  complemento: '',
  bairro: 'Perdizes',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
  await answerViaCep(context, { '05010000': VIACEP_ANSWER });
});

const DESCRIPTION = 'Desenvolvimento de programas de computador sob encomenda.';

/** Luca's trade names for a description, as the API answers them (`POST /functions/luca/companies/alias-suggest`). */
async function lucaAliasSuggestions(request: APIRequestContext, intent: string) {
  const response = await request.post(`${API_URL}/functions/luca/companies/alias-suggest`, { data: { intent } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { suggestions: string[]; taken: string[] };
}

/** The company as the API shows it to its owner (`GET /companies/{id}`). */
async function companyOf(request: APIRequestContext, user: TestUser, companyId: string) {
  const { accessToken } = await apiSignIn(request, user);
  const response = await request.get(`${API_URL}/companies/${companyId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { alias: string | null };
}

/**
 * A step shows once the track comes from the API (after a sign-in, a reload or a save); on a
 * loaded machine that takes longer than expect's 5 s, and the person waits for it too.
 */
const STEP_LOADED = { timeout: 20_000 };

async function currentStep(page: Page) {
  return page.getByRole('list', { name: 'Etapas da abertura da empresa' }).locator('[aria-current="step"]');
}

test('the opening wizard: partners, pre-registration and address, up to the plan choice', async ({
  page,
  request,
}, testInfo) => {
  // Four steps, two reloads and each save waiting on the API: long on a loaded machine.
  test.setTimeout(90_000);
  const user = await signUp(request, 'Ana Beatriz Souza');
  const company = await createCompanyFor(request, user, {
    status: 'pending',
    trackId: 'create-company',
    trackStatus: 'pending',
  });
  // Luca's first name for the description is already another company's trade name here.
  const taken = (await lucaAliasSuggestions(request, DESCRIPTION)).suggestions[0]!;
  await companyWithSteps(request, 'Davi Moreira', ['partner-registration', 'pre-registration'], { alias: taken });
  const lucaNames = await lucaAliasSuggestions(request, DESCRIPTION);
  expect(lucaNames.taken).toEqual([taken]);
  expect(lucaNames.suggestions).not.toContain(taken);

  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/wizard/company-opening', STEP_LOADED);
  await expect(page.getByRole('heading', { level: 1, name: 'Abertura da empresa' })).toBeVisible();

  // 1. Partners: the first one starts with the person's name and e-mail, 100% and administrator.
  await expect(page.getByRole('heading', { level: 2, name: 'Quem serão os sócios?' })).toBeVisible(STEP_LOADED);
  await expect(await currentStep(page)).toContainText('Sócios');
  const first = page.getByRole('group', { name: /^Sócio 1/ });
  await expect(first.getByLabel('Nome completo')).toHaveValue('Ana Beatriz Souza');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(first.getByText('CPF inválido')).toBeVisible();
  await expect(first.getByText('Data inválida')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar sócio' }).click();
  const second = page.getByRole('group', { name: /^Sócio 2/ });
  await expect(second.getByLabel('Nome completo')).toBeFocused();
  await second.getByLabel('Participação (%)').fill('40');
  await expect(page.getByRole('status').filter({ hasText: 'Total das participações' })).toContainText(
    'A soma das participações precisa ser 100%',
  );
  await captureScreens(page, testInfo, 'wizard-partners-errors');
  await second.getByRole('button', { name: /Remover o sócio 2/ }).click();

  await first.getByLabel('CPF').pressSequentially('39053344705');
  await expect(first.getByLabel('CPF')).toHaveValue('390.533.447-05');
  await first.getByLabel('Data de nascimento').pressSequentially('15031988');
  await expect(first.getByLabel('Data de nascimento')).toHaveValue('15/03/1988');
  await first.getByLabel('Celular').pressSequentially('11987654321');
  await expect(first.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await expect(page.getByRole('status').filter({ hasText: 'Total das participações' })).toHaveText(
    'Total das participações: 100%',
  );
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 2. Pre-registration. A reload comes back to it: the step comes from the API.
  const preRegistration = page.getByRole('heading', { level: 2, name: 'Pré-cadastro da empresa' });
  await expect(preRegistration).toBeVisible(STEP_LOADED);
  await page.reload();
  await expect(preRegistration).toBeVisible(STEP_LOADED);
  await expect(await currentStep(page)).toContainText('Pré-cadastro');

  await page.getByLabel('1ª opção de nome').fill('Padaria Pão Quente');
  // Luca suggests trade names from what the company will do; a name another company here
  // already uses is shown as taken; one click uses a suggestion as the trade name.
  await page.getByLabel('O que a empresa vai fazer').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Sugerir nomes' }).click();
  const suggestedNames = page.getByRole('list', { name: 'Nomes sugeridos pelo Luca' });
  await expect(suggestedNames.getByRole('button')).toHaveText(lucaNames.suggestions, { timeout: 15_000 });
  await expect(suggestedNames.getByRole('listitem').filter({ hasText: 'já em uso' })).toHaveText(
    lucaNames.taken.map((name) => `${name}(já em uso)`),
  );
  const chosen = lucaNames.suggestions[1]!;
  await suggestedNames.getByRole('button', { name: `Usar o nome ${chosen}`, exact: true }).click();
  await expect(page.getByLabel('Nome fantasia (opcional)')).toHaveValue(chosen);
  await expect(suggestedNames.getByRole('button', { name: `Usar o nome ${chosen}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await captureScreens(page, testInfo, 'wizard-luca-names');
  // One partner: the LTDA is not on offer, and says why.
  await expect(page.getByRole('radio', { name: 'Sociedade limitada (LTDA)' })).toBeDisabled();
  await expect(page.getByText('A sociedade limitada exige pelo menos dois sócios')).toBeVisible();
  await page.getByRole('radio', { name: 'Sociedade limitada unipessoal (SLU)' }).click();
  await expect(page.getByRole('radio', { name: 'Microempreendedor individual (MEI)' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Microempresa (ME)' }).click();

  const mainCnae = page.getByRole('combobox', { name: 'Atividade principal (CNAE)' });
  await mainCnae.fill('6201');
  const option = page.getByRole('option', { name: /6201-5\/01/ });
  await expect(option).toBeVisible();
  await captureScreens(page, testInfo, 'wizard-cnae-search');
  await mainCnae.press('ArrowDown');
  await mainCnae.press('Enter');
  await expect(page.getByRole('list', { name: 'Atividade principal escolhida' })).toContainText('6201-5/01');

  await page.getByLabel('Capital social').pressSequentially('1000000');
  await expect(page.getByLabel('Capital social')).toHaveValue('R$ 10.000,00');
  await captureScreens(page, testInfo, 'wizard-pre-registration');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 3. Fiscal address: the CEP fills the rest. The pre-registration is saved: the company
  // carries Luca's name as its trade name, and a reload comes back to the address.
  await expect(page.getByRole('heading', { level: 2, name: 'Endereço fiscal' })).toBeVisible(STEP_LOADED);
  expect((await companyOf(request, user, company.id)).alias).toBe(chosen);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Endereço fiscal' })).toBeVisible(STEP_LOADED);
  await page.getByLabel('CEP').pressSequentially('05010000');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Caiubi');
  await expect(page.getByLabel('Bairro')).toHaveValue('Perdizes');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Número')).toBeFocused();
  await page.getByLabel('Número').fill('123');
  await page.getByRole('radio', { name: 'Comercial' }).click();
  await captureScreens(page, testInfo, 'wizard-address');

  // Voltar goes to the pre-registration, as saved (after the reload: from the API); Continuar comes back.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(preRegistration).toBeVisible(STEP_LOADED);
  await expect(page.getByLabel('1ª opção de nome')).toHaveValue('Padaria Pão Quente');
  await expect(page.getByLabel('Nome fantasia (opcional)')).toHaveValue(chosen);
  await expect(page.getByLabel('O que a empresa vai fazer')).toHaveValue(DESCRIPTION);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Endereço fiscal' })).toBeVisible(STEP_LOADED);
  await page.getByLabel('CEP').pressSequentially('05010000');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Caiubi');
  await page.getByLabel('Número').fill('123');
  await page.getByRole('radio', { name: 'Comercial' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 4. The plans.
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha seu plano' })).toBeVisible(STEP_LOADED);
  await expect(page.getByRole('button', { name: /^Escolher plano/ }).first()).toBeVisible();
  await expect(await currentStep(page)).toContainText('Assinatura');
  await expect(page.getByText('por mês').first()).toBeVisible();
  await captureScreens(page, testInfo, 'wizard-plans');
});

/** A company on the opening track with the first steps saved through the API, as the wizard posts them. */
async function companyWithSteps(
  request: APIRequestContext,
  name: string,
  steps: readonly string[],
  preRegistration: { alias?: string } = {},
) {
  const user = await signUp(request, name);
  const company = await createCompanyFor(request, user, {
    status: 'pending',
    trackId: 'create-company',
    trackStatus: 'pending',
  });
  const signInResponse = await request.post(`${API_URL}/auth/sign-in`, {
    data: { email: user.email, password: user.password },
  });
  const token = (await signInResponse.json()).data.accessToken as string;
  const payloads: Record<string, unknown> = {
    'partner-registration': {
      partners: [
        {
          name,
          cpf: '39053344705',
          email: 'socio@exemplo.com.br',
          phone: '11987654321',
          birthDate: '1985-07-20',
          sharePercent: 100,
          isAdministrator: true,
        },
      ],
    },
    'pre-registration': {
      nameOptions: ['Lima Tecnologia'],
      legalNature: 'on_person',
      size: 'ME',
      mainCnae: '6201501',
      secondaryCnaes: [],
      shareCapital: 1000,
      activityDescription: 'Desenvolvimento de sistemas sob encomenda.',
      ...preRegistration,
    },
    'select-fiscal-address': {
      address: {
        zipCode: '05010000',
        street: 'Rua Caiubi',
        number: '10',
        neighborhood: 'Perdizes',
        city: 'São Paulo',
        state: 'SP',
      },
      propertyUse: 'commercial',
    },
  };
  for (const stepId of steps) {
    const response = await request.post(`${API_URL}/companies/${company.id}/steps/${stepId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: payloads[stepId],
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return user;
}

test('an unknown CEP says so and the address is typed by hand', async ({ page, request }, testInfo) => {
  const user = await companyWithSteps(request, 'Bruno Lima', ['partner-registration', 'pre-registration']);

  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/wizard/company-opening');
  await expect(page.getByRole('heading', { level: 2, name: 'Endereço fiscal' })).toBeVisible();
  await page.getByLabel('CEP').pressSequentially('99999999');
  await expect(
    page.getByText('Não encontramos este CEP. Confira o número ou preencha o endereço abaixo.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe a rua')).toBeVisible();
  await expect(page.getByText('Escolha o tipo de imóvel')).toBeVisible();
  await captureScreens(page, testInfo, 'wizard-address-errors');

  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('S/N');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Cidade').fill('Campinas');
  await page.getByRole('combobox', { name: 'UF' }).click();
  await page.getByRole('option', { name: /^SP/ }).click();
  await page.getByRole('radio', { name: 'Residencial' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha seu plano' })).toBeVisible();
});

test('choosing a plan goes to the payment; back from it the payment is confirmed and the accountant takes over', async ({
  page,
  request,
}, testInfo) => {
  const user = await companyWithSteps(request, 'Carlos Nogueira', [
    'partner-registration',
    'pre-registration',
    'select-fiscal-address',
  ]);
  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/wizard/company-opening');
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha seu plano' })).toBeVisible();

  await page.getByRole('button', { name: 'Escolher plano Serviços' }).click();
  await expect(page).toHaveURL(/\/pagamento\/sandbox\//);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/wizard\/company-opening/);
  await expect(page.getByRole('heading', { name: 'Nosso contador está preparando a guia de registro' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL('/app/wizard/company-opening');
  await expect(await currentStep(page)).toContainText('Guia de registro');
  await captureScreens(page, testInfo, 'wizard-awaiting-guide');
});
