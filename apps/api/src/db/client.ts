import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { finishesWithin } from '../lib/finishes-within.js';
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

export type QueueConnection =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; timeouts: ConnectionTimeouts };

/**
 * How long a PostgreSQL connection may stay silent (the database's host powered off, a
 * network partition) before it is given up: opening one, waiting for a query's answer, and
 * when the kernel starts probing an idle one (TCP keepalive). Shared by the pool and the
 * job queue's pool.
 */
export interface ConnectionTimeouts {
  /** Opening a connection, and waiting for a free one in a full pool (pg's connectionTimeoutMillis). */
  connectTimeoutMs: number;
  /**
   * A query with no answer this long fails and its connection is closed, not returned to the
   * pool (pg's query_timeout, plus releaseOnReadTimeout below); 0: none. A little above
   * statement_timeout, so that a long statement is cancelled by the server first.
   */
  readTimeoutMs: number;
  /** TCP keepalive on every connection, probing after this long idle. */
  keepAliveInitialDelayMs: number;
}

/** The pg options that carry ConnectionTimeouts (pool and job queue alike). */
export function pgTimeoutOptions(timeouts: ConnectionTimeouts): pg.PoolConfig {
  return {
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveInitialDelayMs,
    ...(timeouts.readTimeoutMs > 0 ? { query_timeout: timeouts.readTimeoutMs } : {}),
  };
}

/** pg's error when a query got no answer within query_timeout. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

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
  /** A silent connection's limits (defaults: defaultTimeouts below). */
  timeouts?: Partial<ConnectionTimeouts>;
  /**
   * An idle pooled connection failed (server restart, connection terminated). pg emits
   * this on the pool and an unheard 'error' event would crash the process.
   */
  onIdleClientError?: (err: Error) => void;
}

/**
 * The configuration's defaults (config/env.ts), for callers that pass none (scripts, tests):
 * the read timeout 5 s above the statement timeout, none without one (a backup's long read).
 */
function defaultTimeouts(statementTimeoutMs: number): ConnectionTimeouts {
  return {
    connectTimeoutMs: 10_000,
    readTimeoutMs: statementTimeoutMs > 0 ? statementTimeoutMs + 5000 : 0,
    keepAliveInitialDelayMs: 10_000,
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openEither(options);
  // Closed once: a stop may close it early, under requests stuck on a silent connection
  // (server.ts), and again at its end.
  let closed: Promise<void> | undefined;
  return { ...handle, close: () => (closed ??= handle.close()) };
}

async function openEither(options: DatabaseOptions): Promise<DatabaseHandle> {
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
        timeouts: { ...defaultTimeouts(options.statementTimeoutMs ?? 0), ...options.timeouts },
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
  limits: { max: number; min: number; statementTimeoutMs: number; idleTimeoutMs: number; timeouts: ConnectionTimeouts },
  onIdleClientError: (err: Error) => void,
): Promise<DatabaseHandle> {
  // Every connection from the moment it starts opening, to cut them at close when they have
  // gone silent (see close below). One still opening (waiting for the server's answer to its
  // start-up, up to the connect timeout) holds pool.end() as much as an open one; the pool's
  // 'connect' event would not list it yet.
  const clients = new Set<pg.Client>();
  class TrackedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      clients.add(this);
      this.once('end', () => clients.delete(this));
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.max,
    min: limits.min,
    idleTimeoutMillis: limits.idleTimeoutMs,
    ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...pgTimeoutOptions(limits.timeouts),
    Client: TrackedClient,
  });
  releaseOnReadTimeout(pool);
  pool.on('remove', (client) => clients.delete(client as pg.Client));
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
        // Nor is it a silent connection: no read timeout on it either (pg takes 0 as "the
        // connection's", hence the longest a timer can wait, about 24 days).
        const lockQuery: pg.QueryConfig & { query_timeout: number } = {
          text: 'select pg_advisory_lock($1)',
          values: [key],
          query_timeout: 2 ** 31 - 1,
        };
        await lockClient.query(lockQuery);
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
    queueConnection: { kind: 'postgres', url, timeouts: limits.timeouts },
    poolStats: () => ({
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      max: limits.max,
    }),
    close: () => endPool(pool, clients, CLOSE_WAIT_MS),
  };
}

/** How long close waits for the connections to say goodbye before cutting them. */
const CLOSE_WAIT_MS = 1000;

/**
 * pool.end() sends each connection a Terminate and waits for the server to close it, and
 * waits for those checked out to be released: on a silent connection (a network partition)
 * that never comes and a stop would hang until it is killed. Past `waitMs` the sockets left
 * are destroyed: the queries on them fail at once, their clients are released and the pool
 * ends.
 */
async function endPool(pool: pg.Pool, clients: Set<pg.Client>, waitMs: number): Promise<void> {
  const ended = pool.end();
  if (await finishesWithin(ended, waitMs)) return;
  for (const client of clients) client.connection.stream.destroy();
  await ended;
}

/**
 * pg's query_timeout fails a query that got no answer, but leaves it the connection's active
 * query: every later query on that client waits behind it. pool.query releases its client
 * with the error (the pool closes it), but a checked-out client (drizzle's db.transaction,
 * the advisory lock) is released without one after a ROLLBACK that times out in turn, and
 * back in the pool it hangs every caller that gets it; a BEGIN that times out is never
 * released at all, and the pool loses one connection for good. So the one place the pool
 * hands clients out is wrapped: a query on a checked-out client that hits the read timeout
 * releases the client with that error at once (the pool closes its socket), its later
 * queries fail at once ("Client was closed and is not queryable"), and the caller's own
 * release afterwards does nothing.
 */
function releaseOnReadTimeout(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  // pool.query checks out with a callback and releases with the query's error itself.
  (pool as { connect: unknown }).connect = (callback?: (...args: unknown[]) => void) =>
    callback ? connect(callback) : (connect() as Promise<pg.PoolClient>).then(guardCheckout);
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release.bind(client);
  let released = false;
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    poolRelease(err);
  };
  client.release = release;
  if (!readTimeoutGuarded.has(client)) {
    readTimeoutGuarded.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        return result.catch((err: unknown) => {
          // client.release is this checkout's (the wrapper is installed once per client).
          if (err instanceof Error && err.message === READ_TIMEOUT_MESSAGE) client.release(err);
          throw err;
        });
      }
      return result;
    };
  }
  return client;
}

const readTimeoutGuarded = new WeakSet<pg.PoolClient>();
