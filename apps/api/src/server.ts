import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { formatDemoAccounts } from './db/seed/demo.js';
import { describeStartupError, seedUnderLock } from './db/seed/under-lock.js';
import { buildApp, mailerFor } from './app.js';
import { startDocumentJobs, type DocumentJobs } from './modules/documents/documents.jobs.js';
import { lucaIndexFor } from './modules/luca/luca.service.js';
import { startNfsScheduler, type NfsScheduler } from './modules/nfs-schedules/nfs-scheduler.job.js';
import { createObjectStorage, startStorageCleanup, type StorageCleanup } from './modules/storage/index.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);

  const storage = createObjectStorage(config.storage);
  const app = await buildApp({ config, database, storage });
  // Reference data and the demo, under the migrations' advisory lock (replicas take turns).
  const accounts = await seedUnderLock(database, { seedDemo: config.seedDemo, log: (msg) => app.log.info(msg) });
  // Straight to the terminal, not the structured log: these are passwords.
  if (accounts.length > 0) process.stdout.write(formatDemoAccounts(accounts, config.webOrigin) + '\n');

  let scheduler: NfsScheduler | undefined;
  let cleanup: StorageCleanup | undefined;
  let documentJobs: DocumentJobs | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      // The job first: a pass under way finishes before the database closes.
      await scheduler?.stop();
      await cleanup?.stop();
      await documentJobs?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, docs: `http://${config.host}:${config.port}/docs` }, 'API ready');

  // Luca's index (under a second) is built now rather than on the first visitor's call.
  lucaIndexFor(database.db).catch((err: unknown) => app.log.error({ err }, 'Luca index could not be built'));

  // Monthly NFS schedules: now, then every NFS_SCHEDULER_INTERVAL_MS. Every replica may run
  // it; the unique run key (schedule, month) makes each request happen once.
  if (!closing) {
    scheduler = startNfsScheduler({
      db: database.db,
      intervalMs: config.jobs.nfsSchedulerIntervalMs,
      log: app.log,
    });
    // Queued object deletions (replaced and deleted files): retried until the storage confirms.
    cleanup = startStorageCleanup({
      db: database.db,
      storage,
      intervalMs: config.jobs.storageCleanupIntervalMs,
      log: app.log,
    });
    // Tax guides: overdue past their due date, and the e-mail three days before it (once).
    documentJobs = startDocumentJobs({
      db: database.db,
      mailer: mailerFor(config, app.log),
      webOrigin: config.webOrigin,
      intervalMs: config.jobs.documentJobsIntervalMs,
      log: app.log,
    });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${describeStartupError(err)}\n`);
  process.exit(1);
});
