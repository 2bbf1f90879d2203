import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config/env.js';
import { buildApp, type App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { deriveStorageSigningSecret } from '../modules/storage/local-links.js';
import { createObjectStorage, type ObjectStorage } from '../modules/storage/index.js';
import { openTestDatabase } from './test-database.js';
import { jobDefinitions } from '../jobs/definitions.js';
import type { JobLogger } from '../jobs/job-logger.js';
import { openJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { createMailer } from '../modules/mail/mailer.js';

export const TEST_WEB_ORIGIN = 'http://localhost:3000';

const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-000';

/**
 * Local storage in a folder of its own under the system's temporary folder (created on the
 * first write; createTestApp removes it on close).
 */
export function testStorageConfig(apiPublicUrl = 'http://127.0.0.1:3001'): AppConfig['storage'] {
  return {
    driver: 'local',
    root: path.join(os.tmpdir(), `contabil-objects-${randomUUID()}`),
    signingSecret: deriveStorageSigningSecret(TEST_JWT_SECRET),
    publicUrl: apiPublicUrl,
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    databaseUrl: undefined,
    databasePool: {
      max: 5,
      min: 0,
      statementTimeoutMs: 0,
      idleTimeoutMs: 10_000,
      connectTimeoutMs: 10_000,
      readTimeoutMs: 0,
      keepAliveInitialDelayMs: 10_000,
    },
    metricsToken: undefined,
    shutdownGraceMs: 10_000,
    jwtSecret: TEST_JWT_SECRET,
    webOrigin: TEST_WEB_ORIGIN,
    smtpUrl: undefined,
    mailFrom: 'teste@contabil.local',
    supportEmail: 'suporte@contabil.local',
    supportWhatsapp: undefined,
    firm: {
      legalName: 'Contábil Online Serviços Contábeis Ltda',
      cnpj: '11222333000181',
      crc: 'CRC-SP 2SP000001/O-5',
      address: 'Av. Paulista, 1000, sala 101, Bela Vista, São Paulo - SP, 01310-100',
    },
    logLevel: 'silent',
    bodyLimitBytes: 1024 * 1024,
    seedDemo: false,
    featureFlags: { panel: new Set(['flags@exemplo.com.br']), cora: new Set() },
    apiPublicUrl: 'http://127.0.0.1:3001',
    // Tests that need the lookup start a fake server and pass its URL (never the internet).
    cnpjLookup: { mode: 'off', url: 'http://127.0.0.1:9/cnpj', timeoutMs: 500 },
    payments: { provider: 'sandbox' },
    // Tests call the jobs themselves with a clock of their own.
    signInMaxPerIp: 50,
    signUpMaxPerIp: 1000,
    trustProxy: false,
    apiDocs: 'public',
    luca: { llm: null },
    // The queue is there (the mailer writes delivery jobs) but nothing works it: tests run jobs themselves.
    jobs: {
      worker: false,
      cron: {
        nfsSchedules: null,
        documents: null,
        obligations: null,
        certificateExpiry: null,
        storageCleanup: null,
        conversationEmails: null,
        billing: null,
      },
      billingDunning: { emailDays: [0, 5, 10], disableAfterDays: 15 },
      mailRetryDelaySeconds: 1,
      conversationEmailDelayMinutes: 5,
    },
    storage: testStorageConfig(),
    // Tests of the Cora connection start a fake Cora server and pass its URLs.
    cora: null,
    bankTokensKey: undefined,
    // Tests of the NFS-e Nacional start a fake Sefin and pass its URL (never the real one).
    nfse: {
      environment: 'restricted',
      apiUrl: 'https://127.0.0.1:9/SefinNacional',
      timeoutMs: 2000,
      certificatesKey: Buffer.alloc(32, 7),
    },
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  /** The job queue on the test database, every queue installed, worked by nobody unless a test does. */
  jobs: JobQueue;
  config: AppConfig;
  /** The app's storage (local, in a temporary folder of this context). */
  storage: ObjectStorage;
  close(): Promise<void>;
}

/** `clock`: the time the app reads (invites, support grants, schedules); tests move it. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { clock?: () => Date } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const storage = createObjectStorage(config.storage);
  const jobs = await openTestJobQueue(database, config, storage);
  const app = await buildApp({
    config,
    database,
    jobs,
    logger: false,
    storage,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    jobs,
    config,
    storage,
    async close() {
      await app.close();
      await jobs.stop(1000);
      await database.close();
      if (config.storage.driver === 'local') await rm(config.storage.root, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on the same database and config whose clock is pinned: for answers that
 * depend on the day (schedules' next run, reports' months, signed links' expiry); its
 * storage is the same folder, signing and checking links with that clock. Close it after use.
 */
export async function buildAppWithClock(ctx: TestContext, now: () => Date): Promise<App> {
  const app = await buildApp({ config: ctx.config, database: ctx.database, jobs: ctx.jobs, logger: false, clock: now });
  await app.ready();
  return app;
}

/** Logs nothing (tests assert on rows and results, not log lines). */
export const silentJobLog: JobLogger = { info: () => undefined, error: () => undefined };

/**
 * The job queue on a test database with every queue of jobDefinitions installed (SMTP off,
 * so a delivery job would keep the message). Stop it before closing the database.
 */
export async function openTestJobQueue(
  database: DatabaseHandle,
  config: AppConfig = testConfig(),
  storage: ObjectStorage = createObjectStorage(config.storage),
  options: { superviseIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const jobs = await openJobQueue(database, { pollingIntervalSeconds: 0.5, ...options });
  jobs.setLogger(silentJobLog);
  await jobs.install(
    jobDefinitions({
      config,
      db: database.db,
      storage,
      mailer: createMailer(jobs),
      jobs,
      log: silentJobLog,
      transport: null,
    }),
  );
  return jobs;
}
