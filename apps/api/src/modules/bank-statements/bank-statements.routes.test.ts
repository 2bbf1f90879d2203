import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  bankStatementMessages,
  categoryDirectionMessages,
  currencyMessages,
  messages,
  type BankAccount,
  type BankTransaction,
  type BankTransactionList,
  type CategoryRule,
  type OfxUploadResult,
  type TaxCategory,
} from '@contabil/contracts';
import { bankAccounts, bankImports, bankTransactions } from '../../db/schema/bank-statements.js';
import { createCompany, createUser, signInAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { parseOfx } from './ofx/ofx-parser.js';
import { buildOfx, type GeneratedTransaction } from './ofx-files.test-support.js';

const sharedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ofx/fixtures/shared');
const invalidDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ofx/fixtures/invalid');

let ctx: TestContext;
let categories: TaxCategory[];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Tenant {
  companyId: string;
  authorization: string;
}

async function newTenant(): Promise<Tenant> {
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user });
  return { companyId: company.id, authorization: (await signInAs(ctx.app, user)).authorization };
}

function upload(tenant: Tenant, content: Buffer | string, fileName = 'extrato.ofx', field = 'file') {
  const body = multipart([{ field, fileName, type: 'application/x-ofx', content }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/bank-statements/ofx/upload',
    query: { companyId: tenant.companyId },
    payload: body.payload,
    headers: { ...body.headers, authorization: tenant.authorization },
  });
}

async function imported(tenant: Tenant, content: Buffer | string): Promise<OfxUploadResult> {
  const res = await upload(tenant, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as OfxUploadResult;
}

function call(
  tenant: Tenant | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  options: { query?: Record<string, string>; payload?: object } = {},
) {
  return ctx.app.inject({
    method,
    url,
    query: { ...(tenant ? { companyId: tenant.companyId } : {}), ...options.query },
    ...(options.payload ? { payload: options.payload } : {}),
    headers: tenant ? { authorization: tenant.authorization } : {},
  });
}

async function transactions(tenant: Tenant, query: Record<string, string> = {}): Promise<BankTransactionList> {
  const res = await call(tenant, 'GET', '/bank-statements/transactions', { query: { limit: '200', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BankTransactionList;
}

async function accounts(tenant: Tenant): Promise<BankAccount[]> {
  const res = await call(tenant, 'GET', '/bank-statements/accounts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BankAccount[];
}

async function rowsOf(companyId: string) {
  const db = ctx.database.db;
  return {
    accounts: (await db.select().from(bankAccounts).where(eq(bankAccounts.companyId, companyId))).length,
    transactions: (await db.select().from(bankTransactions).where(eq(bankTransactions.companyId, companyId))).length,
    imports: (await db.select().from(bankImports).where(eq(bankImports.companyId, companyId))).length,
  };
}

const tx = (postedOn: string, amountCents: number, memo: string, fitId?: string | null): GeneratedTransaction => ({
  postedOn,
  amountCents,
  memo,
  ...(fitId === undefined ? {} : { fitId }),
});

async function categoryByCode(tenant: Tenant, code: string): Promise<TaxCategory> {
  if (!categories) {
    const res = await call(tenant, 'GET', '/bank-statements/tax-categories');
    categories = res.json().data as TaxCategory[];
  }
  const found = categories.find((category) => category.code === code);
  if (!found) throw new Error(`no category ${code}`);
  return found;
}

describe('POST /bank-statements/ofx/upload: the six shared samples', () => {
  const samples = [
    {
      file: 'sgml_memo_ampersand_asgrim.ofx',
      accounts: 1,
      count: 16,
      total: 393.82,
      kind: 'creditcard',
      currency: 'BRL',
    },
    { file: 'sgml_us_checking_ofxparse.ofx', accounts: 1, count: 3, total: -59.5, kind: 'bank', currency: 'USD' },
    { file: 'sgml_v102_empty_tags_ofxparse.ofx', accounts: 1, count: 1, total: 12.34, kind: 'bank', currency: 'AUD' },
    { file: 'xml_qfx_creditcard_ofxjs.qfx', accounts: 1, count: 5, total: 80.48, kind: 'creditcard', currency: 'CAD' },
    { file: 'xml_v200_asgrim.ofx', accounts: 1, count: 3, total: 250, kind: 'bank', currency: 'USD' },
  ] as const;

  for (const sample of samples) {
    test(`${sample.file}: ${sample.count} transactions totalling ${sample.total}; re-upload imports zero`, async () => {
      const tenant = await newTenant();
      const content = readFileSync(path.join(sharedDir, sample.file));
      const first = await imported(tenant, content);
      expect(first).toMatchObject({
        imported: sample.count,
        skippedDuplicates: 0,
        flagged: 0,
        fileName: 'extrato.ofx',
      });
      expect(first.accounts).toHaveLength(sample.accounts);
      expect(first.accounts[0]).toMatchObject({
        kind: sample.kind,
        created: true,
        imported: sample.count,
        currency: sample.currency,
      });

      const list = await transactions(tenant);
      expect(list.total).toBe(sample.count);
      expect(list.data.every((row) => row.currency === sample.currency)).toBe(true);
      // Sums in reais hold reais only; another currency is summed apart, never added in.
      const sums =
        sample.currency === 'BRL'
          ? list.totals
          : (list.totals.otherCurrencies.find((entry) => entry.currency === sample.currency) as {
              credits: number;
              debits: number;
            });
      if (sample.currency !== 'BRL') {
        expect(list.totals).toMatchObject({ currency: 'BRL', credits: 0, debits: 0 });
        expect(list.totals.otherCurrencies).toHaveLength(1);
        expect(first.notes).toContain(currencyMessages.foreignImported(first.accounts[0]!.name, sample.currency));
      }
      expect(Math.round((sums.credits + sums.debits) * 100)).toBe(Math.round(sample.total * 100));
      expect(Math.round(list.data.reduce((sum, row) => sum + row.amount * 100, 0))).toBe(
        Math.round(sample.total * 100),
      );

      const again = await imported(tenant, content);
      expect(again).toMatchObject({ imported: 0, skippedDuplicates: sample.count, flagged: 0 });
      expect(again.accounts[0]).toMatchObject({ created: false, accountId: first.accounts[0]?.accountId });
      expect((await transactions(tenant)).total).toBe(sample.count);
    });
  }

  test('a foreign-currency account: its symbol travels, BRL totals leave it out, the txt export (in reais) refuses it, the CSV says the currency', async () => {
    const tenant = await newTenant();
    await imported(
      tenant,
      buildOfx([{ accountId: '1000-1', transactions: [tx('2026-03-02', 500_00, 'PIX CLIENTE')] }]),
    );
    const usd = await imported(tenant, readFileSync(path.join(sharedDir, 'sgml_us_checking_ofxparse.ofx')));
    const list = await transactions(tenant);
    expect(list.totals).toEqual({
      currency: 'BRL',
      credits: 500,
      debits: 0,
      otherCurrencies: [{ currency: 'USD', total: 3, credits: 0.01, debits: -59.51 }],
    });
    const usdAccount = usd.accounts[0]!;
    expect((await accounts(tenant)).find((account) => account.id === usdAccount.accountId)?.currency).toBe('USD');

    const exportOf = (type: string) =>
      call(tenant, 'GET', `/bank-statements/accounts/${usdAccount.accountId}/exports/${type}`, {
        query: { date: '2011-04' },
      });
    const txt = await exportOf('txt');
    expect(txt.statusCode).toBe(422);
    expect(txt.json().error.message).toBe(currencyMessages.txtOnlyInReais('USD'));
    const csv = await exportOf('csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain(';Valor;Moeda;Tipo;');
    expect(csv.body).toContain(';USD;');
  });

  test('one currency per account: a USD statement of a BRL account, or a statement mixing currencies, is a 422 that writes nothing', async () => {
    const tenant = await newTenant();
    const brl = buildOfx([{ accountId: '2000-2', transactions: [tx('2026-03-02', 100_00, 'PIX A')] }]);
    await imported(tenant, brl);
    const before = await rowsOf(tenant.companyId);

    const sameAccountInUsd = Buffer.from(
      buildOfx([{ accountId: '2000-2', transactions: [tx('2026-03-03', 7_00, 'WIRE B')] }])
        .toString('latin1')
        .replace('<CURDEF>BRL', '<CURDEF>USD'),
      'latin1',
    );
    const refused = await upload(tenant, sameAccountInUsd);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      currencyMessages.accountCurrencyMismatch('Itaú · ag. 0001 · c/c 2000-2', 'BRL', 'USD'),
    );
    expect(await rowsOf(tenant.companyId)).toEqual(before);

    const mixed = Buffer.from(
      buildOfx([{ accountId: '3000-3', transactions: [tx('2026-03-02', 1_00, 'A'), tx('2026-03-03', 2_00, 'B')] }])
        .toString('latin1')
        .replace('<MEMO>B</STMTTRN>', '<MEMO>B<CURRENCY><CURRATE>5.1<CURSYM>USD</CURRENCY></STMTTRN>'),
      'latin1',
    );
    const mixedRes = await upload(tenant, mixed);
    expect(mixedRes.statusCode).toBe(422);
    expect(mixedRes.json().error.message).toBe(
      currencyMessages.mixedCurrencies('Itaú · ag. 0001 · c/c 3000-3', ['BRL', 'USD']),
    );
    expect(await rowsOf(tenant.companyId)).toEqual(before);
  });

  test('xml_v211_multiple_accounts_ofxparse.ofx: two accounts without a transaction is a 422 that writes nothing', async () => {
    const tenant = await newTenant();
    const res = await upload(tenant, readFileSync(path.join(sharedDir, 'xml_v211_multiple_accounts_ofxparse.ofx')));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('O extrato não tem transações.');
    expect(await rowsOf(tenant.companyId)).toEqual({ accounts: 0, transactions: 0, imports: 0 });
  });

  test('a file with several accounts creates each one and keeps the latest balance', async () => {
    const tenant = await newTenant();
    const result = await imported(
      tenant,
      buildOfx([
        {
          accountId: '1111-1',
          balanceCents: 150_00,
          balanceDate: '2026-03-31',
          transactions: [tx('2026-03-02', 100_00, 'PIX A')],
        },
        { accountId: '2222-2', transactions: [tx('2026-03-03', -50_00, 'TED B'), tx('2026-03-04', -10_00, 'TARIFA')] },
        { creditCard: true, accountId: '5555 4444 3333 2222', transactions: [tx('2026-03-05', -99_90, 'LOJA')] },
      ]),
    );
    expect(result.imported).toBe(4);
    expect(result.accounts.map((entry) => [entry.name, entry.imported])).toEqual([
      ['Itaú · ag. 0001 · c/c 1111-1', 1],
      ['Itaú · ag. 0001 · c/c 2222-2', 2],
      ['Cartão de crédito final 2222', 1],
    ]);
    const list = await accounts(tenant);
    expect(list).toHaveLength(3);
    const first = list.find((account) => account.accountNumber === '1111-1');
    expect(first).toMatchObject({ balance: 150, balanceDate: '2026-03-31', transactionCount: 1, bankId: '0341' });
    expect(first?.lastImportedAt).toEqual(expect.any(String));

    // An older statement does not overwrite the balance; "0341"/"341" and "0001"/"1" are one account.
    await imported(
      tenant,
      buildOfx([
        {
          bankId: '341',
          branchId: '1',
          accountId: '11111',
          balanceCents: 1_00,
          balanceDate: '2026-02-28',
          transactions: [tx('2026-02-10', 5_00, 'X')],
        },
      ]),
    );
    const after = await accounts(tenant);
    expect(after).toHaveLength(3);
    const updated = after.find((account) => account.id === first?.id);
    expect(updated).toMatchObject({ balance: 150, transactionCount: 2 });
    // The older statement kept the balance but still counts as the account's last import.
    expect(Date.parse(updated?.lastImportedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(first?.lastImportedAt ?? ''));
  });
});

describe('duplicates', () => {
  test('two identical coffees on one day are both kept, and a re-upload still imports zero', async () => {
    const tenant = await newTenant();
    const coffees = buildOfx([
      {
        transactions: [
          tx('2026-03-02', -5_00, 'CAFE DA ESQUINA', null),
          tx('2026-03-02', -5_00, 'CAFE DA ESQUINA', null),
        ],
      },
    ]);
    expect(await imported(tenant, coffees)).toMatchObject({ imported: 2, skippedDuplicates: 0 });
    expect(await imported(tenant, coffees)).toMatchObject({ imported: 0, skippedDuplicates: 2, flagged: 0 });
    // A later export with a third coffee that day brings only the third.
    const three = buildOfx([
      {
        transactions: [
          tx('2026-03-02', -5_00, 'CAFE DA ESQUINA', null),
          tx('2026-03-02', -5_00, 'CAFE DA ESQUINA', null),
          tx('2026-03-02', -5_00, 'CAFE DA ESQUINA', null),
        ],
      },
    ]);
    expect(await imported(tenant, three)).toMatchObject({ imported: 1, skippedDuplicates: 2 });
    expect((await transactions(tenant)).total).toBe(3);
  });

  test('a FITID reused for different transactions falls back to the content key; the same row listed twice counts once', async () => {
    const tenant = await newTenant();
    const file = buildOfx([
      {
        transactions: [
          tx('2026-03-02', -120_00, 'BOLETO ENERGIA', '000'),
          tx('2026-03-03', -80_00, 'BOLETO AGUA', '000'),
          tx('2026-03-04', 500_00, 'PIX RECEBIDO', 'A1'),
          tx('2026-03-04', 500_00, 'PIX RECEBIDO', 'A1'),
        ],
      },
    ]);
    expect(await imported(tenant, file)).toMatchObject({ imported: 3, skippedDuplicates: 1 });
    expect(await imported(tenant, file)).toMatchObject({ imported: 0, skippedDuplicates: 4 });
    const list = await transactions(tenant);
    expect(list.data.map((row) => row.description).sort()).toEqual(['BOLETO AGUA', 'BOLETO ENERGIA', 'PIX RECEBIDO']);
  });

  test('a look-alike (same amount within 3 days, another FITID) is imported and flagged; keep or remove', async () => {
    const tenant = await newTenant();
    await imported(
      tenant,
      buildOfx([
        { transactions: [tx('2026-03-10', -250_00, 'ALUGUEL MARCO', 'F1'), tx('2026-03-11', -9_90, 'TARIFA', 'F2')] },
      ]),
    );
    const second = await imported(
      tenant,
      buildOfx([
        {
          transactions: [
            tx('2026-03-10', -250_00, 'ALUGUEL MARCO', 'F1'),
            tx('2026-03-12', -250_00, 'ALUGUEL REF MARCO', 'X9'),
            tx('2026-03-20', -9_90, 'TARIFA', 'F3'),
          ],
        },
      ]),
    );
    // F1 is the same (skipped); X9 looks like F1 but F1 is claimed by its own re-listing,
    // so nothing is left to double: it is new. F3 is 9 days away from F2: new, not flagged.
    expect(second).toMatchObject({ imported: 2, skippedDuplicates: 1, flagged: 0 });

    const third = await imported(
      tenant,
      buildOfx([{ transactions: [tx('2026-03-13', -9_90, 'TARIFA PACOTE', 'Z1')] }]),
    );
    expect(third).toMatchObject({ imported: 1, flagged: 1 });
    const flagged = await transactions(tenant, { possibleDuplicates: 'true' });
    expect(flagged.total).toBe(1);
    const row = flagged.data[0] as BankTransaction;
    expect(row).toMatchObject({ duplicateStatus: 'possible', description: 'TARIFA PACOTE' });
    expect(row.possibleDuplicateOf).toMatchObject({ postedOn: '2026-03-11', amount: -9.9, description: 'TARIFA' });
    expect((await accounts(tenant))[0]?.possibleDuplicates).toBe(1);

    const keep = await call(tenant, 'PUT', `/bank-statements/transactions/${row.id}/duplicate`, {
      payload: { action: 'keep' },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data.duplicateStatus).toBe('kept');
    const again = await call(tenant, 'PUT', `/bank-statements/transactions/${row.id}/duplicate`, {
      payload: { action: 'remove' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(bankStatementMessages.notPossibleDuplicate);

    const fourth = await imported(tenant, buildOfx([{ transactions: [tx('2026-03-21', -9_90, 'TARIFA', 'Z2')] }]));
    expect(fourth.flagged).toBe(1);
    const [twin] = (await transactions(tenant, { possibleDuplicates: 'true' })).data;
    const removed = await call(tenant, 'PUT', `/bank-statements/transactions/${twin?.id}/duplicate`, {
      payload: { action: 'remove' },
    });
    expect(removed.statusCode).toBe(204);
    expect((await transactions(tenant)).total).toBe(5);
    // The removed one comes back flagged again on a re-upload: never silently dropped.
    expect(
      (await imported(tenant, buildOfx([{ transactions: [tx('2026-03-21', -9_90, 'TARIFA', 'Z2')] }]))).flagged,
    ).toBe(1);
  });

  test('look-alikes are found around each date of a file whose dates are years apart (3 days, not 4)', async () => {
    const tenant = await newTenant();
    await imported(
      tenant,
      buildOfx([
        {
          transactions: [
            tx('2019-12-30', -40_00, 'PADARIA', 'OLD1'),
            tx('2020-06-01', -70_00, 'FARMACIA', 'OLD2'),
            tx('2026-03-01', -55_00, 'POSTO', 'OLD3'),
          ],
        },
      ]),
    );
    // The new file's days: 2020-01-02 (3 days after OLD1, across the year), 2026-02-26
    // (3 days before OLD3, across the month) and 2020-06-05 (4 days after OLD2: too far).
    const second = await imported(
      tenant,
      buildOfx([
        {
          transactions: [
            tx('2020-01-02', -40_00, 'PADARIA CENTRO', 'NEW1'),
            tx('2020-06-05', -70_00, 'FARMACIA', 'NEW2'),
            tx('2026-02-26', -55_00, 'POSTO BR', 'NEW3'),
          ],
        },
      ]),
    );
    expect(second).toMatchObject({ imported: 3, skippedDuplicates: 0, flagged: 2 });
    const flagged = (await transactions(tenant, { possibleDuplicates: 'true' })).data;
    expect(flagged.map((row) => [row.postedOn, row.possibleDuplicateOf?.postedOn]).sort()).toEqual([
      ['2020-01-02', '2019-12-30'],
      ['2026-02-26', '2026-03-01'],
    ]);
    // The import's ids are time-ordered (version 7): they go into the primary key side by side,
    // in the file's order, and the second import's after the first's.
    const rows = (await transactions(tenant)).data;
    expect(rows.map((row) => row.id[14])).toEqual(['7', '7', '7', '7', '7', '7']);
    const byId = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1)).map((row) => row.description);
    expect(byId).toEqual(['PADARIA', 'FARMACIA', 'POSTO', 'PADARIA CENTRO', 'FARMACIA', 'POSTO BR']);
  });
});

describe('refused uploads write nothing', () => {
  test('empty, not OFX, no transaction, no file, over 10 MB', async () => {
    const tenant = await newTenant();
    const empty = await upload(tenant, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(bankStatementMessages.emptyFile);

    const csv = await upload(tenant, readFileSync(path.join(invalidDir, 'extrato.csv')), 'extrato.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.message).toBe('O arquivo não é um extrato OFX.');

    const balances = await upload(tenant, readFileSync(path.join(invalidDir, 'only-balance-rows.ofx')));
    expect(balances.statusCode).toBe(422);
    expect(balances.json().error.code).toBe('unprocessable');

    const wrongField = await upload(
      tenant,
      buildOfx([{ transactions: [tx('2026-03-02', 1_00, 'A')] }]),
      'a.ofx',
      'arquivo',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(bankStatementMessages.fileRequired);

    const huge = await upload(tenant, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(bankStatementMessages.fileTooLarge);

    expect(await rowsOf(tenant.companyId)).toEqual({ accounts: 0, transactions: 0, imports: 0 });
  });
});

describe('accounts', () => {
  test("DELETE removes the account with its transactions; another company's account is 404", async () => {
    const tenant = await newTenant();
    const other = await newTenant();
    const result = await imported(
      tenant,
      buildOfx([{ transactions: [tx('2026-03-02', 1_00, 'A'), tx('2026-03-03', 2_00, 'B')] }]),
    );
    const accountId = result.accounts[0]?.accountId as string;
    const foreign = await call(other, 'DELETE', `/bank-statements/accounts/${accountId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(bankStatementMessages.accountNotFound);
    const res = await call(tenant, 'DELETE', `/bank-statements/accounts/${accountId}`);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(tenant.companyId)).toMatchObject({ accounts: 0, transactions: 0 });
    expect((await call(tenant, 'DELETE', `/bank-statements/accounts/${accountId}`)).statusCode).toBe(404);
  });
});

describe('GET /bank-statements/transactions', () => {
  test('filters by account, dates, text (ignoring accents and case), type and category; newest first; up to 200 a page', async () => {
    const tenant = await newTenant();
    const result = await imported(
      tenant,
      buildOfx([
        {
          accountId: '1',
          transactions: [
            tx('2026-03-01', 1000_00, 'PIX RECEBIDO JOSÉ DA SILVA'),
            tx('2026-03-05', -300_00, 'PAGAMENTO FORNECEDOR ACME'),
            tx('2026-04-02', -45_00, 'TARIFA PACOTE SERVICOS'),
          ],
        },
        { accountId: '2', transactions: [tx('2026-03-07', 20_00, 'RENDIMENTO POUPANCA')] },
      ]),
    );
    const all = await transactions(tenant, { limit: '10' });
    expect(all).toMatchObject({ total: 4, limit: 10, offset: 0, totals: { credits: 1020, debits: -345 } });
    expect(all.data.map((row) => row.postedOn)).toEqual(['2026-04-02', '2026-03-07', '2026-03-05', '2026-03-01']);
    expect((await transactions(tenant, { accountId: result.accounts[1]?.accountId as string })).total).toBe(1);
    expect(
      (await transactions(tenant, { from: '2026-03-02', to: '2026-03-31' })).data.map((row) => row.postedOn),
    ).toEqual(['2026-03-07', '2026-03-05']);
    expect((await transactions(tenant, { search: 'jose da' })).data.map((row) => row.amount)).toEqual([1000]);
    expect((await transactions(tenant, { type: 'debit' })).totals).toEqual({
      currency: 'BRL',
      credits: 0,
      debits: -345,
      otherCurrencies: [],
    });
    expect((await transactions(tenant, { withoutTaxCategory: 'true' })).total).toBe(4);
    expect((await call(tenant, 'GET', '/bank-statements/transactions', { query: { limit: '201' } })).statusCode).toBe(
      400,
    );
    const page = await transactions(tenant, { limit: '1', offset: '1' });
    expect(page.data.map((row) => row.postedOn)).toEqual(['2026-03-07']);
    const inverted = await call(tenant, 'GET', '/bank-statements/transactions', {
      query: { from: '2026-04-01', to: '2026-03-01' },
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.message).toBe(bankStatementMessages.invalidDateRange);
  });
});

describe('tax categories and learned rules', () => {
  test('GET /bank-statements/tax-categories: the seeded list by code, for any signed-in user', async () => {
    const tenant = await newTenant();
    const res = await call(tenant, 'GET', '/bank-statements/tax-categories');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as TaxCategory[];
    expect(list[0]).toMatchObject({ code: '1.01', name: 'Receita de serviços', kind: 'revenue' });
    expect(list.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        'Pró-labore',
        'Tarifas bancárias',
        'Transferência entre contas próprias',
        'Distribuição de lucros',
        'Aporte de capital dos sócios',
      ]),
    );
    expect((await call(null, 'GET', '/bank-statements/tax-categories')).statusCode).toBe(401);
  });

  test('categorise one, apply to the similar ones, remember the rule for the next import', async () => {
    const tenant = await newTenant();
    const fees = await categoryByCode(tenant, '2.15');
    await imported(
      tenant,
      buildOfx([
        {
          transactions: [
            tx('2026-03-01', -12_00, 'TARIFA PACOTE 03/2026'),
            tx('2026-04-01', -12_00, 'Tarifa pacote 04/2026'),
            tx('2026-04-02', -30_00, 'TARIFA TED'),
            tx('2026-04-03', 900_00, 'PIX RECEBIDO'),
          ],
        },
      ]),
    );
    const list = await transactions(tenant);
    const march = list.data.find((row) => row.postedOn === '2026-03-01') as BankTransaction;

    const offer = await call(tenant, 'PUT', `/bank-statements/transactions/${march.id}/tax-category`, {
      payload: { taxCategoryId: fees.id },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data).toMatchObject({ similarCount: 1, updatedSimilar: 0, rule: null, conflictingRule: null });
    expect(offer.json().data.transaction.taxCategory).toMatchObject({ code: '2.15' });

    const applied = await call(tenant, 'PUT', `/bank-statements/transactions/${march.id}/tax-category`, {
      payload: { taxCategoryId: fees.id, applyToSimilar: true, remember: true },
    });
    const body = applied.json().data as { similarCount: number; updatedSimilar: number; rule: CategoryRule };
    expect(body).toMatchObject({ similarCount: 0, updatedSimilar: 1 });
    expect(body.rule).toMatchObject({ match: 'TARIFA PACOTE', taxCategory: { code: '2.15' } });
    expect((await transactions(tenant, { taxCategoryId: fees.id })).total).toBe(2);

    const next = await imported(
      tenant,
      buildOfx([{ transactions: [tx('2026-05-01', -12_00, 'TARIFA PACOTE 05/2026')] }]),
    );
    expect(next.categorised).toBe(1);
    expect((await transactions(tenant, { taxCategoryId: fees.id })).total).toBe(3);

    const rules = await call(tenant, 'GET', '/bank-statements/category-rules');
    expect(rules.json()).toMatchObject({ total: 1, data: [{ match: 'TARIFA PACOTE', appliedCount: 1 }] });

    // Re-filing one transaction elsewhere names the rule it disagrees with, and leaves it as it is.
    const other = await categoryByCode(tenant, '2.12');
    const moved = await call(tenant, 'PUT', `/bank-statements/transactions/${march.id}/tax-category`, {
      payload: { taxCategoryId: other.id },
    });
    expect(moved.json().data).toMatchObject({
      rule: null,
      conflictingRule: { match: 'TARIFA PACOTE', taxCategory: { code: '2.15' } },
    });
    const kept = await call(tenant, 'GET', '/bank-statements/category-rules');
    expect(kept.json().data).toMatchObject([{ match: 'TARIFA PACOTE', taxCategory: { code: '2.15' } }]);
    // Asked explicitly (remember), the rule follows; then there is no conflict to name.
    const pointed = await call(tenant, 'PUT', `/bank-statements/transactions/${march.id}/tax-category`, {
      payload: { taxCategoryId: other.id, remember: true },
    });
    expect(pointed.json().data).toMatchObject({
      rule: { match: 'TARIFA PACOTE', taxCategory: { code: '2.12' } },
      conflictingRule: null,
    });

    const cleared = await call(tenant, 'PUT', `/bank-statements/transactions/${march.id}/tax-category`, {
      payload: { taxCategoryId: null },
    });
    expect(cleared.json().data.transaction.taxCategory).toBeNull();
    const unknown = await call(tenant, 'PUT', `/bank-statements/transactions/${march.id}/tax-category`, {
      payload: { taxCategoryId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(bankStatementMessages.taxCategoryNotFound);
  });

  test('direction: a revenue category on a debit, or revenue on a card credit, is refused; a card credit is its payment or a refund; rules file only what fits', async () => {
    const tenant = await newTenant();
    const sales = await categoryByCode(tenant, '1.02');
    const supplies = await categoryByCode(tenant, '2.12');
    const cardPayment = await categoryByCode(tenant, '4.04');
    expect(sales.direction).toBe('credit');
    expect(supplies.direction).toBe('debit');
    expect((await categoryByCode(tenant, '4.01')).direction).toBe('both');
    expect((await categoryByCode(tenant, '5.02')).direction).toBe('debit');
    await imported(
      tenant,
      buildOfx([
        { transactions: [tx('2026-03-02', -80_68, 'COMPRA PAPELARIA'), tx('2026-03-03', 500_00, 'PIX VENDA LOJA')] },
        {
          creditCard: true,
          transactions: [tx('2026-03-04', 1200_00, 'PAGAMENTO FATURA'), tx('2026-03-05', 80_68, 'ESTORNO PAPELARIA')],
        },
      ]),
    );
    const list = (await transactions(tenant)).data;
    const byMemo = (text: string) => list.find((row) => row.description === text) as BankTransaction;
    const assign = (row: BankTransaction, taxCategoryId: string, extra: object = {}) =>
      call(tenant, 'PUT', `/bank-statements/transactions/${row.id}/tax-category`, {
        payload: { taxCategoryId, ...extra },
      });

    // The R$ 80,68 purchase as "Receita de vendas": refused, nothing saved, no rule.
    const purchase = byMemo('COMPRA PAPELARIA');
    const refused = await assign(purchase, sales.id, { remember: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      categoryDirectionMessages.mismatch(sales, { amount: -8068, accountKind: 'bank' }),
    );
    expect(refused.json().error.message).toContain('esta transação é uma saída');
    expect((await transactions(tenant, { taxCategoryId: sales.id })).total).toBe(0);
    expect((await call(tenant, 'GET', '/bank-statements/category-rules')).json().total).toBe(0);
    expect((await assign(purchase, supplies.id)).statusCode).toBe(200);
    expect((await assign(byMemo('PIX VENDA LOJA'), supplies.id)).statusCode).toBe(400);

    // On the card: a credit is never revenue; the payment or a refund of an expense is.
    const payment = byMemo('PAGAMENTO FATURA');
    expect(payment).toMatchObject({ accountKind: 'creditcard', type: 'credit' });
    const asRevenue = await assign(payment, sales.id);
    expect(asRevenue.statusCode).toBe(400);
    expect(asRevenue.json().error.message).toContain('Num cartão de crédito, uma entrada é o pagamento da fatura');
    expect((await assign(payment, cardPayment.id)).statusCode).toBe(200);
    expect((await assign(byMemo('ESTORNO PAPELARIA'), supplies.id)).statusCode).toBe(200);

    // A rule of revenue for "LOJA" files the credit, never a debit with the same text.
    const rule = await call(tenant, 'POST', '/bank-statements/category-rules', {
      payload: { match: 'loja', taxCategoryId: sales.id },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const next = await imported(
      tenant,
      buildOfx([{ transactions: [tx('2026-04-02', -15_00, 'TARIFA LOJA'), tx('2026-04-03', 70_00, 'PIX LOJA')] }]),
    );
    expect(next.categorised).toBe(1);
    const april = (await transactions(tenant, { from: '2026-04-01' })).data;
    expect(april.find((row) => row.description === 'TARIFA LOJA')?.taxCategory).toBeNull();
    expect(april.find((row) => row.description === 'PIX LOJA')?.taxCategory).toMatchObject({ code: '1.02' });
  });

  test('rules: create, edit, apply to existing transactions, delete; bulk categorise', async () => {
    const tenant = await newTenant();
    const rent = await categoryByCode(tenant, '2.06');
    const services = await categoryByCode(tenant, '1.01');
    await imported(
      tenant,
      buildOfx([
        {
          transactions: [
            tx('2026-03-05', -2500_00, 'PAGTO ALUGUEL SALA 12'),
            tx('2026-04-05', -2500_00, 'PAGTO ALUGUEL SALA 12 ABRIL'),
            tx('2026-04-06', 3000_00, 'PIX CLIENTE XPTO'),
          ],
        },
      ]),
    );
    // The rent is paid (debits): a revenue category cannot file them.
    const misfit = await call(tenant, 'POST', '/bank-statements/category-rules', {
      payload: { match: 'aluguel', taxCategoryId: services.id },
    });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().error.message).toBe(categoryDirectionMessages.ruleNoFit('Receita de serviços'));
    const created = await call(tenant, 'POST', '/bank-statements/category-rules', {
      payload: { match: 'aluguel', taxCategoryId: rent.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json().data as CategoryRule;
    expect(rule).toMatchObject({ match: 'ALUGUEL', appliedCount: 0, createdBy: { name: expect.any(String) } });
    const taken = await call(tenant, 'POST', '/bank-statements/category-rules', {
      payload: { match: 'Aluguel', taxCategoryId: rent.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(bankStatementMessages.ruleTaken);
    const noLetters = await call(tenant, 'POST', '/bank-statements/category-rules', {
      payload: { match: '12/03', taxCategoryId: rent.id },
    });
    expect(noLetters.statusCode).toBe(400);

    const edited = await call(tenant, 'PUT', `/bank-statements/category-rules/${rule.id}`, {
      payload: { match: 'Aluguel Sala', taxCategoryId: rent.id },
    });
    expect(edited.json().data).toMatchObject({ match: 'ALUGUEL SALA', taxCategory: { code: '2.06' } });

    const apply = await call(tenant, 'POST', `/bank-statements/category-rules/${rule.id}/apply`, { payload: {} });
    expect(apply.json().data).toEqual({ updated: 2 });
    expect(
      (await call(tenant, 'POST', `/bank-statements/category-rules/${rule.id}/apply`, { payload: {} })).json().data,
    ).toEqual({
      updated: 0,
    });
    const ofRent = await transactions(tenant, { taxCategoryId: rent.id });
    expect(ofRent.data.every((row) => row.categoryRuleId === rule.id)).toBe(true);

    const removed = await call(tenant, 'DELETE', `/bank-statements/category-rules/${rule.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await transactions(tenant, { taxCategoryId: rent.id })).total).toBe(2);

    const all = (await transactions(tenant)).data;
    const mixed = await call(tenant, 'PUT', '/bank-statements/transactions/tax-category', {
      payload: { ids: all.map((row) => row.id), taxCategoryId: services.id },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toBe(categoryDirectionMessages.bulkMismatch(2, 'Receita de serviços'));
    const credits = all.filter((row) => row.type === 'credit').map((row) => row.id);
    const bulk = await call(tenant, 'PUT', '/bank-statements/transactions/tax-category', {
      payload: { ids: credits, taxCategoryId: services.id },
    });
    expect(bulk.json().data).toEqual({ updated: 1 });
    const empty = await call(tenant, 'PUT', '/bank-statements/transactions/tax-category', {
      payload: { ids: [], taxCategoryId: services.id },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(bankStatementMessages.idsRequired);
  });
});

describe('exports', () => {
  test('txt (default): dd/mm/aaaa;descrição;valor;D|C;código, CRLF, Windows-1252; csv; ofx that imports back as duplicates', async () => {
    const tenant = await newTenant();
    const services = await categoryByCode(tenant, '1.01');
    const result = await imported(
      tenant,
      buildOfx([
        {
          transactions: [
            tx('2026-02-27', -1_00, 'FORA DO MES'),
            tx('2026-03-02', 1234_56, 'PIX RECEBIDO JOÃO; SERVIÇOS'),
            tx('2026-03-31', -45_90, 'TARIFA MENSAL'),
          ],
        },
      ]),
    );
    const accountId = result.accounts[0]?.accountId as string;
    const pix = (await transactions(tenant, { search: 'joão' })).data[0] as BankTransaction;
    await call(tenant, 'PUT', `/bank-statements/transactions/${pix.id}/tax-category`, {
      payload: { taxCategoryId: services.id },
    });

    const txt = await call(tenant, 'GET', `/bank-statements/accounts/${accountId}/exports`, {
      query: { date: '2026-03' },
    });
    expect(txt.statusCode, txt.body).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=windows-1252');
    expect(txt.headers['content-disposition']).toContain('extrato-itau-ag-0001-c-c-12345-6-2026-03.txt');
    expect(txt.rawPayload.toString('latin1')).toBe(
      '02/03/2026;PIX RECEBIDO JOÃO SERVIÇOS;1234,56;C;1.01\r\n31/03/2026;TARIFA MENSAL;45,90;D;\r\n',
    );
    expect(txt.rawPayload.includes(Buffer.from([0xc3]))).toBe(true); // Ã in Windows-1252 is one byte

    const csv = await call(tenant, 'GET', `/bank-statements/accounts/${accountId}/exports/csv`, {
      query: { date: '2026-03' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toEqual([
      '\ufeffData;Descrição;Valor;Moeda;Tipo;Código da categoria;Categoria;Identificador do banco',
      expect.stringMatching(
        /^02\/03\/2026;"PIX RECEBIDO JOÃO; SERVIÇOS";1234,56;BRL;Entrada;1\.01;Receita de serviços;$/,
      ),
      '31/03/2026;TARIFA MENSAL;-45,90;BRL;Saída;;;',
      '',
    ]);

    const ofx = await call(tenant, 'GET', `/bank-statements/accounts/${accountId}/exports/ofx`, {
      query: { date: '2026-03' },
    });
    expect(ofx.headers['content-type']).toBe('application/x-ofx');
    const [statement] = parseOfx(ofx.rawPayload);
    expect(statement?.transactions.map((row) => [row.postedOn, row.amountCents])).toEqual([
      ['2026-03-02', 123456],
      ['2026-03-31', -4590],
    ]);
    expect(await imported(tenant, ofx.rawPayload)).toMatchObject({ imported: 0, skippedDuplicates: 2 });

    const empty = await call(tenant, 'GET', `/bank-statements/accounts/${accountId}/exports/txt`, {
      query: { date: '2026-05' },
    });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.message).toBe(bankStatementMessages.emptyExport);
    const badMonth = await call(tenant, 'GET', `/bank-statements/accounts/${accountId}/exports/txt`, {
      query: { date: '2026-13' },
    });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().error.message).toBe(bankStatementMessages.monthRequired);
  });
});

describe('tenant isolation on every route', () => {
  test("401 without a token, 403 for a company of someone else, 404 for another company's ids", async () => {
    const owner = await newTenant();
    const stranger = await newTenant();
    const result = await imported(owner, buildOfx([{ transactions: [tx('2026-03-02', 10_00, 'PIX')] }]));
    const accountId = result.accounts[0]?.accountId as string;
    const transactionId = (await transactions(owner)).data[0]?.id as string;
    const category = await categoryByCode(owner, '1.01');
    const ruleRes = await call(owner, 'POST', '/bank-statements/category-rules', {
      payload: { match: 'pix', taxCategoryId: category.id },
    });
    const ruleId = ruleRes.json().data.id as string;
    // The stranger signed in, asking for the owner's company.
    const intruder: Tenant = { companyId: owner.companyId, authorization: stranger.authorization };

    const routes: {
      method: 'GET' | 'PUT' | 'POST' | 'DELETE';
      url: string;
      payload?: object;
      query?: Record<string, string>;
      foreignId?: boolean;
    }[] = [
      { method: 'GET', url: '/bank-statements/accounts' },
      { method: 'DELETE', url: `/bank-statements/accounts/${accountId}`, foreignId: true },
      {
        method: 'GET',
        url: `/bank-statements/accounts/${accountId}/exports/txt`,
        query: { date: '2026-03' },
        foreignId: true,
      },
      { method: 'GET', url: '/bank-statements/transactions' },
      {
        method: 'PUT',
        url: `/bank-statements/transactions/${transactionId}/tax-category`,
        payload: { taxCategoryId: category.id },
        foreignId: true,
      },
      {
        method: 'PUT',
        url: '/bank-statements/transactions/tax-category',
        payload: { ids: [transactionId], taxCategoryId: category.id },
        foreignId: true,
      },
      {
        method: 'PUT',
        url: `/bank-statements/transactions/${transactionId}/duplicate`,
        payload: { action: 'keep' },
        foreignId: true,
      },
      { method: 'GET', url: '/bank-statements/category-rules' },
      {
        method: 'POST',
        url: '/bank-statements/category-rules',
        payload: { match: 'outra', taxCategoryId: category.id },
      },
      {
        method: 'PUT',
        url: `/bank-statements/category-rules/${ruleId}`,
        payload: { match: 'pix', taxCategoryId: category.id },
        foreignId: true,
      },
      { method: 'DELETE', url: `/bank-statements/category-rules/${ruleId}`, foreignId: true },
      { method: 'POST', url: `/bank-statements/category-rules/${ruleId}/apply`, payload: {}, foreignId: true },
    ];
    for (const route of routes) {
      const options = { query: route.query ?? {}, ...(route.payload ? { payload: route.payload } : {}) };
      const anonymous = await ctx.app.inject({
        method: route.method,
        url: route.url,
        query: { companyId: owner.companyId, ...options.query },
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(anonymous.statusCode, `${route.method} ${route.url} without token`).toBe(401);
      const forbidden = await call(intruder, route.method, route.url, options);
      expect(forbidden.statusCode, `${route.method} ${route.url} other company`).toBe(403);
      expect(forbidden.json().error.message).toBe(messages.companyForbidden);
      if (route.foreignId) {
        const foreign = await call(stranger, route.method, route.url, options);
        expect(foreign.statusCode, `${route.method} ${route.url} foreign id`).toBe(404);
      }
    }
    const anonymousUpload = await ctx.app.inject({
      method: 'POST',
      url: '/bank-statements/ofx/upload',
      query: { companyId: owner.companyId },
      ...multipart([{ field: 'file', fileName: 'a.ofx', content: 'x' }]),
    });
    expect(anonymousUpload.statusCode).toBe(401);
    const intruderUpload = await upload(intruder, buildOfx([{ transactions: [tx('2026-03-02', 1_00, 'X')] }]));
    expect(intruderUpload.statusCode).toBe(403);
    // Nothing of the owner's changed.
    expect(await rowsOf(owner.companyId)).toEqual({ accounts: 1, transactions: 1, imports: 1 });
    expect((await transactions(owner)).data[0]?.taxCategory).toBeNull();
  });
});
