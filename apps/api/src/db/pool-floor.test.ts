import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { openTestDatabase } from '../test/test-database.js';

/*
 * DATABASE_POOL_MIN (decision 017): idle pooled connections close after the idle timeout,
 * but never below the floor, so a pause in the traffic does not leave the next calls
 * paying for new connections (5-9 ms of backend CPU each, and the caller waits for the
 * connect). PostgreSQL only: PGlite has one connection and no pool.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onServer)('the PostgreSQL pool floor', () => {
  let database: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Opens `open` connections at once, then waits for several idle timeouts. */
  async function openThenIdle(pool: DatabaseHandle, open: number) {
    await Promise.all(Array.from({ length: open }, () => pool.db.execute(sql`select pg_sleep(0.05)`)));
    expect(pool.poolStats().total).toBe(open);
    await new Promise((resolve) => setTimeout(resolve, 400));
    return pool.poolStats().total;
  }

  test.each([
    { name: 'idle connections close down to the floor, not below it', poolSize: 4, poolMin: 2, left: 2 },
    { name: 'without a floor every idle connection closes', poolSize: 4, poolMin: 0, left: 0 },
    { name: 'a floor above the pool size is the pool size', poolSize: 2, poolMin: 5, left: 2 },
  ])('$name', async ({ poolSize, poolMin, left }) => {
    const pool = await openDatabase({ url: database.url ?? '', poolSize, poolMin, idleTimeoutMs: 50 });
    try {
      expect(await openThenIdle(pool, poolSize)).toBe(left);
    } finally {
      await pool.close();
    }
  });
});
