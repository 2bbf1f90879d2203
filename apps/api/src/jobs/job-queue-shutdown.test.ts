import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';
import { openTestJobQueue, silentJobLog } from '../test/test-app.js';
import { settled, workDefinition } from '../test/jobs.js';
import type { JobDefinition } from './job-queue.js';

// Graceful shutdown (issue 18): a stop lets the running job finish within the limit; a job
// still running past the limit is not lost: it goes back to the queue (it expires) and
// another worker runs it.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('stop lets the running job finish within the limit; it is completed, not retried', async () => {
  const jobs = await openTestJobQueue(database);
  const seen: string[] = [];
  const definition: JobDefinition = {
    name: 'shutdown-finishes',
    queue: { retryLimit: 2 },
    async run() {
      seen.push('started');
      await sleep(1500);
      seen.push('finished');
    },
  };
  await workDefinition(jobs, definition);
  const id = (await jobs.boss.send(definition.name, {}))!;
  await vi.waitFor(() => expect(seen).toEqual(['started']), { timeout: 15_000, interval: 50 });

  const started = Date.now();
  await jobs.stop(8000);
  // stop waited for the job (it had 1.5 s to go), and no longer than the limit.
  expect(seen).toEqual(['started', 'finished']);
  expect(Date.now() - started).toBeLessThan(8000);

  const reader = await openTestJobQueue(database);
  const job = await reader.boss.getJobById(definition.name, id);
  expect(job?.state).toBe('completed');
  expect(job?.retryCount).toBe(0);
  await reader.stop(1000);
});

test('a job still running past the limit is handed back: it expires and another worker runs it', async () => {
  const name = 'shutdown-hands-back';
  const queue = { retryLimit: 2, retryDelay: 0, expireInSeconds: 2 };
  const first = await openTestJobQueue(database);
  let firstStarted = 0;
  await workDefinition(first, {
    name,
    queue,
    async run() {
      firstStarted += 1;
      await new Promise(() => {}); // a run that never ends, as one stuck past the stop's limit
    },
  });
  const id = (await first.boss.send(name, {}))!;
  await vi.waitFor(() => expect(firstStarted).toBe(1), { timeout: 15_000, interval: 50 });
  const started = Date.now();
  await first.stop(500);
  // The stop kept to its limit rather than waiting for the run.
  expect(Date.now() - started).toBeLessThan(5000);

  // Another process (a replica, or this one restarted) takes the job over once it expires.
  const second = await openTestJobQueue(database, undefined, undefined, { superviseIntervalSeconds: 1 });
  let secondRuns = 0;
  await workDefinition(second, {
    name,
    queue,
    async run() {
      secondRuns += 1;
    },
  });
  const job = await settled(second, name, id, 30_000);
  expect(job.state).toBe('completed');
  expect(secondRuns).toBe(1);
  expect(job.retryCount).toBeGreaterThanOrEqual(1);
  await second.stop(1000);
}, 60_000);

test('a stop while the worker is still starting (its queues and schedules being registered) ends it quietly', async () => {
  // The API answers requests before its worker has registered every queue: a SIGTERM in that
  // window (a rolling deploy, a scale-in) must shut down cleanly, not reject `work` with
  // pg-boss's "Workers are disabled" and exit 1 past the graceful close.
  const jobs = await openTestJobQueue(database);
  const definitions: JobDefinition[] = Array.from({ length: 12 }, (_, at) => ({
    name: `stopped-while-starting-${at}`,
    queue: { retryLimit: 0 },
    cron: '0 3 * * *',
    async run() {},
  }));
  await jobs.install(definitions);
  const working = jobs.work(definitions, silentJobLog);
  await jobs.stop(1000);
  await expect(working).resolves.toBeUndefined();
});
