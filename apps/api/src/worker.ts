import { pino } from 'pino';
import { loadConfig } from './config/env.js';
import { assertProductionReady, ProductionGuardError, SINGLE_NODE_WARNING } from './config/production-guard.js';
import { EmbeddedDatabaseInUseError, exitIfDatabaseInUse } from './db/pglite-owner.js';
import { describeStartupError } from './db/seed/under-lock.js';
import { loggerOptions } from './lib/logger.js';
import { exitOnSignalDuringStartup, onShutdownSignal } from './lib/shutdown.js';
import { openRuntime } from './runtime.js';
import { startTracing } from './observability/tracing.js';

/**
 * `npm run worker`: works the job queue and fires its schedules, without HTTP, so that a
 * deployment can scale web requests and jobs apart (API replicas with WORKER=off). Needs
 * PostgreSQL (DATABASE_URL): the embedded database belongs to the one process that runs it.
 */
async function main() {
  const { singleNode } = assertProductionReady(process.env);
  const config = loadConfig();
  const log = pino(loggerOptions(config));
  // Before the first line: whoever reads "worker starting" may already send a SIGTERM.
  const startingUp = exitOnSignalDuringStartup(log);
  log.info({ mode: config.env }, `worker starting (${config.env})`);
  if (singleNode) log.warn(SINGLE_NODE_WARNING);
  const tracing = await startTracing(process.env, 'contabil-worker');
  if (tracing) log.info({ endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'OpenTelemetry tracing on');
  const runtime = await openRuntime(config, log);
  startingUp();
  onShutdownSignal(
    log,
    async (graceMs) => {
      await runtime.close(graceMs);
      await tracing?.shutdown();
    },
    config.shutdownGraceMs,
  );
  // Not when a SIGTERM came meanwhile: the log would say it is ready after 'shutting down'.
  if (!(await runtime.jobs.work(runtime.definitions, log))) return;
  log.info(
    { database: runtime.database.kind, jobs: runtime.definitions.map((d) => d.name) },
    'worker ready: working the job queue',
  );
}

main().catch((err: unknown) => {
  if (err instanceof EmbeddedDatabaseInUseError) exitIfDatabaseInUse(err);
  // One line saying what failed (as the API's start), not a stack trace.
  process.stderr.write(`${err instanceof ProductionGuardError ? err.message : describeStartupError(err)}\n`);
  process.exit(1);
});
