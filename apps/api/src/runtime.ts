import type { AppConfig } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { jobDefinitions } from './jobs/definitions.js';
import type { JobLogger } from './jobs/job-logger.js';
import { openJobQueue, type JobDefinition, type JobQueue } from './jobs/job-queue.js';
import { createMailer } from './modules/mail/mailer.js';
import { createObjectStorage, type ObjectStorage } from './modules/storage/index.js';

/** What the API and the worker both run on. */
export interface Runtime {
  database: DatabaseHandle;
  storage: ObjectStorage;
  jobs: JobQueue;
  /** Every job, configured; its queues are installed. */
  definitions: JobDefinition[];
  /** Queue first (running jobs finish or go back to the queue), then the database. */
  close(jobsTimeoutMs: number): Promise<void>;
}

/**
 * Opens the database (migrated, under the cluster-wide lock), the object storage and the
 * job queue with every queue installed. Nothing is worked until `jobs.work`.
 */
export async function openRuntime(config: AppConfig, log: JobLogger): Promise<Runtime> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePool.max,
    poolMin: config.databasePool.min,
    statementTimeoutMs: config.databasePool.statementTimeoutMs,
    idleTimeoutMs: config.databasePool.idleTimeoutMs,
    timeouts: {
      connectTimeoutMs: config.databasePool.connectTimeoutMs,
      readTimeoutMs: config.databasePool.readTimeoutMs,
      keepAliveInitialDelayMs: config.databasePool.keepAliveInitialDelayMs,
    },
    // A pooled connection closed by the server while idle (a failover, pg_terminate_backend):
    // the pool drops it and opens another on the next query. In the process's JSON log,
    // not as a bare line on stderr.
    onIdleClientError: (err) =>
      (log.warn ?? log.error).call(
        log,
        { err: { message: err.message, code: (err as { code?: unknown }).code } },
        'database: an idle pooled connection was closed',
      ),
  });
  try {
    await runMigrations(database);
    const storage = createObjectStorage(config.storage);
    const jobs = await openJobQueue(database);
    jobs.setLogger(log);
    const definitions = jobDefinitions({ config, db: database.db, storage, mailer: createMailer(jobs), jobs, log });
    await jobs.install(definitions);
    return {
      database,
      storage,
      jobs,
      definitions,
      async close(jobsTimeoutMs) {
        await jobs.stop(jobsTimeoutMs);
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
