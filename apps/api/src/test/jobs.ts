import { vi } from 'vitest';
import type { JobWithMetadata } from 'pg-boss';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.js';
import { silentJobLog } from './test-app.js';

/**
 * The definition with quick retries (1 s, the backoff capped at 1 s) and, when `failFirst` > 0, that many
 * first attempts failing before the real handler runs: to see the queue retry a job.
 */
export function quickRetries<D extends object>(
  definition: JobDefinition<D>,
  options: { failFirst?: number; onAttempt?: () => void } = {},
): JobDefinition<D> {
  let failures = options.failFirst ?? 0;
  return {
    ...definition,
    cron: undefined,
    queue: { ...definition.queue, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
    async run(data, job) {
      options.onAttempt?.();
      if (failures > 0) {
        failures -= 1;
        throw new Error('falha simulada');
      }
      await definition.run(data, job);
    },
  };
}

/** Works `definition` on the queue (its queue options applied first). */
export async function workDefinition(jobs: JobQueue, definition: JobDefinition<object>): Promise<void> {
  await jobs.install([definition]);
  await jobs.work([definition], silentJobLog);
}

/** Sends a job to a worked queue and waits until it completes or fails for good. */
export async function sendAndSettle(
  jobs: JobQueue,
  name: string,
  data: object = {},
  timeoutMs = 20_000,
): Promise<JobWithMetadata> {
  const id = await jobs.boss.send(name, data);
  if (!id) throw new Error(`job ${name} was not created`);
  return settled(jobs, name, id, timeoutMs);
}

/** Waits until job `id` of queue `name` is completed or failed (its last retry spent). */
export async function settled(jobs: JobQueue, name: string, id: string, timeoutMs = 20_000): Promise<JobWithMetadata> {
  let job: JobWithMetadata | null = null;
  await vi.waitFor(
    async () => {
      job = await jobs.boss.getJobById(name, id);
      if (!job || (job.state !== 'completed' && job.state !== 'failed'))
        throw new Error(`job ${name} still ${job?.state}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
  return job!;
}

/** The rows of a raw statement (both drivers answer with `rows`). */
export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
