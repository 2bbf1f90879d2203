import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type DrizzleTransactionLike, type Job, type QueueOptions } from 'pg-boss';
import { pgTimeoutOptions, type Database, type DatabaseHandle } from '../db/client.js';
import { finishesWithin } from '../lib/finishes-within.js';
import type { JobLogger } from './job-logger.js';

const tracer = trace.getTracer('contabil-jobs');

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss itself). */
export const JOB_SCHEMA = 'pgboss';
/** Jobs that failed every retry land here, payload and error kept, for a person to look at. */
export const DEAD_LETTER_QUEUE = 'dead-letter';
/** Schedules run in Brasília time: "every day at 08:00" means 08:00 there. */
export const SCHEDULE_TIME_ZONE = 'America/Sao_Paulo';

/** One kind of job: its queue, retry policy and handler; `cron` makes it periodic. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Retries, backoff, expiry (pg-boss queue options); the dead-letter queue is added here. */
  queue: QueueOptions & { policy?: 'standard' | 'singleton' };
  /** Cron expression in Brasília time; null or absent: sent on demand only. */
  cron?: string | null;
  /** Jobs of this queue worked at once by one process. */
  concurrency?: number;
  /**
   * Runs one job. Must be idempotent: a job may run again after a crash or an expiry. A
   * throw marks the attempt failed; pg-boss retries it with the queue's backoff.
   */
  run(data: Data, job: Job<Data>): Promise<void>;
  /**
   * Called once when the last retry (`queue.retryLimit`) failed, before the job goes to the
   * dead-letter queue: to put what it was doing where a person sees it. Must be idempotent.
   * (A last run that expires instead of throwing is not seen here.)
   */
  onLastFailure?(data: Data, error: unknown): Promise<void>;
}

/** Whether a run that failed was the job's last try (pg-boss's retryCount counts the retries made). */
function isLastAttempt(definition: Pick<JobDefinition, 'queue'>, job: Pick<Job, 'retryCount'>): boolean {
  return job.retryCount >= (definition.queue.retryLimit ?? 0);
}

/**
 * The queue of a periodic job: one run at a time in the cluster, 5 retries from 1 minute
 * doubling to 15, and a run that takes over 15 minutes counts as failed (and is retried).
 */
export const PERIODIC_JOB_QUEUE: JobDefinition['queue'] = {
  policy: 'singleton',
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 900,
  expireInSeconds: 900,
};

export interface JobQueue {
  /** Creates or updates the definitions' queues (idempotent; every process that sends or works jobs). */
  install(definitions: JobDefinition[]): Promise<void>;
  /**
   * Queues a job inside `tx`, the transaction of the change that causes it: the job exists
   * exactly when the change commits. Outside a transaction it is queued at once.
   */
  send(tx: Database, name: string, data: object): Promise<void>;
  /**
   * Fires the definitions' schedules (once per cluster) and works their queues in this
   * process. Answers false when a stop came first (what was left is not registered).
   */
  work(definitions: JobDefinition[], log: JobLogger): Promise<boolean>;
  /** Where queue errors are logged from now on (the app's logger, once it exists). */
  setLogger(log: JobLogger): void;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then closes the queue's connections. */
  stop(timeoutMs?: number): Promise<void>;
  /** The pg-boss instance, for tests that drive it directly. */
  readonly boss: PgBoss;
}

export interface JobQueueOptions {
  /** How often idle workers look for jobs; LISTEN/NOTIFY wakes them sooner where it works. */
  pollingIntervalSeconds?: number;
  /** How often expired and heartbeat-less jobs are retried and schedules checked (pg-boss supervision). */
  superviseIntervalSeconds?: number;
  /** Connections of the queue's own pool on PostgreSQL. */
  poolMax?: number;
}

/**
 * Opens the job queue on the product's database: pg-boss, with its tables in the `pgboss`
 * schema, on the PostgreSQL server (its own small pool, LISTEN/NOTIFY to wake workers) or
 * on the embedded PGlite instance itself. Creates or migrates the schema and every queue
 * (idempotent, safe on several replicas at once). Nothing is worked until `work`.
 */
export async function openJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): Promise<JobQueue> {
  const { pollingIntervalSeconds = 2, superviseIntervalSeconds = 30, poolMax = 4 } = options;
  let errorLog: JobLogger = stderrLogger;
  const connection = database.queueConnection;
  // The main pool's connect and read timeouts and TCP keepalive (db/client.ts): a silent
  // connection fails instead of hanging the queue, and pg-boss releases a client whose query
  // failed with the error (the pool closes it). Its LISTEN connection has its own heartbeat.
  const timeoutOptions = connection.kind === 'postgres' ? pgTimeoutOptions(connection.timeouts) : {};
  const common = {
    schema: JOB_SCHEMA,
    migrate: true,
    // Supervision (expiring jobs of dead workers) and schedules run where jobs are worked.
    supervise: false,
    schedule: false,
    superviseIntervalSeconds,
    persistWarnings: false,
  };
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({
          ...common,
          ...timeoutOptions,
          connectionString: connection.url,
          max: poolMax,
          useListenNotify: true,
          application_name: 'contabil-jobs',
        });
  boss.on('error', (err: Error) => errorLog.error({ err }, 'job queue error'));
  await boss.start();

  let workingBoss: PgBoss | undefined;
  let stopped = false;
  /** Starts the working instance and registers each definition's schedule and worker. */
  async function registerWork(toWork: JobDefinition[], log: JobLogger) {
    // A second instance on the same connection does the supervision and the schedules, so
    // that a process that only sends jobs never runs them.
    workingBoss ??=
      connection.kind === 'pglite'
        ? new PgBoss({
            ...common,
            supervise: true,
            schedule: true,
            db: fromPglite(connection.client),
            backend: 'pglite',
          })
        : new PgBoss({
            ...common,
            supervise: true,
            schedule: true,
            ...timeoutOptions,
            connectionString: connection.url,
            max: poolMax,
            useListenNotify: true,
            application_name: 'contabil-worker',
          });
    const worker = workingBoss;
    if (worker.listenerCount('error') === 0) {
      worker.on('error', (err: Error) => errorLog.error({ err }, 'job queue error'));
      await worker.start();
    }
    for (const definition of toWork) {
      if (stopped) return;
      if (definition.cron) {
        // One job per minute's slot at most: a worker killed while forwarding an occurrence
        // has it forwarded again on restart, and that second send is dropped here.
        await worker.schedule(definition.name, definition.cron, null, {
          tz: SCHEDULE_TIME_ZONE,
          singletonSeconds: 60,
        });
      } else if (definition.cron === null) {
        await worker.unschedule(definition.name);
      }
      await worker.work<object>(
        definition.name,
        { batchSize: 1, localConcurrency: definition.concurrency ?? 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const started = Date.now();
          // One span per run when tracing is on (observability/tracing.ts); a no-op otherwise.
          await tracer.startActiveSpan(
            `job ${definition.name}`,
            { kind: SpanKind.CONSUMER, attributes: { 'job.name': definition.name, 'job.retry': job.retryCount } },
            async (span) => {
              try {
                await definition.run(job.data ?? {}, job);
                log.info({ job: definition.name, jobId: job.id, ms: Date.now() - started }, 'job done');
              } catch (err) {
                span.setStatus({
                  code: SpanStatusCode.ERROR,
                  message: err instanceof Error ? err.message : String(err),
                });
                log.error({ err, job: definition.name, jobId: job.id, retry: job.retryCount }, 'job failed');
                if (definition.onLastFailure && isLastAttempt(definition, job)) {
                  await definition
                    .onLastFailure(job.data ?? {}, err)
                    .catch((hookErr: unknown) =>
                      log.error({ err: hookErr, job: definition.name, jobId: job.id }, 'job last-failure hook failed'),
                    );
                }
                throw err;
              } finally {
                span.end();
              }
            },
          );
        },
      );
    }
  }

  return {
    boss,
    install: (definitions) => ensureQueues(boss, definitions),
    setLogger(log) {
      errorLog = log;
    },
    async send(tx, name, data) {
      await boss.send(name, data, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    async work(toWork, log) {
      // A stop may come while the queues are still being registered (the API answers before
      // its worker is ready: a SIGTERM in a rolling deploy): what is left is not registered,
      // and pg-boss's refusal to work once stopped is the stop, not a failure.
      if (stopped) return false;
      try {
        await registerWork(toWork, log);
      } catch (err) {
        if (!stopped) throw err;
      }
      return !stopped;
    },
    async stop(timeoutMs = 8000) {
      if (stopped) return;
      stopped = true;
      // graceful: workers stop fetching and running jobs get up to `timeout` to finish; a job
      // cut off later is retried by another worker once it expires.
      const stopping = (async () => {
        await workingBoss?.stop({ graceful: true, close: true, timeout: timeoutMs });
        await boss.stop({ graceful: true, close: true, timeout: timeoutMs });
      })();
      // On a silent database (a network partition) closing pg-boss's connections waits for
      // answers that do not come (a query until its read timeout, a goodbye to the server):
      // the stop does not wait for them past the timeout. What was running is retried once
      // it expires, as after a crash.
      if (!(await finishesWithin(stopping, timeoutMs + STOP_MARGIN_MS))) {
        stopping.catch(() => undefined);
        errorLog.error({}, 'job queue: the stop did not end in time (database unreachable?); not waiting for it');
      }
    },
  };
}

/** What a stop may take beyond its timeout (pg-boss closing its connections) before it is not waited for. */
const STOP_MARGIN_MS = 500;

/** createQueue is idempotent (under pg-boss's lock); updateQueue applies changed policies to a queue that existed. */
async function ensureQueues(boss: PgBoss, definitions: JobDefinition[]) {
  await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 86_400, deleteAfterSeconds: 30 * 86_400 });
  for (const { name, queue } of definitions) {
    const { policy, ...options } = { ...queue, deadLetter: DEAD_LETTER_QUEUE };
    await boss.createQueue(name, { policy, ...options });
    await boss.updateQueue(name, options);
  }
}

/** Until the app's logger is set: one JSON line on stderr. */
const stderrLogger: JobLogger = {
  info: () => undefined,
  error: (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 'error', msg, ...errorFields(obj) })}\n`),
};

function errorFields(obj: object): object {
  const { err, ...rest } = obj as { err?: unknown };
  return err instanceof Error ? { ...rest, err: err.message } : rest;
}
