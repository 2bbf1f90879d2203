import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shortLinks } from '../../db/schema/short-links.js';
import { users } from '../../db/schema/users.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { escapeLike } from '../../db/escape-like.js';

export type ShortLinkRow = typeof shortLinks.$inferSelect & { createdByName: string | null };

/** Another link already has this alias, in any case (the unique index on lower(alias) said so). */
export class AliasTakenError extends Error {}

async function translatingAliasConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'short_links_alias_key')) throw new AliasTakenError();
    throw err;
  }
}

const columns = {
  id: shortLinks.id,
  alias: shortLinks.alias,
  url: shortLinks.url,
  createdBy: shortLinks.createdBy,
  hitCount: shortLinks.hitCount,
  lastUsedAt: shortLinks.lastUsedAt,
  createdAt: shortLinks.createdAt,
  updatedAt: shortLinks.updatedAt,
  createdByName: users.name,
};

/**
 * Counts the visit and answers the address, in one statement: two visits at once both
 * count. Null for an alias no link has.
 */
export async function followShortLink(db: Database, alias: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(shortLinks)
    .set({ hitCount: sql`${shortLinks.hitCount} + 1`, lastUsedAt: now })
    .where(eq(sql`lower(${shortLinks.alias})`, alias.toLowerCase()))
    .returning({ url: shortLinks.url });
  return row?.url ?? null;
}

/** Newest first; `query` matches the alias or the address, ignoring case. */
export async function listShortLinksPage(
  db: Database,
  page: { query?: string | undefined; limit: number; offset: number },
): Promise<{ rows: ShortLinkRow[]; total: number }> {
  const term = page.query ? `%${escapeLike(page.query)}%` : null;
  const where = term ? or(ilike(shortLinks.alias, term), ilike(shortLinks.url, term)) : undefined;
  const rows = await db
    .select(columns)
    .from(shortLinks)
    .leftJoin(users, eq(users.id, shortLinks.createdBy))
    .where(where)
    .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await db.select({ n: count() }).from(shortLinks).where(where);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findShortLink(db: Database, id: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(shortLinks)
    .leftJoin(users, eq(users.id, shortLinks.createdBy))
    .where(eq(shortLinks.id, id))
    .limit(1);
  return row;
}

/** Throws AliasTakenError when another link has the alias. */
export async function insertShortLink(
  db: Database,
  link: { alias: string; url: string; createdBy: string },
): Promise<string> {
  const [row] = await translatingAliasConflict(() =>
    db.insert(shortLinks).values(link).returning({ id: shortLinks.id }),
  );
  if (!row) throw new Error('short link insert returned nothing');
  return row.id;
}

/** False when no link has the id; throws AliasTakenError when another link has the alias. */
export async function updateShortLink(
  db: Database,
  id: string,
  changes: { alias: string; url: string },
  now: Date,
): Promise<boolean> {
  const rows = await translatingAliasConflict(() =>
    db
      .update(shortLinks)
      .set({ ...changes, updatedAt: now })
      .where(eq(shortLinks.id, id))
      .returning({ id: shortLinks.id }),
  );
  return rows.length > 0;
}

/** The deleted link's alias and address, or null when no link has the id. */
export async function deleteShortLink(db: Database, id: string): Promise<{ alias: string; url: string } | null> {
  const [row] = await db
    .delete(shortLinks)
    .where(eq(shortLinks.id, id))
    .returning({ alias: shortLinks.alias, url: shortLinks.url });
  return row ?? null;
}
