import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL. `onDisk` puts
 * the PGlite in a temporary data folder, as the product runs it (speed tests: in-memory
 * PGlite spends extra CPU growing its memory files).
 */
export async function openTestDatabase(options: { onDisk?: boolean } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && options.onDisk) {
    const dataDir = await mkdtemp(join(tmpdir(), 'contabil-test-'));
    const handle = await openDatabase({ dataDir });
    await runMigrations(handle);
    return {
      ...handle,
      async close() {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  // The run's migrated copy (src/test/global-setup.ts), when there is one; the migrations
  // still run after it, finding nothing to do unless the copy is behind.
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!serverUrl) {
    const handle = await openDatabase({
      dataDir: 'memory://',
      ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
    });
    await runMigrations(handle);
    return handle;
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database terminates its connections on purpose (57P01); nothing to report.
  const handle = await openDatabase({ url: url.toString(), poolSize: 5, onIdleClientError: () => undefined });
  await runMigrations(handle);
  return {
    ...handle,
    // For a test that opens a second pool on the same database (another replica).
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
