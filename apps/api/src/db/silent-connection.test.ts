import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { rowsOf } from './rows.js';
import { databaseUnavailable } from '../plugins/error-handler.js';
import { startSilentProxy, type SilentProxy } from '../test/silent-proxy.js';
import { openTestDatabase } from '../test/test-database.js';

// The database went silent: its host powered off, or a network partition. Nothing closes
// the connections, nothing answers. The pool had no connect or read timeout: queries waited
// until TCP gave up (many minutes), a transaction's connection that met it went back to
// the pool stuck, and after the network healed the calls kept hanging. Now a query fails
// after the read timeout and its connection is closed, a new one fails after the connect
// timeout, and once the network is back the pool works with new connections.
// PostgreSQL only (a proxy between the pool and the server goes silent); short timeouts.

const timeouts = { connectTimeoutMs: 1000, readTimeoutMs: 1500, keepAliveInitialDelayMs: 1000 };
const POOL_SIZE = 2;

/** How long `promise` took to settle, and its error. */
async function failure(promise: Promise<unknown>): Promise<{ err: unknown; ms: number }> {
  const started = Date.now();
  try {
    await promise;
  } catch (err) {
    return { err, ms: Date.now() - started };
  }
  throw new Error('expected a failure');
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a database connection gone silent', () => {
  let database: DatabaseHandle & { url?: string };
  let proxy: SilentProxy;
  let pool: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    proxy = await startSilentProxy(database.url!);
    pool = await openDatabase({
      url: proxy.url,
      poolSize: POOL_SIZE,
      statementTimeoutMs: 1000,
      timeouts,
      onIdleClientError: () => undefined,
    });
  });
  afterEach(() => proxy.resume());
  afterAll(async () => {
    await pool.close();
    await proxy.close();
    await database.close();
  });

  /** Every connection of the pool works: none was left stuck behind a query that got no answer. */
  async function poolHealthy() {
    const results = await Promise.all(
      Array.from({ length: POOL_SIZE * 2 }, () =>
        pool.db.transaction((tx) => rowsOf<{ ok: number }>(tx, sql`select 1 as ok`)),
      ),
    );
    expect(results.flat()).toEqual(Array.from({ length: POOL_SIZE * 2 }, () => ({ ok: 1 })));
    expect(pool.poolStats()).toMatchObject({ inUse: 0, waiting: 0 });
  }

  test('a query fails after the read timeout, as a lost connection; the pool heals', async () => {
    await poolHealthy();
    proxy.silence();
    const { err, ms } = await failure(rowsOf(pool.db, sql`select 1`));
    expect(databaseUnavailable(err)).toBeDefined();
    expect(ms).toBeLessThan(timeouts.readTimeoutMs + 1000);
    proxy.resume();
    await poolHealthy();
  });

  test("a transaction's BEGIN with no answer: its connection is not lost to the pool", async () => {
    await poolHealthy();
    proxy.silence();
    for (let i = 0; i < POOL_SIZE + 1; i++) {
      const { err, ms } = await failure(pool.db.transaction((tx) => tx.execute(sql`select 1`)));
      expect(databaseUnavailable(err)).toBeDefined();
      expect(ms).toBeLessThan(timeouts.readTimeoutMs + timeouts.connectTimeoutMs + 1000);
    }
    proxy.resume();
    await poolHealthy();
  });

  test('a transaction whose connection goes silent between statements fails; the connection is not reused', async () => {
    await poolHealthy();
    const started = Date.now();
    const transaction = pool.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.silence();
      await tx.execute(sql`select 2`);
    });
    const { err } = await failure(transaction);
    expect(databaseUnavailable(err)).toBeDefined();
    // The ROLLBACK does not wait a second read timeout behind the first.
    expect(Date.now() - started).toBeLessThan(timeouts.readTimeoutMs + 1000);
    proxy.resume();
    await poolHealthy();
  });

  test('opening a connection fails after the connect timeout', async () => {
    const fresh = await openDatabase({ url: proxy.url, poolSize: 1, timeouts, onIdleClientError: () => undefined });
    try {
      proxy.silence();
      // The pool's one connection goes (read timeout), then a new one cannot be opened.
      await failure(rowsOf(fresh.db, sql`select 1`));
      const { err, ms } = await failure(rowsOf(fresh.db, sql`select 1`));
      expect(databaseUnavailable(err)).toBeDefined();
      expect(ms).toBeLessThan(timeouts.connectTimeoutMs + 1000);
      proxy.resume();
      await expect(rowsOf(fresh.db, sql`select 1 as ok`)).resolves.toEqual([{ ok: 1 }]);
    } finally {
      proxy.resume();
      await fresh.close();
    }
  });

  test('a long statement is cancelled by the server (statement timeout), before the read timeout', async () => {
    const { err } = await failure(rowsOf(pool.db, sql`select pg_sleep(5)`));
    expect(databaseUnavailable(err)).toBeUndefined();
    expect((err as { cause?: { code?: string } }).cause?.code).toBe('57014');
    await poolHealthy();
  });

  test('closing the pool while the connections are silent ends at once', async () => {
    // A read timeout far off: the close does not wait for it.
    const other = await openDatabase({
      url: proxy.url,
      poolSize: 2,
      timeouts: { ...timeouts, readTimeoutMs: 10_000 },
      onIdleClientError: () => undefined,
    });
    await Promise.all([rowsOf(other.db, sql`select 1`), rowsOf(other.db, sql`select 1`)]);
    proxy.silence();
    const hanging = rowsOf(other.db, sql`select 1`).catch(() => undefined);
    // The query is on its way (a connection checked out), and gets no answer.
    await vi.waitFor(() => expect(other.poolStats().inUse).toBe(1), { timeout: 1000, interval: 5 });
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await hanging;
  });
});
