import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { rowsOf } from './rows.js';
import { openTestDatabase } from '../test/test-database.js';

// PostgreSQL cut a connection that a transaction held between two of its statements (an
// OFX import building its next rows; "idle in transaction"). pg had no query to fail and
// emitted 'error' on the client with no listener: the whole API process crashed. Now the
// transaction fails (the API answers 503) and the next query gets a new connection.
// PostgreSQL only: PGlite has no connection to lose.

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection cut under a transaction', () => {
  let database: DatabaseHandle & { url?: string };
  let pool: DatabaseHandle;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openTestDatabase();
    pool = await openDatabase({ url: database.url!, poolSize: 2, onIdleClientError: () => undefined });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await pool.close();
    await database.close();
  });

  test('between two statements: the transaction fails, the process stays up, the next query works', async () => {
    const crashes: unknown[] = [];
    const onUncaught = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = pool.db.transaction(async (tx) => {
        const rows = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // The transaction's work between statements, during which its connection is cut.
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await vi.waitFor(
          async () => {
            const { rowCount } = await admin.query('select 1 from pg_stat_activity where pid = $1', [rows[0]!.pid]);
            expect(rowCount).toBe(0);
          },
          { timeout: 5000, interval: 20 },
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(crashes).toEqual([]);
      await expect(rowsOf(pool.db, sql`select 1 as ok`)).resolves.toEqual([{ ok: 1 }]);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
  });
});
