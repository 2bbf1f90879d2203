import type { AppConfig } from '../config/env.js';
import { buildApp, type App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from './test-database.js';

export const TEST_WEB_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
    webOrigin: TEST_WEB_ORIGIN,
    smtpUrl: undefined,
    mailFrom: 'teste@contabil.local',
    logLevel: 'silent',
    bodyLimitBytes: 1024 * 1024,
    seedDemo: false,
    featureFlags: { panel: new Set(['flags@exemplo.com.br']), cora: new Set() },
    apiPublicUrl: 'http://127.0.0.1:3001',
    // Tests that need the lookup start a fake server and pass its URL (never the internet).
    cnpjLookup: { mode: 'off', url: 'http://127.0.0.1:9/cnpj', timeoutMs: 500 },
    payments: { provider: 'sandbox' },
    // Tests call the jobs themselves with a clock of their own.
    jobs: { nfsSchedulerIntervalMs: 0 },
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second app on the same database and config whose clock is pinned: for answers that
 * depend on the day (schedules' next run, reports' months). Close it after use.
 */
export async function buildAppWithClock(ctx: TestContext, now: () => Date): Promise<App> {
  const app = await buildApp({ config: ctx.config, database: ctx.database, logger: false, clock: now });
  await app.ready();
  return app;
}
