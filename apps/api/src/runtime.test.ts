import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openTestDatabase } from './test/test-database.js';
import { testConfig } from './test/test-app.js';
import { openRuntime, type Runtime } from './runtime.js';
import type { DatabaseHandle } from './db/client.js';

// PostgreSQL closed the API's (or the worker's) idle pooled connections (a failover, an
// admin's pg_terminate_backend): harmless, the pool opens others, but the line said so on
// stderr as bare text in the middle of the JSON log. It goes to the process's logger.

describe.skipIf(!process.env.TEST_DATABASE_URL)('the runtime when PostgreSQL closes idle connections', () => {
  let database: DatabaseHandle & { url?: string };
  let runtime: Runtime;
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() };
  beforeAll(async () => {
    database = await openTestDatabase();
    runtime = await openRuntime(testConfig({ databaseUrl: database.url!, dataDir: '' }), log);
  });
  afterAll(async () => {
    await runtime?.close(1000);
    await database.close();
  });

  test('an idle connection closed by the server is a warning in the log, not a line on stderr', async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The pool has connections, idle.
      await runtime.database.ping();
      const open = runtime.database.poolStats().total;
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const { rowCount: cut } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and application_name = ''`,
      );
      await admin.end();
      expect(cut).toBeGreaterThanOrEqual(open);
      // One warning per connection of the runtime's pool (it drops each as its error arrives).
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(open), { timeout: 5000, interval: 50 });
      expect(log.warn).toHaveBeenCalledWith(
        { err: expect.objectContaining({ code: '57P01' }) },
        'database: an idle pooled connection was closed',
      );
      expect(stderr).not.toHaveBeenCalled();
      // The next query gets a new connection.
      await expect(runtime.database.ping()).resolves.toBeUndefined();
    } finally {
      stderr.mockRestore();
    }
  });
});
