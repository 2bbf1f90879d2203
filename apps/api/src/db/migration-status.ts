import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';
import { rowsOf } from './rows.js';
import { migrationsFolder } from './migrate.js';

/** How many migrations this build ships (drizzle's journal). */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied (drizzle's own table; 0 before the first). */
export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const [table] = await rowsOf<{ t: unknown }>(
    handle.db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!table?.t) return 0;
  const [count] = await rowsOf<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(count?.n ?? 0);
}
