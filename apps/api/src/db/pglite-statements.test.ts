import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withNamedStatements } from './pglite-statements.js';

// The query builder's PGlite client keeps each text as a named statement (decision 017):
// it must answer exactly what PGlite's own query() answers.

let client: PGlite;
let named: PGlite;

beforeAll(async () => {
  client = await PGlite.create('memory://');
  named = withNamedStatements(client);
  await client.exec(`
    create table t (id uuid primary key, on_day date, cents bigint, amount numeric(12,2), note text, at timestamptz);
    insert into t values
      ('00000000-0000-4000-8000-000000000001', '2026-01-02', 9007199254740993, 12.30, 'um', '2026-01-02 03:04:05+00'),
      ('00000000-0000-4000-8000-000000000002', '2026-02-03', -5, 0.01, null, null);
  `);
  // A fresh embedded database: its first start takes a while on a busy machine.
}, 180_000);

afterAll(async () => {
  await client.close();
});

const text =
  'select id, on_day, cents, amount, note, at from t where on_day >= $1 and ($2::text is null or note = $2) order by id';
const dateAsText = {
  parsers: { [types.DATE]: (value: string) => value, [types.TIMESTAMPTZ]: (value: string) => value },
};

describe('PGlite with named statements', () => {
  test('answers what query() answers, in object and array rows, with parsers and null parameters', async () => {
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, ...dateAsText }]) {
      for (const params of [
        ['2026-01-01', null],
        ['2026-01-01', 'um'],
        ['2030-01-01', null],
      ]) {
        const plain = await client.query(text, params, options);
        const prepared = await named.query(text, params, options);
        expect(prepared.rows).toEqual(plain.rows);
        expect(prepared.fields).toEqual(plain.fields);
      }
    }
  });

  test('parses a text once: later calls run the named statement', async () => {
    await named.query('select count(*) from t where cents > $1', [0]);
    await named.query('select count(*) from t where cents > $1', [-10]);
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement = 'select count(*) from t where cents > $1'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  test('writes report their affected rows; errors keep their code and the query, and the next call works', async () => {
    const insert = 'insert into t (id, on_day, cents) values ($1, $2, $3)';
    const done = await named.query(insert, ['00000000-0000-4000-8000-000000000003', '2026-03-04', 7]);
    expect(done.affectedRows).toBe(1);
    expect(done.rows).toEqual([]);
    const failure = await named
      .query(insert, ['00000000-0000-4000-8000-000000000003', '2026-03-04', 7])
      .catch((err: unknown) => err);
    expect(failure).toMatchObject({ code: '23505', query: insert });
    const { rows } = await named.query<{ n: number }>('select count(*)::int as n from t where cents = $1', [7]);
    expect(rows[0]?.n).toBe(1);
  });

  test('transactions and other methods are PGlite’s own', async () => {
    const count = await named.transaction(async (tx) => {
      await tx.query('update t set note = $1 where cents = $2', ['sete', 7]);
      return (await tx.query<{ note: string }>('select note from t where cents = $1', [7])).rows[0]?.note;
    });
    expect(count).toBe('sete');
    expect(named.closed).toBe(false);
  });
});
