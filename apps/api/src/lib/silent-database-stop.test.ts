import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { messages } from '@contabil/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../plugins/error-handler.js';
import { startSilentProxy, type SilentProxy } from '../test/silent-proxy.js';
import { openTestDatabase } from '../test/test-database.js';

// A SIGTERM while the database is silent (a network partition): a request waiting on it held
// the HTTP drain until its query gave up, the stop ran past SHUTDOWN_GRACE_MS and the process
// ended with exit 1. Now the database's connections are cut during the stop: the request
// answers 503 and the process exits 0 within the grace. The read timeout is left at its
// default (over a minute): the stop does not wait for it. PostgreSQL only.

const GRACE_MS = 10_000;
/** When the stop checks the database: half of its share of the grace (server.ts), before its ping of up to 1.5 s. */
const CHECK_AT_MS = (GRACE_MS - 2000) / 2;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a SIGTERM while the database is silent', () => {
  let database: DatabaseHandle & { url?: string };
  let proxy: SilentProxy;
  beforeAll(async () => {
    database = await openTestDatabase();
    proxy = await startSilentProxy(database.url!);
  });
  afterAll(async () => {
    await proxy.close();
    await database.close();
  });

  /** The API or the worker on the proxied database, its output collected. */
  function start(entry: 'server' | 'worker', port: number) {
    const tsx = createRequire(import.meta.url).resolve('tsx/esm');
    const child = spawn(process.execPath, ['--import', pathToFileURL(tsx).href, `src/${entry}.ts`], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: proxy.url,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        JWT_SECRET: 'silent-stop-test-secret-long-enough-0000000',
        SEED_DEMO: 'never',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        WORKER: 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = { text: '' };
    child.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, output, exited };
  }

  test('the request under way answers 503 and the process exits 0 within SHUTDOWN_GRACE_MS', async () => {
    const port = await freePort();
    const { child, output, exited } = start('server', port);
    try {
      await vi.waitFor(() => expect(output.text).toContain('working the job queue'), {
        timeout: 60_000,
        interval: 100,
      });
      const base = `http://127.0.0.1:${port}`;
      const signIn = () =>
        fetch(`${base}/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'senha-errada-123' }),
        });
      expect((await signIn()).status).toBe(401);

      proxy.silence();
      const pending = signIn();
      // The request is under way: its query waits in the silent proxy.
      await vi.waitFor(() => expect(proxy.held()).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
      const stopped = Date.now();
      child.kill('SIGTERM');
      const res = await pending;
      const { code, signal } = await exited;
      const took = Date.now() - stopped;

      // The database's cut (server.ts), not a refusal: the envelope and Retry-After.
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(await res.json()).toEqual({ error: { code: 'internal_error', message: messages.serviceUnavailable } });
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(took).toBeLessThan(GRACE_MS);
      expect(output.text).not.toContain('shutdown took too long');
    } finally {
      proxy.resume();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
  }, 120_000);

  test('a slow request on a database that answers is not cut: it is answered, exit 0', async () => {
    const port = await freePort();
    const { child, output, exited } = start('server', port);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await vi.waitFor(() => expect(output.text).toContain('working the job queue'), {
        timeout: 60_000,
        interval: 100,
      });
      // The sign-in waits on a lock held here, past the point where the stop checks the database.
      await admin.query('begin');
      await admin.query('lock table users in access exclusive mode');
      const pending = fetch(`http://127.0.0.1:${port}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'senha-errada-123' }),
      });
      // The sign-in's query is under way, waiting on the lock, before the stop begins.
      await vi.waitFor(
        async () => {
          const { rows } = await admin.query<{ waiting: number }>(
            "select count(*)::int as waiting from pg_locks where relation = 'users'::regclass and not granted",
          );
          expect(rows[0]?.waiting).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 20 },
      );
      child.kill('SIGTERM');
      // Past the check (half of the drain's time), and past a close's cut had there been one.
      await new Promise((resolve) => setTimeout(resolve, CHECK_AT_MS + 2500));
      await admin.query('rollback');
      expect((await pending).status).toBe(401);
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      await admin.end();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
  }, 120_000);

  test('the worker exits 0 within SHUTDOWN_GRACE_MS', async () => {
    const { child, output, exited } = start('worker', await freePort());
    try {
      await vi.waitFor(() => expect(output.text).toContain('worker ready'), { timeout: 60_000, interval: 100 });
      proxy.silence();
      // Its polls are now waiting on the silent database.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const stopped = Date.now();
      child.kill('SIGTERM');
      const { code, signal } = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopped).toBeLessThan(GRACE_MS);
    } finally {
      proxy.resume();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
  }, 120_000);
});
