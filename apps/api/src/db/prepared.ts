import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/*
 * Queries that every request runs (who holds the token, the caller's role in the company)
 * and the list that grows (a page of transactions), built once per database and then only
 * executed: drizzle's query builder cost the API more CPU than the database spent on these
 * queries (issue 20's profile of the transactions list: 28% of the API's time in
 * drizzle-orm, a third of it in its `is` checks while building the same SQL again).
 *
 * `build` returns `….prepare(name)` with `sql.placeholder`s for what varies. The statement
 * is kept per database object (the app's, each test's), so a test's database never runs
 * another's. On PostgreSQL the name is a server-side prepared statement per connection
 * (decision 017: PgBouncer in transaction mode needs `max_prepared_statements`).
 */
const statements = new WeakMap<Database, Map<string, unknown>>();

export function preparedOnce<T extends Executable>(db: Database, name: string, build: (db: Database) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = againWhenLost(build(db))));
  return statement;
}

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * PostgreSQL's 26000 "prepared statement … does not exist": the connection lost its named
 * statements (a `discard all`, a pooler handing the session to another server connection)
 * while pg still counts them as parsed. Nothing ran (the Bind failed), and the pool has
 * dropped that connection (pg-pool ends a client whose query failed), so the call is made
 * once more, on another connection that prepares it again. In a transaction the retry meets
 * the aborted transaction instead: the first error is the one thrown.
 */
const STATEMENT_LOST = '26000';

function againWhenLost<T extends Executable>(statement: T): T {
  const execute = statement.execute.bind(statement);
  statement.execute = async (values) => {
    try {
      return await execute(values);
    } catch (err) {
      if (codeOf(err) !== STATEMENT_LOST) throw err;
      return execute(values).catch(() => {
        throw err;
      });
    }
  };
  return statement;
}

/** drizzle wraps the driver's error (DrizzleQueryError, the driver's as `cause`). */
function codeOf(err: unknown): unknown {
  const withCode = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return withCode?.code ?? withCode?.cause?.code;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A prepared statement (as preparedOnce) whose rows arrive as arrays in the order of the
 * query's columns and are mapped by `mapRows`: for the hot lists, where drizzle's generic
 * mapping (per row and column) was the largest share left of the API's CPU (decision 017).
 * Values come as the drivers give them with drizzle's parsers: text for uuid, date and
 * timestamp; int8 as text (pg) or a number (PGlite), so read it through Number().
 */
export function preparedRows<T>(
  db: Database,
  name: string,
  build: () => SQL,
  mapRows: (rows: unknown[][]) => T,
): { execute(values: Record<string, unknown>): Promise<T> } {
  return preparedOnce(db, name, (d) =>
    d._.session.prepareQuery<PreparedQueryConfig & { execute: T }>(
      dialect.sqlToQuery(build()),
      undefined,
      name,
      true,
      (rows) => mapRows(rows),
    ),
  );
}
