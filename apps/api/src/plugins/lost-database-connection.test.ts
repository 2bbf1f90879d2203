import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { messages } from '@contabil/contracts';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler.js';

// PostgreSQL dropped the API's connections under it (a failover, a restart, an admin's
// pg_terminate_backend, a network cut): the calls under way fail, but with the product's
// 503 envelope and Retry-After, not a 500 "unhandled error" logged with the query; the
// process stays up and the next calls get new connections.

/** drizzle's wrapper around the driver's error, as a query that met a cut connection throws it. */
const failedQuery = (cause: Error): Error => new DrizzleQueryError('select 1', [], cause);
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('the error handler on a lost database connection', () => {
  const app = Fastify({ logger: false });
  const thrown: Record<string, Error> = {
    // pg_terminate_backend, a server shutting down (SQLSTATE 57P01) while the query ran.
    terminated: failedQuery(withCode('terminating connection due to administrator command', '57P01')),
    // The socket closed without a word from the server.
    unexpected: failedQuery(new Error('Connection terminated unexpectedly')),
    // A pooled client left unusable by that.
    unusable: failedQuery(new Error('Client has encountered a connection error and is not queryable')),
    // A transaction's pool.connect() while the server refuses connections (not wrapped by drizzle).
    refused: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    // A query's connect while the server refuses connections (wrapped by drizzle).
    refusedQuery: failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    // SQLSTATE class 08: connection exception.
    connection: failedQuery(withCode('connection failure', '08006')),
    // The connection went silent: no answer within the read timeout (db/client.ts).
    readTimeout: failedQuery(new Error('Query read timeout')),
    // No connection opened within the connect timeout (a transaction's pool.connect()).
    connectTimeout: new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated unexpectedly'),
    }),
    // No free pooled connection within the connect timeout (under a query).
    poolTimeout: failedQuery(new Error('timeout exceeded when trying to connect')),
    // The pool closed by a stop under a request still running (server.ts).
    poolEnded: failedQuery(new Error('Cannot use a pool after calling end on the pool')),
    // Not a connection problem: still a 500.
    other: failedQuery(withCode('division by zero', '42883')),
    // An outside service refusing (fetch's own error): not the database, still a 500.
    service: new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 10.0.0.9:443', 'ECONNREFUSED') }),
  };
  beforeAll(async () => {
    registerErrorHandler(app);
    app.get('/:kind', async (request) => {
      throw thrown[(request.params as { kind: string }).kind];
    });
    await app.ready();
  });
  afterAll(() => app.close());

  test.each([
    'terminated',
    'unexpected',
    'unusable',
    'refused',
    'refusedQuery',
    'connection',
    'readTimeout',
    'connectTimeout',
    'poolTimeout',
    'poolEnded',
  ])('%s: 503 with the envelope and Retry-After', async (kind) => {
    const res = await app.inject({ method: 'GET', url: `/${kind}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: messages.serviceUnavailable } });
  });

  test.each(['other', 'service'])('%s: still a 500 (not hidden as a passing database outage)', async (kind) => {
    const res = await app.inject({ method: 'GET', url: `/${kind}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: messages.internalError } });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the API when PostgreSQL cuts its connections', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let databaseName: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const url = (ctx.database as { url?: string }).url!;
    databaseName = new URL(url).pathname.slice(1);
    admin = new pg.Client({ connectionString: url });
    admin.on('error', () => undefined);
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end().catch(() => undefined);
    await ctx.close();
  });

  const signIn = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: 'ninguem@exemplo.com.br', password: 'senha-errada-123' },
    });

  test('a call whose connection is cut answers 503; the next call is answered normally', async () => {
    // Hold the users table so that the sign-in's query is under way on one of the pool's
    // connections when the cut comes.
    await admin.query('begin');
    await admin.query('lock table users in access exclusive mode');
    const pending = signIn();
    await vi.waitFor(
      async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          [databaseName],
        );
        expect(rows[0].n).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and application_name not like 'contabil-%'`,
      [databaseName],
    );
    const cut = await pending;
    await admin.query('rollback');

    expect(cut.statusCode).toBe(503);
    expect(cut.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(cut.json()).toEqual({ error: { code: 'internal_error', message: messages.serviceUnavailable } });
    // The pool opened a new connection: a wrong password is a 401 again.
    expect((await signIn()).statusCode).toBe(401);
  });
});
