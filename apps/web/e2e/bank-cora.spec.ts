import { startFakeCora, type FakeCora } from '../../api/src/modules/bank-statements/cora/fake-cora.test-support';
import { LEGAL_DOCUMENTS_VERSION } from '@contabil/contracts';
import { API_URL } from './e2e-env';
import { CORA_E2E_EMAIL, FAKE_CORA_CLIENT, FAKE_CORA_PORT } from './bank-cora-env';
import { captureScreens, createCompanyFor, declineCookies, expect, test, type TestUser } from './fixtures';

// The Cora connection in Chromium: "Conectar Cora" (only for a user with the "cora"
// feature) sends the browser to the bank, the bank sends it back with a code, the callback
// page finishes the connection and shows what came in; then the account, the connection
// with its last sync, "Sincronizar agora", and a return the API refuses.

let fakeCora: FakeCora;

test.beforeAll(async () => {
  fakeCora = await startFakeCora({ port: FAKE_CORA_PORT, ...FAKE_CORA_CLIENT });
});

test.afterAll(async () => {
  await fakeCora?.close();
});

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('a company connects its Cora account and sees the transactions come in', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  // The one e-mail the e2e run gives the "cora" feature (FEATURE_CORA_EMAILS).
  const user: TestUser = { name: 'Rita Cora', email: CORA_E2E_EMAIL, password: 'senha-forte-123' };
  const signUp = await request.post(`${API_URL}/users`, {
    data: { ...user, acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await createCompanyFor(request, user, { status: 'active', name: 'Estúdio Cora Ltda' });

  await page.goto(`/app/login?next=${encodeURIComponent('/app/bank-statements/accounts')}`);
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/app/bank-statements/accounts');

  const cora = page.getByRole('region', { name: 'Conta Cora' });
  await expect(cora.getByText('Nenhuma conta conectada ainda.')).toBeVisible();
  await captureScreens(page, testInfo, 'bank-cora-connect');

  // To the bank and back: the fake Cora consents at once and returns with a code.
  await cora.getByRole('button', { name: 'Conectar Cora' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/cora\/callback\?/);
  await expect(page.getByRole('heading', { name: 'Conta Cora conectada' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('cora-counts')).toHaveText(
    'Transações: 4 importadas, 0 ignoradas por já existirem, 0 possíveis duplicidades para revisar.',
  );
  expect(fakeCora.calls.exchanges).toBe(1);
  await captureScreens(page, testInfo, 'bank-cora-callback');

  // The account and its transactions.
  await page
    .getByRole('link', { name: /^Ver transações/ })
    .first()
    .click();
  const table = page.getByRole('table', { name: 'Transações da conta' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Cora/);

  // The connection on the accounts page, synced again on demand: nothing new.
  await page.getByRole('link', { name: 'Todas as contas' }).click();
  const connection = page.getByRole('list', { name: 'Conexões bancárias' }).locator(':scope > li');
  await expect(connection).toHaveCount(1);
  await expect(connection).toContainText('Conectada');
  await expect(connection).toContainText('Última sincronização:');
  await expect(page.getByRole('list', { name: 'Contas bancárias' }).getByRole('listitem')).toContainText('Cora');
  await connection.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(page.getByText(/^Cora sincronizado: 0 importadas/)).toBeVisible();
  await captureScreens(page, testInfo, 'bank-cora-connected');

  // Its detail (GET /bank-statements/connections/{id}, issue 26): the accounts and their balances.
  await connection.getByRole('button', { name: 'Ver detalhes' }).click();
  const accounts = connection.getByRole('list', { name: 'Contas da conexão' });
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts.getByRole('listitem')).toContainText(/Cora/);
  await expect(accounts.getByRole('listitem')).toContainText(/Conta corrente · Saldo/);
  await expect(connection).toContainText(/Conectada em \d{2}\/\d{2}\/\d{4}/);
  await captureScreens(page, testInfo, 'bank-cora-connection-detail');

  // A return the API cannot use (a forged state): said in Portuguese, with a way to retry.
  await page.goto('/app/auth/cora/callback?code=codigo-velho&state=estado-falso');
  await expect(page.getByRole('heading', { name: 'Não foi possível conectar a conta Cora' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conectar de novo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para os extratos bancários' })).toBeVisible();
  await captureScreens(page, testInfo, 'bank-cora-error');
});
