import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquirePgliteOwner } from './pglite-owner.js';

/** The query builder both drivers share; transactions are the same type. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs fn while holding a cluster-wide lock, so that replicas migrate or seed one at a time. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** A round trip to the database (health check). */
  ping(): Promise<void>;
  /** What the job queue (pg-boss) connects through: the embedded instance itself, or the server's URL. */
  queueConnection: QueueConnection;
  close(): Promise<void>;
}

export type QueueConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * An idle pooled connection failed (server restart, connection terminated). pg emits
   * this on the pool and an unheard 'error' event would crash the process.
   */
  onIdleClientError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const onIdleClientError =
      options.onIdleClientError ?? ((err: Error) => console.error(`database: idle connection failed: ${err.message}`));
    return openPostgres(options.url, options.poolSize ?? 10, onIdleClientError);
  }
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let target = dataDir;
  if (!dataDir.startsWith('memory://')) {
    target = path.join(dataDir, 'pglite');
    mkdirSync(target, { recursive: true });
  }
  // One process owns a data folder: a second one refuses at once (EmbeddedDatabaseInUseError).
  const release = target === dataDir ? () => undefined : acquirePgliteOwner(target);
  let client: PGlite;
  try {
    client = await PGlite.create(target, { extensions: { pg_trgm, unaccent } });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One embedded process owns the folder: there is no other replica to wait for.
    withAdvisoryLock: (_key, fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    queueConnection: { kind: 'pglite', client },
    close: () => client.close().finally(release),
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  onIdleClientError: (err: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onIdleClientError);
  await pool.query('select 1');
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withAdvisoryLock(key, fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    queueConnection: { kind: 'postgres', url },
    close: () => pool.end(),
  };
}
