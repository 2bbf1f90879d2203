import { loadConfig } from './config/env.js';
import { assertProductionReady, ProductionGuardError, SINGLE_NODE_WARNING } from './config/production-guard.js';
import { EmbeddedDatabaseInUseError, exitIfDatabaseInUse } from './db/pglite-owner.js';
import { formatDemoAccounts } from './db/seed/demo.js';
import { describeStartupError, seedUnderLock } from './db/seed/under-lock.js';
import { buildApp } from './app.js';
import { lucaIndexFor } from './modules/luca/luca.service.js';
import { openRuntime } from './runtime.js';
import { cutAfter, exitOnSignalDuringStartup, onShutdownSignal } from './lib/shutdown.js';
import { finishesWithin } from './lib/finishes-within.js';
import { pino } from 'pino';
import { loggerOptions } from './lib/logger.js';
import { startTracing } from './observability/tracing.js';

/** The API: HTTP, and (WORKER=on, the default) the job queue's worker and schedules. */
async function main() {
  const { singleNode } = assertProductionReady(process.env);
  const config = loadConfig();
  const bootLog = pino(loggerOptions(config));
  // Before the first line: whoever reads "API starting" may already send a SIGTERM.
  const startingUp = exitOnSignalDuringStartup(bootLog);
  bootLog.info({ mode: config.env, host: config.host, port: config.port }, `API starting (${config.env})`);
  if (singleNode) bootLog.warn(SINGLE_NODE_WARNING);
  const tracing = await startTracing(process.env, 'contabil-api');
  if (tracing) bootLog.info({ endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'OpenTelemetry tracing on');
  const runtime = await openRuntime(config, bootLog);
  const { database, storage, jobs } = runtime;
  const app = await buildApp({ config, database, storage, jobs, tracing, loggerInstance: bootLog });
  // Reference data and the demo, under the migrations' advisory lock (replicas take turns).
  const accounts = await seedUnderLock(database, {
    seedDemo: config.seedDemo,
    storage,
    log: (msg) => app.log.info(msg),
  });
  // Straight to the terminal, not the structured log: these are passwords.
  if (accounts.length > 0) process.stdout.write(formatDemoAccounts(accounts, config.webOrigin) + '\n');

  startingUp();
  onShutdownSignal(
    app.log,
    async (graceMs) => {
      // HTTP first (no new requests; those under way finish), then the jobs, then the database.
      // A request waiting on a silent database (a network partition) would hold the drain
      // until its read timeout, past the grace: when the drain takes half of it and the
      // database does not answer, the database is closed under it (its connections cut; it
      // answers 503), and the jobs get what is left. A database that answers is left alone.
      const started = Date.now();
      await cutAfter(app.close(), graceMs / 2, async () => {
        if (await finishesWithin(database.ping(), SILENT_PING_MS).catch(() => false)) return;
        app.log.warn({ pool: database.poolStats() }, 'stop: the database does not answer; its connections are cut');
        await database.close();
      });
      await runtime.close(Math.max(500, graceMs - (Date.now() - started)));
      await tracing?.shutdown();
    },
    config.shutdownGraceMs,
  );

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, worker: config.jobs.worker, docs: `http://${config.host}:${config.port}/docs` },
    'API ready',
  );

  // Luca's index (under a second) is built now rather than on the first visitor's call.
  lucaIndexFor(database.db).catch((err: unknown) => app.log.error({ err }, 'Luca index could not be built'));

  if (config.jobs.worker) {
    // Not when a SIGTERM came meanwhile: the log would say it works after 'shutting down'.
    if (await jobs.work(runtime.definitions, app.log)) {
      app.log.info({ jobs: runtime.definitions.map((d) => d.name) }, 'working the job queue');
    }
  }
}

/**
 * How long the stop's check of the database waits for an answer: a silent database never
 * answers, a healthy one on a busy machine may take a while (1.5 s is generous; the 503s once
 * blamed on a shorter wait were Fastify refusing requests read after the stop began, app.ts).
 */
const SILENT_PING_MS = 1500;

main().catch((err: unknown) => {
  if (err instanceof EmbeddedDatabaseInUseError) exitIfDatabaseInUse(err);
  process.stderr.write(`${err instanceof ProductionGuardError ? err.message : describeStartupError(err)}\n`);
  process.exit(1);
});
