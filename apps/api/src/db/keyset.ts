import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset pagination helpers for the lists ordered by (a time, id). The time travels in the
 * cursor as PostgreSQL's own text with microseconds, so the next page starts exactly after
 * the last row (a JavaScript Date would round to milliseconds and skip or repeat rows).
 */
export function timestampCursorText(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `(time, id)` after the cursor's row in the list's order: `<` newest first, `>` oldest first. */
export function afterTimestampKey(
  timeColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  after: { at: string; id: string },
  order: 'newest' | 'oldest',
): SQL {
  return order === 'newest'
    ? sql`(${timeColumn}, ${idColumn}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql`(${timeColumn}, ${idColumn}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}
