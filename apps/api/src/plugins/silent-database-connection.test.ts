import { messages } from '@contabil/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { DEAD_LETTER_QUEUE, type JobQueue } from '../jobs/job-queue.js';
import { createObjectStorage } from '../modules/storage/index.js';
import { startSilentProxy, type SilentProxy } from '../test/silent-proxy.js';
import { openTestJobQueue, testConfig } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-handler.js';

// The database went silent under the API (its host powered off, a network partition):
// calls hung 20 s and more, kept hanging after the network healed, and only a restart
// helped. Now they answer 503 with the envelope within the timeouts, the job queue's calls
// fail instead of hanging, and both work again by themselves once the network is back.
// PostgreSQL only: the API's pool and the job queue go through a proxy that goes silent.

const databasePool = {
  max: 3,
  min: 0,
  statementTimeoutMs: 1000,
  idleTimeoutMs: 10_000,
  connectTimeoutMs: 1000,
  readTimeoutMs: 1500,
  keepAliveInitialDelayMs: 1000,
};
/** The longest a call may take to fail: a read timeout, then a connect timeout, and some slack. */
const FAILS_WITHIN_MS = databasePool.readTimeoutMs + databasePool.connectTimeoutMs + 1500;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the API when the database goes silent', () => {
  let server: DatabaseHandle & { url?: string };
  let proxy: SilentProxy;
  let database: DatabaseHandle;
  let jobs: JobQueue;
  let app: App;
  beforeAll(async () => {
    server = await openTestDatabase();
    proxy = await startSilentProxy(server.url!);
    const config = testConfig({ databaseUrl: proxy.url, databasePool });
    database = await openDatabase({
      url: proxy.url,
      poolSize: databasePool.max,
      statementTimeoutMs: databasePool.statementTimeoutMs,
      timeouts: databasePool,
      onIdleClientError: () => undefined,
    });
    const storage = createObjectStorage(config.storage);
    jobs = await openTestJobQueue(database, config, storage);
    app = await buildApp({ config, database, jobs, storage, logger: false });
    await app.ready();
  });
  afterEach(() => proxy.resume());
  afterAll(async () => {
    proxy.resume();
    await app.close();
    await jobs.stop(1000);
    await database.close();
    await proxy.close();
    await server.close();
  });

  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: 'ninguem@exemplo.com.br', password: 'senha-errada-123' },
    });

  test('calls answer 503 within the timeouts; once the network is back they are answered normally', async () => {
    expect((await signIn()).statusCode).toBe(401);
    proxy.silence();
    for (let i = 0; i < databasePool.max + 1; i++) {
      const started = Date.now();
      const res = await signIn();
      expect(Date.now() - started).toBeLessThan(FAILS_WITHIN_MS);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ error: { code: 'internal_error', message: messages.serviceUnavailable } });
    }
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    proxy.resume();
    // No restart: the pool opens new connections (a wrong password is a 401 again), every time.
    for (let i = 0; i < databasePool.max + 1; i++) expect((await signIn()).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  test("the job queue's calls fail within the timeouts and work again once the network is back", async () => {
    await expect(jobs.boss.getQueue(DEAD_LETTER_QUEUE)).resolves.toMatchObject({ name: DEAD_LETTER_QUEUE });
    proxy.silence();
    const started = Date.now();
    await expect(jobs.boss.getQueue(DEAD_LETTER_QUEUE)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(FAILS_WITHIN_MS);
    proxy.resume();
    await expect(jobs.boss.getQueue(DEAD_LETTER_QUEUE)).resolves.toMatchObject({ name: DEAD_LETTER_QUEUE });
  });
});
