import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/auth.js';

/** Adds one hit to the key's current window and returns the window's total. */
export async function hitRateLimitWindow(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? 1;
}

export async function deleteRateLimitWindowsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
