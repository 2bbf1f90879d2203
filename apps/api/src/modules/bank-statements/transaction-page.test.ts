import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BankTransactionList, TaxCategory } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { openDatabase } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { createCompany, createUser, signInAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { listTransactionPage, readBankDataVersion } from './bank-statements.repository.js';
import { buildOfx, manyTransactions } from './ofx-files.test-support.js';

// The unfiltered page is one statement mapped by hand (db/prepared.ts, decision 017); a
// filter that keeps every row goes through drizzle's query builder and its mapping. Both
// must give the same views, and the API the same bytes, for every kind of value.

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

const everyRow = { from: '1900-01-01' };
type Page = { limit: number; offset: number; after?: { postedOn: string; id: string } };

/** The page by hand (no filter) and by the query builder (a filter that keeps every row). */
const byHand = (db: Database, companyId: string, page: Page) => listTransactionPage(db, companyId, {}, page);
const byBuilder = (db: Database, companyId: string, page: Page) => listTransactionPage(db, companyId, everyRow, page);

/** Rows written straight into the table: values an OFX file does not carry or that test the JSON. */
async function insertOddRows(db: Database, companyId: string, accountId: string, categories: TaxCategory[]) {
  const descriptions = [
    'Pagamento "especial" \\ barra invertida',
    'Linha 1\nLinha 2\tcom tab e \u0001 controle \u001f e \u007f',
    'Açúcar & Cia — São João, maçã ção ÇÃO',
    'Emoji 😀🇧🇷 e separador \u2028 de linha',
    "Aspas 'simples' e </script> <b>tag</b>",
    '   espaços   ',
  ];
  const amounts = [0, 1, -1, 10, -10, 100, -100, 12345, -12345, 99999999999999, -99999999999999, 999999999999999];
  let n = 0;
  for (const cents of amounts) {
    for (const description of descriptions) {
      n += 1;
      const category = n % 3 === 0 ? null : (categories[n % categories.length]?.id ?? null);
      await db.execute(sql`
        insert into bank_transactions (company_id, account_id, source, fit_id, content_key, dedupe_by, posted_on,
          amount_cents, bank_type, name, memo, description, counterpart_key, check_number, tax_category_id, created_at)
        values (${companyId}, ${accountId}, ${n % 2 ? 'ofx' : 'cora'}, ${n % 4 === 0 ? null : `ODD${n}`}, ${`odd-${n}`},
          ${n % 4 === 0 ? 'content' : 'fit'}, ${`2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`}::date,
          ${cents}, ${n % 5 === 0 ? null : 'XFER'}, ${n % 2 ? null : `Nome "${n}"`}, ${n % 3 ? `Memo ${n}` : null},
          ${description}, ${'ODD'}, ${n % 7 === 0 ? `${n}` : null}, ${category},
          ${`2026-0${(n % 9) + 1}-15 ${String(n % 24).padStart(2, '0')}:07:09.${String((n * 123457) % 1000000).padStart(6, '0')}+00`}::timestamptz)`);
    }
  }
  return n;
}

describe('the unfiltered transactions page (mapped by hand)', () => {
  test('gives what the query builder gives, with the data version, and the API the same bytes', async () => {
    const user = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner: user });
    const { authorization } = await signInAs(ctx.app, user);
    const db = ctx.database.db;

    // No transaction yet: an empty page, version 0.
    expect(await byHand(db, company.id, { limit: 10, offset: 0 })).toEqual({ rows: [], hasMore: false, version: 0 });

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
    // Every category (each direction rule), odd texts, amounts from 0 to the largest an OFX carries, nulls.
    const odd = await insertOddRows(db, company.id, debit?.accountId ?? '', categories);
    const total = 61 + odd;

    const version = await readBankDataVersion(db, company.id);
    expect(version).toBeGreaterThan(0);
    const page = { limit: 200, offset: 0 };
    const hand = await byHand(db, company.id, page);
    expect(hand).toEqual(await byBuilder(db, company.id, page));
    expect(hand.version).toBe(version);
    expect(hand.rows).toHaveLength(Math.min(200, total));
    expect(hand.rows.some((row) => row.twin !== null)).toBe(true);
    expect(new Set(hand.rows.map((row) => row.category?.kind))).toEqual(
      new Set([undefined, ...new Set(categories.map((category) => category.kind))]),
    );
    expect(hand.rows.some((row) => row.transaction.description.includes('😀'))).toBe(true);
    expect(hand.rows[0]?.transaction.createdAt).toBeInstanceOf(Date);

    // Every page size and every page of the history by cursor, and by offset.
    for (const limit of [1, 7, 50]) {
      let after: Page['after'];
      let pages = 0;
      do {
        const next = { limit, offset: 0, ...(after ? { after } : {}) };
        const byCursor = await byHand(db, company.id, next);
        expect(byCursor, `limit ${limit}, page ${pages}`).toEqual(await byBuilder(db, company.id, next));
        const last = byCursor.rows.at(-1)?.transaction;
        after = byCursor.hasMore && last ? { postedOn: last.postedOn, id: last.id } : undefined;
        pages += 1;
      } while (after);
      expect(pages).toBe(Math.ceil(total / limit));
    }
    for (const offset of [1, 50, total - 3, total + 5]) {
      const byOffset = { limit: 15, offset };
      expect(await byHand(db, company.id, byOffset)).toEqual(await byBuilder(db, company.id, byOffset));
    }
    // A cursor past the end: an empty page, with the version.
    const last = hand.rows.at(-1)!.transaction;
    expect(
      await byHand(db, company.id, { limit: 5, offset: 0, after: { postedOn: last.postedOn, id: last.id } }),
    ).toEqual({ rows: [], hasMore: false, version });

    // Through the API (production writes this answer with JSON.stringify alone; here the
    // serializer also checks it against zod): the unfiltered answer is the filtered one byte for byte.
    const answer = async (query: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/bank-statements/transactions',
        query: { companyId: company.id, ...query },
        headers: { authorization },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const firstPage = await answer({ limit: '100' });
    expect(firstPage).toBe(await answer({ limit: '100', ...everyRow }));
    const { nextCursor } = JSON.parse(firstPage) as BankTransactionList;
    expect(nextCursor).not.toBeNull();
    const nextPage = await answer({ limit: '100', cursor: nextCursor ?? '' });
    expect(nextPage).toBe(await answer({ limit: '100', cursor: nextCursor ?? '', ...everyRow }));
    for (const text of ['\\n', '\\u0001', '\\"', '😀', 'ÇÃO', '\u2028', '9999999999999.99', '"amount":0,'])
      expect(firstPage + nextPage).toContain(text);
    expect(await answer({ limit: '10', offset: '20' })).toBe(await answer({ limit: '10', offset: '20', ...everyRow }));
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
      const first = { limit: 10, offset: 0 };
      const expectedFirst = await byBuilder(db, company.id, first);
      const tenth = expectedFirst.rows[9]!.transaction;
      const after = { limit: 10, offset: 0, after: { postedOn: tenth.postedOn, id: tenth.id } };
      const expectedAfter = await byBuilder(db, company.id, after);
      expect(expectedFirst.rows).toHaveLength(10);
      expect(expectedAfter.rows).toHaveLength(10);
      expect(expectedAfter.rows[0]?.transaction.id).not.toBe(tenth.id);
      const both = async () => {
        expect(await byHand(db, company.id, first)).toEqual(expectedFirst);
        expect(await byHand(db, company.id, after)).toEqual(expectedAfter);
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
