import type { Database } from '../../db/client.js';
import { startRepeatingJob, type JobLogger, type RepeatingJob } from '../../lib/repeating-job.js';
import type { ObjectStorage } from './object-storage.js';
import { listQueuedDeletions, recordFailedDeletion, removeQueuedDeletion } from './storage-deletions.repository.js';

export type { JobLogger } from '../../lib/repeating-job.js';

export interface StorageCleanupResult {
  /** Objects removed from storage (and their queue rows). */
  deleted: number;
  /** Deletes that failed: the row stays with one more attempt and the error, for the next pass. */
  failed: number;
  /** Keys a company file still points at: dropped from the queue, the object kept. */
  skipped: number;
}

/**
 * One pass over the deletion queue (storage_deletions): removes each object, then its row;
 * a failure counts an attempt, keeps the last error and leaves the row for the next pass.
 * Never deletes an object a company file still points at. Safe on several replicas at
 * once: deleting a missing object is not an error.
 */
export async function runStorageCleanup(
  db: Database,
  storage: ObjectStorage,
  options: { limit?: number; log?: JobLogger } = {},
): Promise<StorageCleanupResult> {
  const { limit = 200, log } = options;
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

export type StorageCleanup = RepeatingJob;

/**
 * Runs the cleanup now and then every `intervalMs` (after each pass ends, so passes never
 * overlap in one process); unref'd timer; `intervalMs` 0 turns it off.
 */
export function startStorageCleanup(options: {
  db: Database;
  storage: ObjectStorage;
  intervalMs: number;
  log: JobLogger;
}): StorageCleanup {
  const { db, storage, intervalMs, log } = options;
  return startRepeatingJob({
    job: 'storage-cleanup',
    label: 'storage cleanup',
    envVar: 'STORAGE_CLEANUP_INTERVAL_MS',
    intervalMs,
    log,
    run: () => runStorageCleanup(db, storage, { log }),
    worthLogging: (result) => result.deleted > 0 || result.failed > 0 || result.skipped > 0,
  });
}
