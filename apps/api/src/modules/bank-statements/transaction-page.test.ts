import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BankTransactionList, TaxCategory } from '@contabil/contracts';
import { openDatabase } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { createCompany, createUser, signInAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { listTransactionPage, readBankDataVersion } from './bank-statements.repository.js';
import { buildOfx, manyTransactions } from './ofx-files.test-support.js';

// The unfiltered page is one statement mapped by hand (db/prepared.ts, decision 017); a
// filter that keeps every row goes through drizzle's query builder and its mapping. Both
// must give the same views, with a category, a look-alike (twin) and without them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Uploads an OFX file for the company through the API, as a customer does. */
async function uploadOfx(companyId: string, authorization: string, content: Buffer) {
  const body = multipart([{ field: 'file', fileName: 'extrato.ofx', type: 'application/x-ofx', content }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/bank-statements/ofx/upload',
    query: { companyId },
    payload: body.payload,
    headers: { ...body.headers, authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the unfiltered transactions page (mapped by hand)', () => {
  test('gives what the query builder gives, with the data version', async () => {
    const user = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner: user });
    const { authorization } = await signInAs(ctx.app, user);
    const db = ctx.database.db;
    const everyRow = { from: '1900-01-01' };

    // No transaction yet: an empty page, version 0.
    expect(await listTransactionPage(db, company.id, {}, { limit: 10, offset: 0 })).toEqual({
      rows: [],
      hasMore: false,
      version: 0,
    });

    const upload = (content: Buffer) => uploadOfx(company.id, authorization, content);
    const all = manyTransactions(60, '2026-01-15');
    await upload(buildOfx([{ accountId: '111-1', transactions: all }]));
    // A look-alike of the first row (same amount, next day): flagged as a possible duplicate.
    await upload(
      buildOfx([
        {
          accountId: '111-1',
          transactions: [{ postedOn: '2026-01-16', amountCents: all[0]?.amountCents ?? 0, memo: 'OUTRO', fitId: 'L1' }],
        },
      ]),
    );
    const categories = (
      await ctx.app.inject({ method: 'GET', url: '/bank-statements/tax-categories', headers: { authorization } })
    ).json().data as TaxCategory[];
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/bank-statements/transactions',
        query: { companyId: company.id, limit: '100' },
        headers: { authorization },
      })
    ).json() as BankTransactionList;
    const debit = list.data.find((row) => row.type === 'debit');
    const expense = categories.find((category) => category.code.startsWith('2.'));
    const filed = await ctx.app.inject({
      method: 'PUT',
      url: `/bank-statements/transactions/${debit?.id}/tax-category`,
      query: { companyId: company.id },
      payload: { taxCategoryId: expense?.id, applyToSimilar: false, remember: false },
      headers: { authorization },
    });
    expect(filed.statusCode, filed.body).toBe(200);

    const version = await readBankDataVersion(db, company.id);
    expect(version).toBeGreaterThan(0);
    const page = { limit: 100, offset: 0 };
    const byHand = await listTransactionPage(db, company.id, {}, page);
    expect(byHand).toEqual(await listTransactionPage(db, company.id, everyRow, page));
    expect(byHand.version).toBe(version);
    expect(byHand.rows).toHaveLength(61);
    expect(byHand.rows.some((row) => row.twin !== null)).toBe(true);
    expect(byHand.rows.some((row) => row.category !== null)).toBe(true);
    expect(byHand.rows[0]?.transaction.createdAt).toBeInstanceOf(Date);

    // Pages after a cursor and by offset, and a cursor past the end (empty page, same version).
    const middle = byHand.rows[20]!.transaction;
    const after = { limit: 15, offset: 0, after: { postedOn: middle.postedOn, id: middle.id } };
    expect(await listTransactionPage(db, company.id, {}, after)).toEqual(
      await listTransactionPage(db, company.id, everyRow, after),
    );
    const offset = { limit: 15, offset: 50 };
    expect(await listTransactionPage(db, company.id, {}, offset)).toEqual(
      await listTransactionPage(db, company.id, everyRow, offset),
    );
    const last = byHand.rows.at(-1)!.transaction;
    expect(
      await listTransactionPage(
        db,
        company.id,
        {},
        { limit: 5, offset: 0, after: { postedOn: last.postedOn, id: last.id } },
      ),
    ).toEqual({ rows: [], hasMore: false, version });
  });
});

describe('the first page and the cursor page as prepared statements', () => {
  test('keep one plan, and answer the same after a discard, a new connection and a migration', async () => {
    const user = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner: user });
    const { authorization } = await signInAs(ctx.app, user);
    await uploadOfx(
      company.id,
      authorization,
      buildOfx([{ accountId: '222-2', transactions: manyTransactions(40, '2026-03-01') }]),
    );

    // One connection, so that every call runs the statements PostgreSQL keeps for it.
    const own =
      ctx.database.kind === 'postgres'
        ? await openDatabase({ url: (ctx.database as { url?: string }).url ?? '', poolSize: 1 })
        : null;
    const db = own?.db ?? ctx.database.db;
    try {
      const everyRow = { from: '1900-01-01' };
      const first = { limit: 10, offset: 0 };
      const expectedFirst = await listTransactionPage(db, company.id, everyRow, first);
      const tenth = expectedFirst.rows[9]!.transaction;
      const after = { limit: 10, offset: 0, after: { postedOn: tenth.postedOn, id: tenth.id } };
      const expectedAfter = await listTransactionPage(db, company.id, everyRow, after);
      expect(expectedFirst.rows).toHaveLength(10);
      expect(expectedAfter.rows).toHaveLength(10);
      expect(expectedAfter.rows[0]?.transaction.id).not.toBe(tenth.id);
      const both = async () => {
        expect(await listTransactionPage(db, company.id, {}, first)).toEqual(expectedFirst);
        expect(await listTransactionPage(db, company.id, {}, after)).toEqual(expectedAfter);
      };

      // PostgreSQL plans a prepared statement for each call's values five times, then keeps
      // the generic plan if it does not cost more (decision 017): with `limit $n` alone it
      // never did, and planned the page again on every call.
      for (let i = 0; i < 7; i += 1) await both();
      const plans = await rowsOf<{ statement: string; generic_plans: number | string }>(
        db,
        sql`select statement, generic_plans from pg_prepared_statements
            where statement like '%limit 201) page%' and statement not like '%pg_prepared_statements%'`,
      );
      expect(plans).toHaveLength(2);
      for (const plan of plans) expect(Number(plan.generic_plans), plan.statement).toBeGreaterThan(0);

      if (own) {
        // The connection forgets its statements (as a pooler's reset would): answered the same.
        await db.execute(sql`discard all`);
        await both();
        // A new connection prepares them again.
        await own.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => undefined);
        await both();
      }
      // A migration that changes the table: PostgreSQL plans the kept statements again.
      await db.execute(sql`alter table bank_transactions add column page_test_note text`);
      try {
        await both();
      } finally {
        await db.execute(sql`alter table bank_transactions drop column page_test_note`);
      }
      await both();
    } finally {
      await own?.close();
    }
  });
});
