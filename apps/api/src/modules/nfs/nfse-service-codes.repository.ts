import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { nfseServiceCodes } from '../../db/schema/nfs.js';
import { serviceSpellings } from './nfse-service-spellings.js';

export type NfseServiceCodeRow = typeof nfseServiceCodes.$inferSelect;

export async function findServiceCode(db: Database, code: string): Promise<NfseServiceCodeRow | undefined> {
  const [row] = await db.select().from(nfseServiceCodes).where(eq(nfseServiceCodes.code, code)).limit(1);
  return row;
}

/**
 * The national list by code ("0101", "01.01") or words, accent-insensitive: every word
 * must appear, as typed or as the list spells it ("buffet" finds "Bufê"). In code order,
 * the order of the official list.
 */
export async function searchServiceCodes(
  db: Database,
  filter: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: NfseServiceCodeRow[]; total: number }> {
  const words = (filter.search ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^[\d.]+$/.test(word) ? word.replace(/\./g, '') : word));
  const where = words.length
    ? sql.join(
        words.map((word) =>
          /^\d+$/.test(word)
            ? sql`${nfseServiceCodes.code} like ${`${word}%`}`
            : sql`(${sql.join(
                serviceSpellings(word).map(
                  (spelling) => sql`${nfseServiceCodes.searchText} like '%' || lower(unaccent(${spelling})) || '%'`,
                ),
                sql` or `,
              )})`,
        ),
        sql` and `,
      )
    : undefined;
  const rows = await db
    .select()
    .from(nfseServiceCodes)
    .where(where)
    .orderBy(asc(nfseServiceCodes.code))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(nfseServiceCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}
