import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * One migrated database per test run, which every test file copies instead of running the
 * migrations itself (openTestDatabase): on PostgreSQL a template database
 * (`create database … template …`), on PGlite a dump of the data folder (`loadDataDir`). The
 * migrations (with the reference data) took 9–15 s per file on PGlite and 1.7 s on PostgreSQL;
 * a copy takes a fraction. The migrations themselves are still run, once per run, here.
 * The workers find it in TEST_DATABASE_TEMPLATE (they inherit this process's environment).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
    await runMigrations(handle);
    await handle.close();
    process.env.TEST_DATABASE_TEMPLATE = name;
    return async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(handle);
  if (handle.queueConnection.kind !== 'pglite') throw new Error('expected the embedded database');
  const dump = await handle.queueConnection.client.dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(join(tmpdir(), 'contabil-test-template-'));
  const file = join(folder, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_DATABASE_TEMPLATE = file;
  return () => rm(folder, { recursive: true, force: true });
}
