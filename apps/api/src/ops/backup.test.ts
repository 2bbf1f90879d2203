import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createObjectStorage } from '../modules/storage/index.js';
import { createCompany, createUser } from '../test/factories.js';
import { createTestApp, testStorageConfig, type TestContext } from '../test/test-app.js';
import {
  backup,
  databaseHasTables,
  pgliteDump,
  readManifest,
  restoreFiles,
  restorePostgres,
  tableCounts,
  verifyRestore,
  type BackupManifest,
} from './backup.js';

/**
 * The round trip (issue 18): seed, back up, restore into an empty database and storage,
 * compare every table's row count and every file's checksum. PGlite in the PGlite run,
 * PostgreSQL (pg_dump / pg_restore) in the PostgreSQL run.
 */
let ctx: TestContext;
let dir: string;
let manifest: BackupManifest;
const files = new Map<string, Buffer>();

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  for (let i = 0; i < 3; i++) {
    const owner = await createUser(db, { email: `backup-${i}-${randomBytes(3).toString('hex')}@exemplo.com.br` });
    const company = await createCompany(db, { owner });
    const key = `${company.id}/documentos/guia-${i}.pdf`;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4 '), randomBytes(2000 + i)]);
    await ctx.storage.put(key, bytes, 'application/pdf');
    files.set(key, bytes);
  }
  dir = await mkdtemp(path.join(tmpdir(), 'contabil-backup-'));
  manifest = await backup({
    database: ctx.database,
    databaseUrl: (ctx.database as { url?: string }).url,
    storage: ctx.storage,
    storageConfig: ctx.config.storage,
    to: path.join(dir, 'copia'),
  });
});
afterAll(async () => {
  await ctx?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('backup and restore', () => {
  test('the manifest: time, schema version, every table counted, every file with its checksum', async () => {
    expect(manifest.database.kind).toBe(ctx.database.kind);
    expect(manifest.schemaVersion).toBeGreaterThanOrEqual(14);
    expect(manifest.tables['public.users']).toBeGreaterThanOrEqual(3);
    expect(manifest.tables['public.companies']).toBe(await countOf(ctx.database, 'companies'));
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBe(manifest.schemaVersion);
    expect(manifest.tables).toEqual(await tableCounts(ctx.database));
    expect(manifest.files.map((f) => f.key).sort()).toEqual([...files.keys()].sort());
    for (const file of manifest.files) expect(file.sha256).toBe(sha(files.get(file.key)!));
    expect(JSON.parse(await readFile(path.join(dir, 'copia', 'manifest.json'), 'utf8'))).toEqual(manifest);
    // A folder that is not empty is refused (a backup never mixes with another).
    await expect(
      backup({
        database: ctx.database,
        databaseUrl: (ctx.database as { url?: string }).url,
        storage: ctx.storage,
        storageConfig: ctx.config.storage,
        to: path.join(dir, 'copia'),
      }),
    ).rejects.toThrow(/não está vazia/);
  });

  test('restored into an empty database and storage: the same row counts and the same files', async () => {
    const from = path.join(dir, 'copia');
    const read = await readManifest(from);
    const storageConfig = testStorageConfig();
    const storage = createObjectStorage(storageConfig);
    let target: DatabaseHandle;
    let drop: (() => Promise<void>) | undefined;
    if (read.database.kind === 'postgres') {
      const server = process.env.TEST_DATABASE_URL!;
      const name = `restore_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      target = await openDatabase({ url: url.toString(), poolSize: 2, onIdleClientError: () => undefined });
      expect(await databaseHasTables(target)).toBe(false);
      await restorePostgres(url.toString(), from, read);
      drop = async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      };
    } else {
      target = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteDump(from, read) });
    }
    try {
      await restoreFiles(storage, storageConfig, from, read);
      expect(await verifyRestore(target, storage, read)).toEqual([]);
      expect(await tableCounts(target)).toEqual(await tableCounts(ctx.database));
      for (const [key, bytes] of files) {
        const object = await storage.get(key);
        const chunks: Buffer[] = [];
        for await (const chunk of object!.body) chunks.push(chunk as Buffer);
        expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
      }
      // A storage that already holds files is refused unless forced.
      await expect(restoreFiles(storage, storageConfig, from, read)).rejects.toThrow(/não está vazio/);
    } finally {
      await target.close();
      await drop?.();
      if (storageConfig.driver === 'local') await rm(storageConfig.root, { recursive: true, force: true });
    }
  });

  test('a changed dump is refused', async () => {
    const { writeFile } = await import('node:fs/promises');
    const copy = path.join(dir, 'copia');
    const file = path.join(copy, manifest.database.file);
    const original = await readFile(file);
    await writeFile(file, Buffer.concat([original, Buffer.from('x')]));
    try {
      await expect(readManifest(copy)).rejects.toThrow(/não confere com o manifesto/);
    } finally {
      await writeFile(file, original);
    }
  });
});

async function countOf(handle: DatabaseHandle, table: string): Promise<number> {
  return (await tableCounts(handle))[`public.${table}`] ?? -1;
}
