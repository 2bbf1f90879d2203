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
import { withNamedStatements } from './pglite-statements.js';

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
  /** The connection pool's use (metrics): open, in use, waiting for one, and the ceiling. PGlite: one. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  inUse: number;
  waiting: number;
  max: number;
}

export type QueueConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite: start from this dump of a data folder (a backup, ops/backup.ts). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: idle connections are not closed below this many (pg-pool's `min`); 0 by default. */
  poolMin?: number;
  /** PostgreSQL's statement_timeout for the pool's connections (0: none). */
  statementTimeoutMs?: number;
  /** How long an unused pooled connection stays open. */
  idleTimeoutMs?: number;
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
    return openPostgres(
      options.url,
      {
        max: options.poolSize ?? 10,
        min: Math.min(options.poolMin ?? 0, options.poolSize ?? 10),
        statementTimeoutMs: options.statementTimeoutMs ?? 0,
        idleTimeoutMs: options.idleTimeoutMs ?? 10_000,
      },
      onIdleClientError,
    );
  }
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let target = dataDir;
  if (!dataDir.startsWith('memory://')) {
    target = path.join(dataDir, 'pglite');
    mkdirSync(target, { recursive: true });
  }
  // One process owns a data folder: a second one refuses at once (EmbeddedDatabaseInUseError).
  const release = target === dataDir ? () => undefined : acquirePgliteOwner(target);
  let client: PGlite;
  try {
    client = await PGlite.create(target, {
      extensions: { pg_trgm, unaccent },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (err) {
    release();
    throw err;
  }
  // Each query text a named statement, parsed and described once (db/pglite-statements.ts).
  const db = drizzlePglite(withNamedStatements(client), { casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One embedded process owns the folder: there is no other replica to wait for.
    withAdvisoryLock: (_key, fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    queueConnection: { kind: 'pglite', client },
    poolStats: () => ({ total: 1, inUse: 0, waiting: 0, max: 1 }),
    close: () => client.close().finally(release),
  };
}

async function openPostgres(
  url: string,
  limits: { max: number; min: number; statementTimeoutMs: number; idleTimeoutMs: number },
  onIdleClientError: (err: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.max,
    min: limits.min,
    idleTimeoutMillis: limits.idleTimeoutMs,
    ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
  });
  pool.on('error', onIdleClientError);
  // A connection lost while checked out but between two queries (a transaction doing its
  // own work between statements: an OFX import, the migrations' lock) has no query to fail:
  // pg emits 'error' on the client, and with no listener that crashed the process. Heard
  // here, the loss surfaces where it matters: the client's next query (a COMMIT at the latest)
  // fails, the transaction with it (503, plugins/error-handler.ts), and the pool discards the
  // client on release. While idle in the pool it is reported by onIdleClientError above.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query('select 1');
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withAdvisoryLock(key, fn) {
      const lockClient = await pool.connect();
      try {
        // Waiting for another replica's migrations is not a slow statement.
        await lockClient.query('set statement_timeout = 0');
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        await lockClient.query('reset statement_timeout').catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    queueConnection: { kind: 'postgres', url },
    poolStats: () => ({
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      max: limits.max,
    }),
    close: () => pool.end(),
  };
}
