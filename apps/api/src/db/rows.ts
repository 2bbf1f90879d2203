import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The rows of a raw statement (`db.execute(sql`…`)`): both drivers (node-postgres and PGlite)
 * answer with `{ rows }`, which Drizzle's union type does not say. `T` is the caller's word
 * for the row's shape (column names as the statement writes them).
 */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
