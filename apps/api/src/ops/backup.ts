import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { appliedMigrationCount } from '../db/migration-status.js';
import type { ObjectStorage } from '../modules/storage/index.js';
import type { StorageConfig } from '../modules/storage/create-object-storage.js';

const run = promisify(execFile);

/**
 * Backups (issue 18): the database (pg_dump's custom format for PostgreSQL, PGlite's own
 * data-folder dump for the embedded one) and every stored file, with a manifest of the
 * time, the schema version, each table's row count and every checksum. `restore` puts them
 * into an empty database and storage, and checks the counts and checksums back.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; bytes: number; sha256: string };
  /** Migrations applied (drizzle's journal count). */
  schemaVersion: number;
  /** Rows per table, `schema.table`, in the product's schemas. */
  tables: Record<string, number>;
  files: { key: string; bytes: number; sha256: string; contentType: string | undefined }[];
}

export const MANIFEST_FILE = 'manifest.json';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_DUMP_FILE = 'database.tar.gz';
/**
 * The schemas counted: the product's tables and the migrations' record. The job queue
 * (pgboss) is in the dump too, but its rows move while the workers run.
 */
const SCHEMAS = ['public', 'drizzle'];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const handleQuery =
  (handle: DatabaseHandle): Query =>
  (text) =>
    rowsOf(handle.db, sql.raw(text));

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table's row count, by `schema.table`, sorted. */
export async function tableCounts(handle: DatabaseHandle | Query): Promise<Record<string, number>> {
  const query = typeof handle === 'function' ? handle : handleQuery(handle);
  const tables = (await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('${SCHEMAS.join("','")}') order by 1, 2`,
  )) as { schema: string; name: string }[];
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query(`select count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`);
    counts[`${schema}.${name}`] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Every object's key in the storage (the local driver's folder, or the bucket). */
export async function listStoredKeys(config: StorageConfig): Promise<string[]> {
  if (config.driver === 'local') {
    const keys: string[] = [];
    const walk = async (dir: string, prefix: string) => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        // `.incoming`: uploads under way, never a stored object.
        if (entry.name.startsWith('.')) continue;
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (entry.isFile()) keys.push(key);
      }
    };
    await walk(config.root, '');
    return keys.sort();
  }
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys.sort();
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Where a key's bytes sit inside the backup folder. */
const fileInBackup = (dir: string, key: string) => path.join(dir, 'files', ...key.split('/'));

export interface BackupOptions {
  database: DatabaseHandle;
  /** PostgreSQL's URL (pg_dump connects itself); unset for PGlite. */
  databaseUrl: string | undefined;
  storage: ObjectStorage;
  storageConfig: StorageConfig;
  to: string;
  now?: () => Date;
}

export async function backup(options: BackupOptions): Promise<BackupManifest> {
  const { database, databaseUrl, storage, storageConfig, to } = options;
  await mkdir(to, { recursive: true });
  if ((await readdir(to)).length > 0) throw new Error(`A pasta ${to} não está vazia: escolha uma pasta nova`);
  const createdAt = (options.now ?? (() => new Date()))().toISOString();
  let file: string;
  let tables: Record<string, number>;
  if (database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('PostgreSQL sem DATABASE_URL');
    file = PG_DUMP_FILE;
    // The counts and the dump see one snapshot: exported by a repeatable-read transaction
    // that counts, and given to pg_dump (custom format, what pg_restore reads).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const snapshot = String((await client.query('select pg_export_snapshot() as s')).rows[0]?.s);
      tables = await tableCounts(async (text) => (await client.query(text)).rows);
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        '--file',
        path.join(to, file),
        databaseUrl,
      ]);
      await client.query('commit');
    } finally {
      await client.end();
    }
  } else {
    if (database.queueConnection.kind !== 'pglite') throw new Error('unexpected connection');
    file = PGLITE_DUMP_FILE;
    // The embedded database has one owner (this process): nothing writes meanwhile.
    tables = await tableCounts(database);
    const dump = await database.queueConnection.client.dumpDataDir('gzip');
    await writeFile(path.join(to, file), Buffer.from(await dump.arrayBuffer()));
  }
  const dumped = await readFile(path.join(to, file));
  const schemaVersion = await appliedMigrationCount(database);

  const files: BackupManifest['files'] = [];
  for (const key of await listStoredKeys(storageConfig)) {
    const object = await storage.get(key);
    if (!object) continue; // deleted since the listing
    const bytes = await readAll(object.body);
    const target = fileInBackup(to, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    files.push({ key, bytes: bytes.length, sha256: sha256(bytes), contentType: object.contentType });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt,
    database: { kind: database.kind, file, bytes: dumped.length, sha256: sha256(dumped) },
    schemaVersion,
    tables,
    files,
  };
  await writeFile(path.join(to, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(from, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Formato de cópia desconhecido: ${String(manifest.format)}`);
  const dump = await readFile(path.join(from, manifest.database.file));
  if (sha256(dump) !== manifest.database.sha256) throw new Error('A cópia do banco não confere com o manifesto');
  return manifest;
}

/** The PGlite dump's bytes, to open a data folder from (`openDatabase({ loadDataDir })`). */
export async function pgliteDump(from: string, manifest: BackupManifest): Promise<Blob> {
  return new Blob([await readFile(path.join(from, manifest.database.file))]);
}

/** True when the database already holds the product's tables. */
export async function databaseHasTables(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  return Number(row?.n ?? 0) > 0;
}

/** PostgreSQL: pg_restore into the (empty) database at `url`; `clean` drops what is there first. */
export async function restorePostgres(url: string, from: string, manifest: BackupManifest, clean = false) {
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    ...(clean ? ['--clean', '--if-exists'] : []),
    '--dbname',
    url,
    path.join(from, manifest.database.file),
  ]);
}

/** The files back into the storage (which should be empty unless `force`), each checked. */
export async function restoreFiles(
  storage: ObjectStorage,
  storageConfig: StorageConfig,
  from: string,
  manifest: BackupManifest,
  force = false,
) {
  if (!force && (await listStoredKeys(storageConfig)).length > 0) {
    throw new Error('O armazenamento de arquivos de destino não está vazio (use --force para restaurar por cima)');
  }
  for (const file of manifest.files) {
    const bytes = await readFile(fileInBackup(from, file.key));
    if (sha256(bytes) !== file.sha256) throw new Error(`O arquivo ${file.key} da cópia não confere com o manifesto`);
    await storage.put(file.key, bytes, file.contentType ?? 'application/octet-stream');
  }
}

/** What differs between the restored database and storage and the manifest (empty: all equal). */
export async function verifyRestore(
  database: DatabaseHandle,
  storage: ObjectStorage,
  manifest: BackupManifest,
): Promise<string[]> {
  const problems: string[] = [];
  const counts = await tableCounts(database);
  for (const [table, expected] of Object.entries(manifest.tables)) {
    if (counts[table] !== expected)
      problems.push(`${table}: ${counts[table] ?? 'ausente'} linhas, esperadas ${expected}`);
  }
  for (const file of manifest.files) {
    const object = await storage.get(file.key);
    const bytes = object ? await readAll(object.body) : undefined;
    if (!bytes || sha256(bytes) !== file.sha256) problems.push(`${file.key}: conteúdo diferente do manifesto`);
  }
  return problems;
}
