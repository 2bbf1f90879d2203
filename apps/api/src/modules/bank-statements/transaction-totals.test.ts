import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { paginationMessages, type BankTransactionList, type TaxCategory } from '@contabil/contracts';
import { bankTransactions } from '../../db/schema/bank-statements.js';
import { createCompany, createUser, signInAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOfx, manyTransactions, type GeneratedTransaction } from './ofx-files.test-support.js';

// The list's totals come from a cache keyed by the company's bank data version (decision
// 017). Each step below changes the data in one of the ways the product does and compares
// the totals of several filters with a full recomputation from the rows themselves.

let ctx: TestContext;
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

async function upload(tenant: Tenant, content: Buffer) {
  const body = multipart([{ field: 'file', fileName: 'extrato.ofx', type: 'application/x-ofx', content }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/bank-statements/ofx/upload',
    query: { companyId: tenant.companyId },
    payload: body.payload,
    headers: { ...body.headers, authorization: tenant.authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
}

function call(tenant: Tenant, method: 'GET' | 'PUT' | 'DELETE', url: string, query = {}, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    query: { companyId: tenant.companyId, ...query },
    ...(payload ? { payload } : {}),
    headers: { authorization: tenant.authorization },
  });
}

async function list(tenant: Tenant, query: Record<string, string> = {}): Promise<BankTransactionList> {
  const res = await call(tenant, 'GET', '/bank-statements/transactions', { limit: '50', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BankTransactionList;
}

type Row = typeof bankTransactions.$inferSelect;

/** The filters the screen offers, each with its own reading of a row. */
function filters(
  accountId: string,
  categoryId: string,
): { query: Record<string, string>; keep: (row: Row) => boolean }[] {
  return [
    { query: {}, keep: () => true },
    { query: { accountId }, keep: (row) => row.accountId === accountId },
    { query: { type: 'credit' }, keep: (row) => row.amountCents > 0 },
    { query: { type: 'debit' }, keep: (row) => row.amountCents < 0 },
    { query: { withoutTaxCategory: 'true' }, keep: (row) => row.taxCategoryId === null },
    { query: { taxCategoryId: categoryId }, keep: (row) => row.taxCategoryId === categoryId },
    { query: { possibleDuplicates: 'true' }, keep: (row) => row.duplicateStatus === 'possible' },
    {
      query: { from: '2026-02-10', to: '2026-04-20' },
      keep: (row) => row.postedOn >= '2026-02-10' && row.postedOn <= '2026-04-20',
    },
    { query: { search: 'cliente' }, keep: (row) => row.description.toLowerCase().includes('cliente') },
  ];
}

/** Every filter's totals from the API against a recomputation over all the company's rows. */
async function expectExact(tenant: Tenant, accountId: string, categoryId: string) {
  const rows = await ctx.database.db
    .select()
    .from(bankTransactions)
    .where(eq(bankTransactions.companyId, tenant.companyId));
  for (const { query, keep } of filters(accountId, categoryId)) {
    // Twice: the second answer comes from the cache and must be the same.
    for (let round = 0; round < 2; round += 1) {
      const kept = rows.filter(keep);
      const credits = kept.filter((row) => row.amountCents > 0).reduce((sum, row) => sum + row.amountCents, 0);
      const debits = kept.filter((row) => row.amountCents < 0).reduce((sum, row) => sum + row.amountCents, 0);
      const page = await list(tenant, query);
      expect({ query, total: page.total, totals: page.totals }).toEqual({
        query,
        total: kept.length,
        totals: { currency: 'BRL', credits: credits / 100, debits: debits / 100, otherCurrencies: [] },
      });
    }
  }
  // The accounts list's counts, by the same version.
  const res = await call(tenant, 'GET', '/bank-statements/accounts');
  expect(res.statusCode, res.body).toBe(200);
  const shown = (
    res.json().data as {
      id: string;
      transactionCount: number;
      possibleDuplicates: number;
      withoutTaxCategory: number;
      firstTransactionOn: string | null;
      lastTransactionOn: string | null;
    }[]
  ).map((account) => ({ ...account }));
  for (const account of shown) {
    const own = rows.filter((row) => row.accountId === account.id);
    const dates = own.map((row) => row.postedOn).sort();
    expect(account).toMatchObject({
      transactionCount: own.length,
      possibleDuplicates: own.filter((row) => row.duplicateStatus === 'possible').length,
      withoutTaxCategory: own.filter((row) => row.taxCategoryId === null).length,
      firstTransactionOn: dates[0] ?? null,
      lastTransactionOn: dates.at(-1) ?? null,
    });
  }
  return rows.length;
}

const row = (postedOn: string, amountCents: number, memo: string, fitId: string): GeneratedTransaction => ({
  postedOn,
  amountCents,
  memo,
  fitId,
});

describe('GET /bank-statements/transactions: totals stay exact as the data changes', () => {
  test('after imports, category changes, a rule, deletions, concurrent imports and a direct write', async () => {
    const tenant = await newTenant();
    const categories = (await call(tenant, 'GET', '/bank-statements/tax-categories')).json().data as TaxCategory[];
    const fees = categories.find((category) => category.code.startsWith('2.'));
    if (!fees) throw new Error('no expense category');

    // 1. An import of 400 rows over four months: hand-checked figures for the whole set.
    await upload(tenant, buildOfx([{ accountId: '111-1', transactions: manyTransactions(400, '2026-01-15') }]));
    const all = manyTransactions(400, '2026-01-15');
    const first = await list(tenant);
    expect(first.total).toBe(400);
    expect(first.totals.credits * 100).toBe(
      all.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0),
    );
    const accountId = first.data[0]?.accountId ?? '';
    expect(await expectExact(tenant, accountId, fees.id)).toBe(400);

    // 2. A second account's import.
    await upload(tenant, buildOfx([{ accountId: '222-2', transactions: manyTransactions(120, '2026-03-01') }]));
    expect(await expectExact(tenant, accountId, fees.id)).toBe(520);

    // 3. Category changes: one transaction with its similar ones and a rule, then in bulk.
    const target = first.data.find((r) => r.description.startsWith('PAGAMENTO'));
    if (!target) throw new Error('no payment row');
    const single = await call(
      tenant,
      'PUT',
      `/bank-statements/transactions/${target.id}/tax-category`,
      {},
      {
        taxCategoryId: fees.id,
        applyToSimilar: true,
        remember: true,
      },
    );
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().data.updatedSimilar).toBeGreaterThan(0);
    // Debits only: an expense category does not fit money in (issue 27).
    const bulkIds = first.data
      .filter((r) => r.type === 'debit')
      .slice(10, 30)
      .map((r) => r.id);
    const bulk = await call(
      tenant,
      'PUT',
      '/bank-statements/transactions/tax-category',
      {},
      {
        ids: bulkIds,
        taxCategoryId: fees.id,
      },
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    await expectExact(tenant, accountId, fees.id);

    // 4. A look-alike flagged by an import, then removed (a deletion), then a rule re-applied.
    await upload(
      tenant,
      buildOfx([{ accountId: '111-1', transactions: [row('2026-01-16', all[0]?.amountCents ?? 0, 'OUTRO', 'LOOK1')] }]),
    );
    const flagged = await list(tenant, { possibleDuplicates: 'true' });
    expect(flagged.total).toBe(1);
    await expectExact(tenant, accountId, fees.id);
    const removed = await call(
      tenant,
      'PUT',
      `/bank-statements/transactions/${flagged.data[0]?.id}/duplicate`,
      {},
      {
        action: 'remove',
      },
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await expectExact(tenant, accountId, fees.id)).toBe(520);

    // 5. Two imports at the same time (different rows, the same account and a new one).
    await Promise.all([
      upload(
        tenant,
        buildOfx([
          {
            accountId: '111-1',
            transactions: manyTransactions(200, '2026-05-01').map((r) => ({ ...r, fitId: `A${r.fitId}` })),
          },
        ]),
      ),
      upload(tenant, buildOfx([{ accountId: '333-3', transactions: manyTransactions(150, '2026-02-01') }])),
    ]);
    expect(await expectExact(tenant, accountId, fees.id)).toBe(870);

    // 6. A write outside the services (the triggers bump the version all the same).
    await ctx.database.db
      .update(bankTransactions)
      .set({ amountCents: 123_456 })
      .where(eq(bankTransactions.id, first.data[0]?.id ?? ''));
    await expectExact(tenant, accountId, fees.id);

    // 7. An account deleted with its transactions (cascade).
    const other = (await list(tenant, { search: 'cliente' })).data.find((r) => r.accountId !== accountId);
    const deleted = await call(tenant, 'DELETE', `/bank-statements/accounts/${other?.accountId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await expectExact(tenant, accountId, fees.id);
    expect(left === 870 - 120 || left === 870 - 150).toBe(true);
  }, 240_000);
});

describe('GET /bank-statements/transactions?cursor=: keyset pages', () => {
  test('walking the cursors lists every row once, in the order of the offset pages; nextCursor null at the end', async () => {
    const tenant = await newTenant();
    // 30 rows a day: many rows share a date, so the id must break the ties.
    await upload(tenant, buildOfx([{ transactions: manyTransactions(260) }]));
    const byOffset: string[] = [];
    for (let offset = 0; offset < 260; offset += 100) {
      byOffset.push(...(await list(tenant, { limit: '100', offset: String(offset) })).data.map((r) => r.id));
    }
    const byCursor: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: BankTransactionList = await list(tenant, { limit: '50', ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(260);
      byCursor.push(...page.data.map((r) => r.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(6);
    expect(byCursor).toEqual(byOffset);
    expect(new Set(byCursor).size).toBe(260);

    // The same walk with a filter.
    const credits = await list(tenant, { type: 'credit', limit: '20' });
    const next = await list(tenant, { type: 'credit', limit: '20', cursor: credits.nextCursor ?? '' });
    expect(next.data.every((r) => r.type === 'credit')).toBe(true);
    expect(next.data[0]?.id).toBe((await list(tenant, { type: 'credit', limit: '1', offset: '20' })).data[0]?.id);
  });

  test('a cursor that is not one of ours is a 400 with the message, never a 500', async () => {
    const tenant = await newTenant();
    const bad = [
      'nao-e-cursor',
      Buffer.from('["2026-02-31","00000000-0000-4000-8000-000000000000"]').toString('base64url'),
      Buffer.from('["2026-02-01"]').toString('base64url'),
      Buffer.from('["2026-02-01","x"]').toString('base64url'),
      'a'.repeat(401),
      'a+b',
    ];
    for (const cursor of bad) {
      const res = await call(tenant, 'GET', '/bank-statements/transactions', { cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.message).toBe(paginationMessages.invalidCursor);
    }
  });
});
