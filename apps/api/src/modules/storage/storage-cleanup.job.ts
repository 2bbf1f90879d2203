import type { Database } from '../../db/client.js';
import { PERIODIC_JOB_QUEUE, type JobDefinition } from '../../jobs/job-queue.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import type { ObjectStorage } from './object-storage.js';
import { listQueuedDeletions, recordFailedDeletion, removeQueuedDeletion } from './storage-deletions.repository.js';

const CLEANUP_BATCH = 200;

export interface StorageCleanupResult {
  /** Objects removed from storage (and their queue rows). */
  deleted: number;
  /** Deletes that failed: the row stays with one more attempt and the error, for the next pass. */
  failed: number;
  /** Keys a company file still points at: dropped from the queue, the object kept. */
  skipped: number;
}

/**
 * One pass over the deletion queue (storage_deletions) rows that are due: removes each
 * object, then its row; a failure counts an attempt, keeps the last error and puts the row
 * off (1, 2, 4… minutes, up to a day), so failing rows never hold up the valid ones.
 * Never deletes an object a company file still points at. Safe on several replicas at
 * once: deleting a missing object is not an error.
 */
export async function runStorageCleanup(
  db: Database,
  storage: ObjectStorage,
  options: { limit?: number; log?: JobLogger } = {},
): Promise<StorageCleanupResult> {
  const { limit = CLEANUP_BATCH, log } = options;
  const result: StorageCleanupResult = { deleted: 0, failed: 0, skipped: 0 };
  for (const row of await listQueuedDeletions(db, limit)) {
    if (row.stillReferenced) {
      log?.error({ objectKey: row.objectKey }, 'storage cleanup: key still in use, not deleted');
      await removeQueuedDeletion(db, row.objectKey);
      result.skipped += 1;
      continue;
    }
    try {
      await storage.delete(row.objectKey);
      await removeQueuedDeletion(db, row.objectKey);
      result.deleted += 1;
    } catch (err) {
      result.failed += 1;
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      log?.error({ err, objectKey: row.objectKey, attempts: row.attempts + 1 }, 'storage cleanup: delete failed');
      await recordFailedDeletion(db, row.objectKey, message);
    }
  }
  return result;
}

export const STORAGE_CLEANUP_JOB = 'storage-cleanup';

/**
 * The periodic job: passes of runStorageCleanup until the due rows are done (at most 10
 * passes a run). A failed delete does not fail the job: its row waits with its own backoff
 * (recordFailedDeletion), so it never holds up the rows behind it.
 */
export function storageCleanupJob(options: {
  db: Database;
  storage: ObjectStorage;
  cron: string | null;
  log: JobLogger;
}): JobDefinition {
  const { db, storage, cron, log } = options;
  return {
    name: STORAGE_CLEANUP_JOB,
    cron,
    queue: PERIODIC_JOB_QUEUE,
    async run() {
      for (let pass = 0; pass < 10; pass += 1) {
        const result = await runStorageCleanup(db, storage, { log });
        if (result.deleted > 0 || result.failed > 0 || result.skipped > 0) {
          log.info({ job: STORAGE_CLEANUP_JOB, ...result }, 'storage cleanup pass');
        }
        if (result.deleted + result.failed + result.skipped < CLEANUP_BATCH) return;
      }
    },
  };
}
