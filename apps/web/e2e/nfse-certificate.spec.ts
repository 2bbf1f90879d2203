import { writeFileSync } from 'node:fs';
import {
  createTestA1,
  createTestCa,
  type TestCa,
} from '../../api/src/modules/nfse-nacional/certificates/test-certificates.test-support';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  captureScreens,
  createCompanyFor,
  createSystemAdmin,
  declineCookies,
  expect,
  randomCnpj,
  signUp,
  test,
} from './fixtures';

// The company's NFS-e settings in Chromium: the fiscal profile, then the A1 certificate.
// A certificate of another CNPJ, an expired one and a wrong password are each refused with
// the API's message on the form; a valid one shows its holder and expiry. The certificates
// (a test CA and A1s for the company's CNPJ) are made here: no private key is committed.

const DAY = 86_400_000;

/** dd/mm/aaaa in Brasília, as the screen and the API's messages write dates. */
function brazilianDate(instant: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(instant);
}

/** "12.345.678/0001-95". */
function maskedCnpj(cnpj: string): string {
  return cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

let ca: TestCa;

test.beforeAll(() => {
  ca = createTestCa('AC Teste Journey');
});

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('the company admin fills the fiscal profile and uploads the A1: wrong ones are refused, a valid one is shown', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await signUp(request, 'Carlos Pereira');
  const cnpj = randomCnpj();
  await createCompanyFor(request, user, { status: 'active', name: 'Padaria Pão Quente Ltda', cnpj });

  // From the invoices page to its settings.
  await page.goto('/app/login?next=%2Fapp%2Finvoices');
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Configurações fiscais' }).click();
  await expect(page).toHaveURL('/app/invoices/configuracoes-fiscais');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações fiscais' })).toBeVisible();

  const profile = page.getByRole('form', { name: 'Perfil fiscal' });
  const certificateSection = page.getByRole('region', { name: 'Certificado digital A1' });
  await expect(
    certificateSection.getByText('Salve o perfil fiscal acima antes de enviar o certificado.'),
  ).toBeVisible();

  // The profile: a wrong IBGE code is named; the city search fills the right one.
  await profile.getByLabel('Código IBGE do município').fill('35503');
  await profile.getByRole('button', { name: 'Salvar perfil fiscal' }).click();
  await expect(profile.getByText('Informe o código IBGE do município (7 dígitos)')).toBeVisible();
  await expect(profile.getByText('Escolha a situação da empresa no Simples Nacional')).toBeVisible();
  await profile.getByLabel('Buscar município').fill('São Paulo');
  await page.getByRole('option', { name: 'São Paulo - SP' }).click();
  await expect(profile.getByLabel('Código IBGE do município')).toHaveValue('3550308');
  await profile.getByLabel('Inscrição municipal').fill('12345678');
  await profile.getByLabel('Simples Nacional', { exact: true }).click();
  await page.getByRole('option', { name: 'Optante (ME ou EPP)' }).click();
  await profile.getByLabel('Apuração dos tributos').click();
  await page.getByRole('option', { name: 'Federais e ISS pelo Simples' }).click();
  await profile.getByRole('button', { name: 'Salvar perfil fiscal' }).click();
  await expect(page.getByText('Perfil fiscal salvo.')).toBeVisible();
  await expect(page.getByText('Próxima DPS: série 1, número 1')).toBeVisible();
  await expect(certificateSection.getByText('Nenhum certificado enviado.')).toBeVisible();

  const upload = certificateSection.getByRole('form', { name: 'Enviar certificado' });
  const fileField = upload.getByLabel('Arquivo do certificado A1');
  const passwordField = upload.getByLabel('Senha do certificado');
  const send = upload.getByRole('button', { name: 'Enviar certificado' });
  const pfx = (name: string, bytes: Buffer) => {
    const path = testInfo.outputPath(name);
    writeFileSync(path, bytes);
    return path;
  };

  // Nothing chosen: both fields say what is missing.
  await send.click();
  await expect(upload.getByText('Envie o arquivo do certificado A1 (.pfx ou .p12)')).toBeVisible();
  await expect(upload.getByText('Informe a senha do certificado')).toBeVisible();

  // Another company's certificate.
  const otherCnpj = randomCnpj();
  const other = createTestA1(ca, { cnpj: otherCnpj, name: 'OUTRA EMPRESA LTDA' });
  await fileField.setInputFiles(pfx('outra-empresa.pfx', other.pkcs12));
  await expect(upload.getByText('outra-empresa.pfx')).toBeVisible();
  await passwordField.fill(other.password);
  await send.click();
  await expect(
    upload.getByText(
      `Este certificado é do CNPJ ${maskedCnpj(otherCnpj)}, não da empresa: envie o certificado A1 da própria empresa`,
    ),
  ).toBeVisible();
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');
  await captureScreens(page, testInfo, 'nfse-certificate-other-cnpj');

  // An expired one.
  const expiredOn = new Date('2025-03-10T15:00:00Z');
  const expired = createTestA1(ca, {
    cnpj,
    notBefore: new Date(expiredOn.getTime() - 365 * DAY),
    notAfter: expiredOn,
  });
  await fileField.setInputFiles(pfx('vencido.pfx', expired.pkcs12));
  await passwordField.fill(expired.password);
  await send.click();
  await expect(upload.getByText('Este certificado venceu em 10/03/2025: envie um certificado válido')).toBeVisible();
  await expect(upload.getByText(/Este certificado é do CNPJ/), 'the earlier refusal is gone').toHaveCount(0);

  // The right file with a wrong password: the message is on the password.
  const notAfter = new Date(Date.now() + 20 * DAY);
  const valid = createTestA1(ca, { cnpj, name: 'PADARIA PAO QUENTE LTDA', notAfter });
  await fileField.setInputFiles(pfx('padaria.pfx', valid.pkcs12));
  await passwordField.fill('senha-errada');
  await send.click();
  await expect(upload.getByText('Senha do certificado incorreta')).toBeVisible();
  await expect(passwordField).toHaveAccessibleDescription(/Senha do certificado incorreta/);
  await expect(upload.getByText(/venceu em/)).toHaveCount(0);
  await captureScreens(page, testInfo, 'nfse-certificate-wrong-password');

  // The valid one: holder, CNPJ and expiry, with the warning badge (20 days left).
  await passwordField.fill(valid.password);
  await send.click();
  await expect(page.getByText('Certificado enviado.')).toBeVisible();
  const current = certificateSection.getByRole('definition');
  await expect(current.filter({ hasText: 'PADARIA PAO QUENTE LTDA' })).toBeVisible();
  await expect(current.filter({ hasText: maskedCnpj(cnpj) })).toBeVisible();
  await expect(current.filter({ hasText: brazilianDate(notAfter) })).toContainText('Vence em 20 dias');
  await expect(upload.getByText('Senha do certificado incorreta')).toHaveCount(0);
  await expect(passwordField).toHaveValue('');
  await expect(certificateSection.getByRole('heading', { name: 'Trocar o certificado' })).toBeVisible();
  await captureScreens(page, testInfo, 'nfse-certificate-valid');

  // It stays after a reload (what the API keeps), without the file or the password.
  await page.reload();
  await expect(certificateSection.getByRole('definition').filter({ hasText: 'PADARIA PAO QUENTE LTDA' })).toBeVisible();
  await expect(profile.getByLabel('Código IBGE do município')).toHaveValue('3550308');
});

test("our accountant reaches the same settings from the company's page", async ({ page, request }) => {
  const user = await signUp(request, 'Marta Lima');
  const company = await createCompanyFor(request, user, {
    status: 'active',
    name: 'Oficina Lima Ltda',
    cnpj: randomCnpj(),
  });
  const { accessToken } = await apiSignIn(request, user);
  const saved = await request.put(`${API_URL}/nfse/profile?companyId=${company.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { municipalityCode: '4106902', simplesOption: '2', dpsSeries: '3' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const accountant = await createSystemAdmin(request);
  await page.goto(`/app/login?next=${encodeURIComponent(`/app/admin/companies/${company.id}`)}`);
  await page.getByLabel('E-mail', { exact: true }).fill(accountant.email);
  await page.getByLabel('Senha', { exact: true }).fill(accountant.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oficina Lima Ltda' })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Perfil fiscal' });
  await expect(profile.getByLabel('Código IBGE do município')).toHaveValue('4106902');
  await expect(profile.getByLabel('Série da DPS')).toHaveValue('3');
  await expect(profile.getByLabel('Simples Nacional', { exact: true })).toHaveText('MEI');
  const certificateSection = page.getByRole('region', { name: 'Certificado digital A1' });
  await expect(certificateSection.getByText('Nenhum certificado enviado.')).toBeVisible();
  await expect(certificateSection.getByRole('button', { name: 'Enviar certificado' })).toBeEnabled();
});
