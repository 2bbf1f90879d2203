import {
  answerViaCep,
  apiSignIn,
  captureScreens,
  createSystemAdmin,
  declineCookies,
  expect,
  randomCnpj,
  signUp,
  test,
} from './fixtures';
import {
  answerCnpjLookups,
  apiAdvanceRequest,
  apiCancelRequest,
  apiCreateRequest,
  createInvoicingCompany,
  fillInvoiceFields,
  LOOKUP_COMPANY,
  openInvoices,
  captureViewports,
  todayIso,
} from './invoices-support';

// The customer's invoices page: asking for a note, the list and its statuses, cancelling,
// and the monthly notes. The CNPJ lookup and ViaCEP are answered here: nothing goes online.

/**
 * A link to a request (`?pedido=`, as in the e-mail) is a full page load: the page arrives, the
 * app boots, and only then is the request fetched and the sheet filled. Under load that takes
 * longer than expect's 5 s after `goto` returns (seen: 4.4 s), as the person waits for it too.
 */
const DETAIL_AFTER_FULL_LOAD = { timeout: 20_000 };

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
  await answerCnpjLookups(context);
  await answerViaCep(context);
});

test('a customer asks for notes, cancels one, and sets up a monthly note', async ({ page, request }, testInfo) => {
  // A long journey (requests, then schedules with their next automatic requests): more than the default 30 s under load (90 s, as the Cora journey).
  test.setTimeout(90_000);
  const user = await signUp(request, 'Carlos Pereira');
  await createInvoicingCompany(request, user);
  await openInvoices(page, user);
  const main = page.getByRole('main');
  const form = main.getByRole('region', { name: 'Pedir nota fiscal' });
  const requests = main.getByRole('region', { name: 'Pedidos' });
  const schedules = main.getByRole('region', { name: 'Notas recorrentes' });

  // Nothing yet: the empty states say what to do.
  await expect(requests.getByRole('heading', { name: 'Nenhum pedido de nota ainda' })).toBeVisible();
  await expect(schedules.getByRole('heading', { name: 'Nenhuma nota recorrente' })).toBeVisible();
  await captureScreens(page, testInfo, 'invoices-empty');

  // The spec's messages, word for word, under their fields.
  await form.getByLabel('Valor total').fill('0,50');
  await expect(form.getByLabel('Valor total')).toHaveValue('R$ 0,50');
  await form.getByRole('button', { name: 'Pedir nota fiscal' }).click();
  await expect(form.getByText('CNPJ precisa ser definido.')).toBeVisible();
  await expect(form.getByText('Valor precisa ser maior ou igual a 1 real.')).toBeVisible();
  await expect(form.getByLabel('CNPJ do tomador')).toBeFocused();
  await expect(form.getByLabel('Valor total')).toHaveAccessibleDescription(
    /Valor precisa ser maior ou igual a 1 real\./,
  );

  // A CNPJ is looked up: the name and the address come from the Receita.
  const takerCnpj = randomCnpj();
  await fillInvoiceFields(form, {
    document: takerCnpj,
    value: '1500,00',
    serviceSearch: 'suporte técnico',
    serviceCode: /^01\.07\.01/,
    description: 'Suporte técnico mensal da rede da loja',
  });
  await expect(form.getByLabel('Nome ou razão social')).toHaveValue(LOOKUP_COMPANY.legalName);
  await expect(form.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(form.getByText('CNPJ precisa ser definido.')).toHaveCount(0);
  await expect(form.getByText('Valor precisa ser maior ou igual a 1 real.')).toHaveCount(0);
  await captureScreens(page, testInfo, 'invoices-form-filled');
  await form.getByRole('button', { name: 'Pedir nota fiscal' }).click();
  await expect(
    page.getByText('Pedido de nota enviado. Avisaremos por e-mail quando a nota for emitida.'),
  ).toBeVisible();
  await expect(form.getByLabel('CNPJ do tomador')).toHaveValue('');

  const table = requests.getByRole('table', { name: 'Pedidos de nota fiscal' });
  const first = table.getByRole('row').filter({ hasText: LOOKUP_COMPANY.legalName });
  await expect(first).toContainText('Solicitada');
  await expect(first).toContainText('R$ 1.500,00');

  // A second one, for a person (CPF): it goes to the top.
  await fillInvoiceFields(form, {
    document: '52998224725',
    cpf: true,
    name: 'Maria Souza',
    value: '350,00',
    serviceSearch: '01.01',
    serviceCode: /^01\.01\.01/,
    description: 'Manutenção do site pessoal',
  });
  await form.getByRole('button', { name: 'Pedir nota fiscal' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Maria Souza');
  await expect(table.getByRole('row').nth(1)).toContainText('Solicitada');

  // Cancel the second one from its detail (?pedido=), after confirming.
  await table.getByRole('link', { name: /Maria Souza/ }).click();
  await expect(page).toHaveURL(/pedido=/);
  const detail = page.getByRole('dialog', { name: 'Pedido de nota fiscal' });
  await expect(detail.getByText('CPF 529.982.247-25')).toBeVisible();
  await detail.getByRole('button', { name: 'Cancelar pedido' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar este pedido?' });
  await confirm.getByRole('button', { name: 'Sim, cancelar pedido' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/pedido=/);
  await expect(table.getByRole('row').filter({ hasText: 'Maria Souza' })).toContainText('Cancelada');
  await expect(first).toContainText('Solicitada');

  // Filters: by status, then the search.
  await requests.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelada' }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await requests.getByRole('button', { name: 'Limpar filtros' }).click();
  await requests.getByRole('searchbox', { name: 'Buscar pedidos' }).fill('mercado');
  await expect(page).toHaveURL(/busca=mercado/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(LOOKUP_COMPANY.legalName);
  await requests.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  // The day they were asked for, typed dd/mm/aaaa.
  const day = requests.getByLabel('Pedidos do dia');
  await day.fill(todayIso().split('-').reverse().join(''));
  await expect(page).toHaveURL(new RegExp(`data=${todayIso()}`));
  await expect(table.getByRole('row')).toHaveCount(3);
  await day.fill('01012020');
  await expect(requests.getByRole('heading', { name: 'Nenhum pedido com esses filtros' })).toBeVisible();
  await requests.getByRole('button', { name: 'Ver todos os pedidos' }).click();
  await expect(day).toHaveValue('');
  await expect(table.getByRole('row')).toHaveCount(3);

  // A monthly note: day 13 is refused, day 5 accepted; the saved taker fills the form.
  await schedules.getByRole('button', { name: 'Nova nota recorrente' }).click();
  const sheet = page.getByRole('dialog', { name: 'Nova nota recorrente' });
  await captureViewports(page, testInfo, 'invoices-schedule-form-new');
  const saved = sheet.getByRole('combobox', { name: 'Tomador de um pedido anterior (opcional)' });
  await saved.fill('mercado');
  await sheet.getByRole('option', { name: new RegExp(LOOKUP_COMPANY.legalName) }).click();
  await expect(sheet.getByLabel('Nome ou razão social')).toHaveValue(LOOKUP_COMPANY.legalName);
  await expect(sheet.getByLabel('CNPJ do tomador')).toHaveValue(
    takerCnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  );
  await sheet.getByLabel('Valor total').fill('800,00');
  const code = sheet.getByRole('combobox', { name: 'Código do serviço' });
  await code.fill('páginas eletrônicas');
  await sheet.getByRole('option', { name: /^01\.08\.01/ }).click();
  await sheet.getByLabel('Descrição do serviço').fill('Manutenção mensal do site da loja');
  await sheet.getByLabel('Dia do mês').fill('13');
  await sheet.getByRole('button', { name: 'Criar nota recorrente' }).click();
  await expect(
    sheet.getByText(
      'Dia do mês precisa ser entre 1 e 12. As notas agendadas são pedidas no começo do mês, a tempo de a contabilidade emiti-las e apurar o mês antes do vencimento do DAS (dia 20).',
    ),
  ).toBeVisible();
  await expect(sheet.getByLabel('Dia do mês')).toBeFocused();
  await captureViewports(page, testInfo, 'invoices-schedule-form-error');
  await sheet.getByLabel('Dia do mês').fill('5');
  await sheet.getByRole('button', { name: 'Criar nota recorrente' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Nota recorrente criada.')).toBeVisible();

  // The next automatic requests (GET /nfs/schedulers/active, issue 26), above the list.
  const next = schedules.getByRole('region', { name: 'Próximos pedidos automáticos' });
  await expect(next).toContainText('1 nota recorrente ativa');
  await expect(next.getByRole('listitem')).toContainText(LOOKUP_COMPANY.legalName);
  await expect(next.getByRole('listitem')).toContainText(/\d{2}\/\d{2}\/\d{4}.*R\$\s800,00/);
  await captureScreens(page, testInfo, 'invoices-next-scheduled');

  const item = schedules
    .getByRole('list', { name: 'Notas recorrentes' })
    .getByRole('listitem')
    .filter({ hasText: LOOKUP_COMPANY.legalName });
  await expect(item).toContainText('Todo dia 5');
  await expect(item).toContainText('R$ 800,00');
  await expect(item).toContainText('Ativa');
  await expect(item).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await item.getByRole('button', { name: /^Pausar/ }).click();
  await expect(item).toContainText('Pausada');
  await expect(item.getByRole('button', { name: /^Retomar/ })).toBeVisible();
  // Paused: no automatic request ahead.
  await expect(next).toBeHidden();
  await captureScreens(page, testInfo, 'invoices-schedules');

  // Edit keeps it paused, with the new day.
  await item.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar nota recorrente' });
  await expect(edit.getByLabel('Dia do mês')).toHaveValue('5');
  await edit.getByLabel('Dia do mês').fill('10');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText('Todo dia 10');
  await expect(item).toContainText('Pausada');
});

test('the list shows every status, and an issued note opens with its files', async ({ page, request }, testInfo) => {
  // Three full page loads besides the sign-in, each booting the app before the request is fetched:
  // about 9 s each on a loaded machine, more than the default 30 s in all.
  test.setTimeout(90_000);
  const user = await signUp(request, 'Beatriz Lima');
  const company = await createInvoicingCompany(request, user, 'Estúdio Lima Design Ltda');
  const admin = await createSystemAdmin(request);
  const { accessToken } = await apiSignIn(request, user);
  const { accessToken: adminToken } = await apiSignIn(request, admin);
  const base = {
    emissionType: 'cnpj',
    totalValue: 1250.5,
    serviceCode: '010801',
    serviceDescription: 'Criação do site institucional',
    competenceDate: '2026-03-02',
  };
  const made: Record<string, string> = {};
  for (const [name, status] of [
    ['Loja Alfa Ltda', 'requested'],
    ['Clínica Beta Ltda', 'processing'],
    ['Construtora Gama Ltda', 'issued'],
    ['Escola Delta Ltda', 'rejected'],
    ['Padaria Épsilon Ltda', 'cancelled'],
  ] as const) {
    const created = await apiCreateRequest(request, accessToken, company.id, {
      ...base,
      cnpj: randomCnpj(),
      taker: { name, email: 'financeiro@exemplo.com.br' },
    });
    made[status] = created.id;
    if (status === 'cancelled') {
      await apiCancelRequest(request, accessToken, company.id, created.id);
    } else if (status !== 'requested') {
      await apiAdvanceRequest(request, adminToken, created.id, status, { invoiceNumber: '2026000123' });
    }
  }

  await openInvoices(page, user);
  const requests = page.getByRole('main').getByRole('region', { name: 'Pedidos' });
  const table = requests.getByRole('table', { name: 'Pedidos de nota fiscal' });
  await expect(table.getByRole('row')).toHaveCount(6);
  for (const label of ['Solicitada', 'Em emissão', 'Emitida', 'Recusada', 'Cancelada']) {
    await expect(table.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(table).toContainText('R$ 1.250,50');
  await expect(table).toContainText('02/03/2026');
  await requests.scrollIntoViewIfNeeded();
  await captureScreens(page, testInfo, 'invoices-list');

  // The e-mail's link opens the detail straight away.
  await page.goto(`/app/invoices?pedido=${made.issued}`);
  const detail = page.getByRole('dialog', { name: 'Pedido de nota fiscal' });
  await expect(detail.getByText('Emitida', { exact: true })).toBeVisible(DETAIL_AFTER_FULL_LOAD);
  await expect(detail).toContainText('2026000123');
  await expect(detail.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
    'href',
    `/app/invoices/${made.issued}/files/pdf?companyId=${company.id}`,
  );
  await expect(detail.getByRole('link', { name: 'Baixar XML' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await captureViewports(page, testInfo, 'invoices-detail-issued');

  const download = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Baixar XML' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toContain('<NFSe>');

  // A rejected one says why.
  await page.goto(`/app/invoices?pedido=${made.rejected}`);
  await expect(detail.getByText('Recusada', { exact: true })).toBeVisible(DETAIL_AFTER_FULL_LOAD);
  await expect(detail).toContainText('Motivo da recusa: O CNPJ do tomador está inativo na Receita.');
  await captureViewports(page, testInfo, 'invoices-detail-rejected');

  // An id that is not one of the company's requests.
  await page.goto('/app/invoices?pedido=00000000-0000-4000-8000-000000000000');
  await expect(detail.getByText(/Pedido não encontrado/)).toBeVisible(DETAIL_AFTER_FULL_LOAD);
});
