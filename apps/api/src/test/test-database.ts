import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * The template's bytes as the Blob PGlite's loadDataDir takes, without copying them into
 * one: PGlite reads it whole with arrayBuffer(). `new Blob([buffer])` plus its arrayBuffer()
 * took 5.5-6.8 s for the 44 MB template at load 15 (readFile: 0.5-1.3 s); opening a test
 * database went from 10.2 s to 7.2 s (mean of 3, alternated, load 10-12).
 */
class BufferBlob extends Blob {
  readonly #data: Buffer;
  constructor(data: Buffer) {
    super([]);
    this.#data = data;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#data;
    return Promise.resolve(
      buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength
        ? buffer
        : new Uint8Array(this.#data).buffer,
    );
  }
}

/**
 * The template's bytes, read once per worker: the workers keep this module from one test
 * file to the next (vitest.config.ts, isolate: false). PGlite copies the files out of the
 * tarball (FS.writeFile without canOwn), so one buffer serves every database of the worker.
 */
let templateBytes: { file: string; bytes: Promise<Buffer> } | undefined;
function readTemplate(file: string): Promise<Buffer> {
  if (templateBytes?.file !== file) templateBytes = { file, bytes: readFile(file) };
  return templateBytes.bytes;
}

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
      ...(template ? { loadDataDir: new BufferBlob(await readTemplate(template)) } : {}),
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
