import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import {
  captureScreens,
  createCompanyFor,
  declineCookies,
  expect,
  signInAt,
  signUp,
  test,
  type TestUser,
} from './fixtures';

// The bank statements screens in Chromium, through the real API: an OFX import with its
// progress and summary (and the same file again), an account's transactions categorised
// one by one and "like this one", the "sem categoria" filter, a possible duplicate
// resolved and the month's txt export for the accounting system.

/** A Banco do Brasil style statement of October 2026: 10 transactions (two equal ones on the 12th) and 2 balance rows. */
const OCTOBER = path.join(import.meta.dirname, 'fixtures', 'bank-extrato-bb-outubro-2026.ofx');
/**
 * The next export of the same account, from 27/10: the payment of the 26th comes back a day
 * later with another bank id (a look-alike), then 3 November transactions.
 */
const NOVEMBER = path.join(import.meta.dirname, 'fixtures', 'bank-extrato-bb-27-10-a-06-11-2026.ofx');

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

async function signInTo(page: Page, user: TestUser, to: string): Promise<void> {
  await signInAt(page, user, to);
}

/** Screenshots once the toasts (3 s) are gone: they would cover what the picture is for. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await captureScreens(page, testInfo, name);
}

/** A row of the transactions table (the wide-screen one) by its description and date. */
function row(page: Page, text: string) {
  return page.getByRole('table', { name: 'Transações da conta' }).getByRole('row').filter({ hasText: text });
}

test('a company imports an OFX, categorises like transactions, resolves a duplicate and exports the month', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await signUp(request, 'Carlos Pereira');
  await createCompanyFor(request, user, { status: 'active', name: 'Padaria Pão Quente Ltda' });
  await signInTo(page, user, '/app/bank-statements/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Extratos bancários' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nenhuma conta ainda' })).toBeVisible();
  // Without the "cora" feature there is nothing to connect.
  await expect(page.getByRole('button', { name: 'Conectar Cora' })).toHaveCount(0);
  await shoot(page, testInfo, 'bank-accounts-empty');

  // A file that is not OFX: the API's Portuguese refusal, nothing imported.
  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'extrato.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from('Data;Descrição;Valor\n01/10/2026;Pix;10,00\n'),
  });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nenhuma conta ainda' })).toBeVisible();
  // Over 10 MB: said at once, nothing sent.
  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'extrato-do-ano.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'O arquivo passa de 10 MB. Exporte do banco um período menor e envie de novo.',
  );

  // The real statement, sent slowly enough to watch the progress bar move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1500,
  });
  await page.getByLabel('Arquivo do extrato').setInputFiles(OCTOBER);
  await expect(page.getByText('Enviando bank-extrato-bb-outubro-2026.ofx…')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Envio do extrato' })).toBeVisible();
  const summary = page.getByRole('status', { name: 'Resultado da importação' });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('progressbar', { name: 'Envio do extrato' })).toHaveAttribute('aria-valuenow', '100');
  await expect(summary.getByTestId('import-counts')).toHaveText(
    '10 importadas, 0 ignoradas por já existirem, 0 possíveis duplicidades para revisar.',
  );
  await expect(summary).toContainText('2 linhas de saldo do banco (como "Saldo do dia") foram ignoradas');
  await expect(summary).toContainText('(nova conta)');

  const accounts = page.getByRole('list', { name: 'Contas bancárias' });
  const account = accounts.getByRole('listitem');
  await expect(account).toHaveCount(1);
  await expect(account).toContainText('R$ 8.367,08');
  await expect(account).toContainText('Saldo em 31/10/2026');
  await expect(account).toContainText('10 transações, de 02/10/2026 a 26/10/2026');
  await expect(account).toContainText('10 sem categoria');
  await expect(account).toContainText('Última importação:');
  await shoot(page, testInfo, 'bank-accounts-imported');

  // The same file again: nothing new.
  await page.getByLabel('Arquivo do extrato').setInputFiles(OCTOBER);
  await expect(summary.getByTestId('import-counts')).toHaveText(
    '0 importadas, 10 ignoradas por já existirem, 0 possíveis duplicidades para revisar.',
  );
  await expect(summary).toContainText('Nenhuma transação nova neste arquivo');
  await expect(account).toContainText('10 transações');

  // The next statement overlaps by a day: the payment seen again is flagged, not dropped.
  await page.getByLabel('Arquivo do extrato').setInputFiles(NOVEMBER);
  await expect(summary.getByTestId('import-counts')).toHaveText(
    '4 importadas, 0 ignoradas por já existirem, 1 possível duplicidade para revisar.',
  );
  await expect(summary).toContainText('Extrato importado, com duplicidades para revisar');
  await expect(account).toContainText('R$ 8.226,25');
  await expect(account).toContainText('14 transações, de 02/10/2026 a 06/11/2026');
  await expect(account).toContainText('1 possível duplicidade');
  await shoot(page, testInfo, 'bank-accounts-summary');

  // The account's transactions, newest first, at once.
  await account.getByRole('link', { name: /^Ver transações/ }).click();
  await expect(page).toHaveURL(/\/app\/bank-statements\/accounts\/[0-9a-f-]{36}\/transactions$/);
  const table = page.getByRole('table', { name: 'Transações da conta' });
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('row').nth(1)).toContainText('06/11/2026');
  await expect(row(page, 'TED recebida - Distribuidora Sol Nascente')).toContainText('+R$ 3.780,50');
  await expect(row(page, '03/10/2026')).toContainText('-R$ 59,90');
  const summaryBox = page.getByRole('region', { name: 'Resumo' });
  await expect(summaryBox).toContainText('Todo o período importado · 14 transações');
  await expect(summaryBox).toContainText('R$ 6.030,50');
  await expect(summaryBox).toContainText('-R$ 4.214,25');
  await expect(summaryBox).toContainText('R$ 1.816,25');
  const duplicates = page.getByRole('region', { name: /Possíveis duplicidades/ });
  await expect(duplicates.getByRole('listitem')).toHaveCount(1);
  await expect(duplicates).toContainText('PIX ENVIADO POSTO VILA NOVA');
  await expect(duplicates).toContainText('27/10/2026');
  await expect(duplicates).toContainText('Pix enviado - Posto Vila Nova');
  await shoot(page, testInfo, 'bank-transactions');

  // One fuel payment gets its category from the keyboard...
  const fuel = row(page, '26/10/2026');
  await fuel.getByRole('button', { name: /Sem categoria/ }).click();
  const picker = page.getByRole('combobox', { name: /^Categoria de Pix enviado - Posto Vila Nova, 26\/10\/2026/ });
  await expect(picker).toBeFocused();
  await picker.fill('combust');
  await expect(page.getByRole('option')).toHaveCount(1);
  // The list open is a picture of this width only: resizing would hide the table and close it.
  await page.screenshot({ path: testInfo.outputPath('bank-category-picker-1280.png') });
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(fuel.getByRole('button', { name: /2\.11 · Viagens, transporte e combustível/ })).toBeVisible();

  // ... and the offer to file the four like it (and remember it) is taken.
  const offer = page.getByRole('region', { name: /Viagens, transporte e combustível em/ });
  await expect(offer).toContainText('4 transações semelhantes');
  await expect(offer.getByRole('checkbox', { name: 'Lembrar nas próximas importações' })).toBeChecked();
  await shoot(page, testInfo, 'bank-similar-offer');
  await offer.getByRole('button', { name: 'Aplicar às 4 semelhantes' }).click();
  await expect(
    page.getByText(/4 transações semelhantes categorizadas; regra “PIX ENVIADO POSTO VILA NOVA”/),
  ).toBeVisible();
  await expect(offer).toBeHidden();
  for (const date of ['27/10/2026', '19/10/2026', '12/10/2026'])
    await expect(row(page, date).first()).toContainText('2.11 · Viagens, transporte e combustível');

  // On a phone the rows are cards, each with its own picker.
  await page.setViewportSize({ width: 360, height: 800 });
  const card = page
    .getByRole('list', { name: 'Transações da conta' })
    .getByRole('listitem')
    .filter({ hasText: '02/10/2026' });
  await card.getByRole('button', { name: /Sem categoria/ }).click();
  await page.getByRole('combobox', { name: /^Categoria de Pix recebido - Mercado Bom Preço Ltda/ }).fill('receita');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bank-category-picker-360.png') });
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: /Sem categoria/ })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Only the ones still without a category: the fuel ones are gone, the URL says so.
  await page.getByRole('checkbox', { name: 'Só as sem categoria' }).click();
  await expect(page).toHaveURL(/sem-categoria=1/);
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table).not.toContainText('Posto Vila Nova');
  await page.getByRole('checkbox', { name: 'Só as sem categoria' }).click();
  await expect(table.getByRole('row')).toHaveCount(15);

  // Both bank fees at once: selected, one category for all.
  await page.getByRole('checkbox', { name: 'Selecionar Tarifa Pacote de Serviços, 03/10/2026' }).click();
  await page.getByRole('checkbox', { name: 'Selecionar Tarifa Pacote de Serviços, 03/11/2026' }).click();
  const bulk = page.getByRole('region', { name: '2 transações selecionadas' });
  await bulk.getByRole('combobox', { name: 'Categoria para todas as selecionadas' }).fill('tarifas');
  await expect(page.getByRole('option', { name: /Tarifas bancárias/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bank-bulk-categorise-1280.png') });
  await page.getByRole('option', { name: /Tarifas bancárias/ }).click();
  await expect(page.getByText('2 transações categorizadas como Tarifas bancárias.')).toBeVisible();
  await expect(bulk).toBeHidden();
  for (const date of ['03/10/2026', '03/11/2026'])
    await expect(row(page, date)).toContainText('2.15 · Tarifas bancárias');

  // The look-alike was the payment of the 26th seen again: this one goes.
  await shoot(page, testInfo, 'bank-duplicates-review');
  await duplicates.getByRole('button', { name: /^Excluir esta/ }).click();
  await expect(page.getByText('Transação repetida excluída.')).toBeVisible();
  await expect(duplicates).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(14);

  // October as the accounting system's txt: dd/mm/aaaa;descrição;1234,56;D|C;código.
  const exports = page.getByRole('region', { name: 'Exportar o mês' });
  await expect(exports.getByRole('combobox', { name: 'Mês' })).toHaveText('novembro de 2026');
  await exports.getByRole('combobox', { name: 'Mês' }).click();
  await page.getByRole('option', { name: 'outubro de 2026' }).click();
  await expect(exports.getByRole('combobox', { name: 'Mês' })).toHaveText('outubro de 2026');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('link', { name: /^TXT/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const lines = readFileSync((await download.path())!, 'latin1').split('\r\n');
  expect(lines[0]).toMatch(/^\d{2}\/\d{2}\/\d{4};[^;]+;\d+,\d{2};[DC];[\d.]*$/);
  expect(lines).toContain('26/10/2026;Pix enviado - Posto Vila Nova;198,75;D;2.11');

  // Back on the accounts: the rule learned above, and the account deleted with its transactions.
  await page.getByRole('link', { name: 'Todas as contas' }).click();
  const rules = page.getByRole('list', { name: 'Regras' });
  await expect(rules.getByRole('listitem')).toHaveCount(1);
  await expect(rules).toContainText('“PIX ENVIADO POSTO VILA NOVA”');
  await expect(rules).toContainText('2.11 · Viagens, transporte e combustível');
  await shoot(page, testInfo, 'bank-accounts-with-rule');
  await rules.getByRole('button', { name: /^Editar/ }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Editar regra' });
  await expect(ruleDialog.getByLabel('Texto da descrição')).toHaveValue('PIX ENVIADO POSTO VILA NOVA');
  await expect(ruleDialog).toContainText('Escolhida: 2.11 · Viagens, transporte e combustível');
  await captureScreens(page, testInfo, 'bank-rule-dialog');
  await ruleDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ruleDialog).toBeHidden();
  await account.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Excluir a conta Banco do Brasil/ });
  await expect(confirm).toContainText('As 13 transações desta conta também serão excluídas');
  await confirm.getByRole('button', { name: 'Excluir conta e transações' }).click();
  await expect(page.getByRole('heading', { name: 'Nenhuma conta ainda' })).toBeVisible();
  await expect(rules.getByRole('listitem')).toHaveCount(1);
});
