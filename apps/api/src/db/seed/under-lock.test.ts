import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../schema/users.js';
import { openDatabase, type DatabaseHandle } from '../client.js';
import { MIGRATION_LOCK_KEY } from '../migrate.js';
import { openTestDatabase } from '../../test/test-database.js';
import { seedDemo } from './demo.js';
import { describeStartupError, seedUnderLock } from './under-lock.js';

/**
 * Issue 19, item 7: two development replicas on an empty database both seeded the demo and
 * one died with an empty error line. Seeding runs under the migrations' advisory lock, and
 * a start-up error is never printed empty.
 */

const userCount = async (handle: DatabaseHandle) => (await handle.db.select({ n: count() }).from(users))[0]!.n;

/** The same database seen as a second replica would: PGlite has one process, so a lock of its own (a mutex). */
function asReplicas(handle: DatabaseHandle): { replicas: [DatabaseHandle, DatabaseHandle]; lockedKeys: number[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const lockedKeys: number[] = [];
  const withAdvisoryLock = <T>(key: number, fn: () => Promise<T>): Promise<T> => {
    lockedKeys.push(key);
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  const replica = { ...handle, withAdvisoryLock };
  return { replicas: [replica, { ...replica }], lockedKeys };
}

describe('seedUnderLock', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  test(
    'without the lock two replicas race (the bug); under it one seeds, the other finds it done',
    { timeout: 120_000 },
    async () => {
      if (database.kind === 'pglite') {
        // The race as it was, on a database of its own: both count zero users, both insert,
        // one dies (on the demo company's CNPJ: an error whose message is empty).
        const other = await openTestDatabase();
        try {
          const racing = await Promise.allSettled([seedDemo(other.db), seedDemo(other.db)]);
          const failed = racing.filter((r) => r.status === 'rejected');
          expect(failed).toHaveLength(1);
          expect(describeStartupError((failed[0] as PromiseRejectedResult).reason).trim()).not.toBe('');
        } finally {
          await other.close();
        }
      }
      const { replicas, lockedKeys } = asReplicas(database);
      const results = await Promise.all(replicas.map((replica) => seedUnderLock(replica, { seedDemo: true })));
      expect(lockedKeys).toEqual([MIGRATION_LOCK_KEY, MIGRATION_LOCK_KEY]);
      expect(results.map((accounts) => accounts.length).sort()).toEqual([0, 2]);
      expect(await userCount(database)).toBe(2);
    },
  );

  test('seedDemo false loads the reference data only', async () => {
    const { replicas } = asReplicas(database);
    expect(await seedUnderLock(replicas[0], { seedDemo: false })).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('seedUnderLock on PostgreSQL: two real replicas', () => {
  test(
    'three rounds: two replicas start together on an empty database, both succeed, the demo exists once',
    { timeout: 180_000 },
    async () => {
      for (let round = 0; round < 3; round++) {
        const first = await openTestDatabase();
        try {
          // A second pool on the same database: another replica.
          const url = first.url;
          const second = url ? await openDatabase({ url, poolSize: 3, onIdleClientError: () => undefined }) : null;
          const replicas = second ? [first, second] : [first, first];
          const results = await Promise.all(replicas.map((replica) => seedUnderLock(replica, { seedDemo: true })));
          expect(results.map((accounts) => accounts.length).sort()).toEqual([0, 2]);
          expect(await userCount(first)).toBe(2);
          await second?.close();
        } finally {
          await first.close();
        }
      }
    },
  );
});

describe('describeStartupError', () => {
  test('never empty', () => {
    const cases: unknown[] = [
      new Error(''),
      new AggregateError([], ''),
      new AggregateError(
        [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
        '',
      ),
      Object.assign(new Error(''), { code: '23505' }),
      new Error('', { cause: new Error('duplicate key value violates unique constraint "users_email_key"') }),
      '',
      undefined,
      null,
      {},
      { code: 'X' },
    ];
    for (const err of cases) {
      const line = describeStartupError(err);
      expect(line.trim().length, String(err)).toBeGreaterThan(10);
    }
    expect(
      describeStartupError(
        new AggregateError([Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })], ''),
      ),
    ).toContain('ECONNREFUSED');
    expect(describeStartupError(Object.assign(new Error(''), { code: '23505' }))).toContain('23505');
    expect(describeStartupError(new Error('Configuração inválida'))).toBe('Error: Configuração inválida');
  });
});
