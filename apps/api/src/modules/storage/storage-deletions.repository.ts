import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyFiles } from '../../db/schema/companies.js';
import { storageDeletions } from '../../db/schema/documents.js';

/**
 * Queues an object for removal. Call it inside the transaction that deletes (or replaces)
 * the row pointing at the object: the object goes only once that commits, and the cleanup
 * job retries until the storage confirms. Queuing a key twice is a no-op.
 */
export async function scheduleObjectDeletion(db: Database, key: string): Promise<void> {
  await db.insert(storageDeletions).values({ objectKey: key }).onConflictDoNothing();
}

/**
 * The queued deletions that are due, oldest first, with whether a company file still points at the key.
 * "Due" is judged by the database's clock, the one that wrote next_attempt_at: a JavaScript
 * Date has only milliseconds, and a row queued in the same millisecond as the read would
 * look not yet due against it.
 */
export async function listQueuedDeletions(db: Database, limit: number) {
  return db
    .select({
      objectKey: storageDeletions.objectKey,
      attempts: storageDeletions.attempts,
      // Qualified by hand: inside the subquery a bare "object_key" would be company_files'.
      stillReferenced: sql<boolean>`exists (select 1 from ${companyFiles} where ${companyFiles}.${sql.identifier('object_key')} = ${storageDeletions}.${sql.identifier('object_key')})`,
    })
    .from(storageDeletions)
    .where(lte(storageDeletions.nextAttemptAt, sql`now()`))
    .orderBy(asc(storageDeletions.nextAttemptAt), asc(storageDeletions.objectKey))
    .limit(limit);
}

export async function removeQueuedDeletion(db: Database, key: string): Promise<void> {
  await db.delete(storageDeletions).where(eq(storageDeletions.objectKey, key));
}

/** One more failed attempt: the row waits 2^attempts minutes (capped at a day) before the next one. */
export async function recordFailedDeletion(db: Database, key: string, error: string): Promise<void> {
  await db
    .update(storageDeletions)
    .set({
      attempts: sql`${storageDeletions.attempts} + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + least(interval '1 day', interval '1 minute' * power(2, ${storageDeletions.attempts}))`,
    })
    .where(eq(storageDeletions.objectKey, key));
}
