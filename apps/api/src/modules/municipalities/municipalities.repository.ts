import { and, asc, desc, eq, like, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { municipalities } from '../../db/schema/reference-data.js';

export interface MunicipalitySearchRow {
  ibgeCode: number;
  name: string;
  uf: string;
  slug: string;
  isCapital: boolean;
  /**
   * 0 exact name, 1 name starts with the term (or a capital's word does: "paulo" offers
   * São Paulo before Paulo Afonso), 2 a word starts with it, 3 similar (trigrams).
   */
  rank: number;
}

/** Fuzzy matches need a term this long: shorter ones are resemble half the country. */
const MIN_FUZZY_TERM_LENGTH = 3;

/**
 * Municipalities matching `q`, best first. `q` must hold nothing but letters, digits,
 * spaces, hyphens and apostrophes (the service cleans it). It is normalised with
 * lower(unaccent()) and compared with the precomputed search_name (name and alternate
 * names), hyphens and apostrophes read as spaces.
 *
 * Two steps, both through the trigram index: the name and word prefix matches; then,
 * only when they do not fill the page, trigram similarity.
 */
export async function searchMunicipalities(
  db: Database,
  q: string,
  limit: number,
  options: { uf?: string } = {},
): Promise<MunicipalitySearchRow[]> {
  // A separate step, so that the searches compare with a constant: unaccent() is only
  // stable, and inside them it would be evaluated per row and hide the term from the planner.
  const [normalised] = await db.select({ term: sql<string>`lower(unaccent(${q}::text))` }).from(sql`(select 1) as one`);
  const term = (normalised?.term ?? '').replace(/[-']/g, ' ').replace(/\s+/g, ' ').trim();
  if (term === '') return [];
  const slug = term.replace(/[^a-z0-9]+/g, '-');
  const words = sql`translate(${municipalities.searchName}, '-''', '  ')`;
  const inState = (condition: SQL) => (options.uf ? and(eq(municipalities.uf, options.uf), condition) : condition);
  const columns = {
    ibgeCode: municipalities.ibgeCode,
    name: municipalities.name,
    uf: municipalities.uf,
    slug: municipalities.slug,
    isCapital: municipalities.isCapital,
  };

  const pattern = term.replace(/[\\%_]/g, '\\$&');
  // Each word as a substring: what the trigram index can answer; then the exact test.
  const wordStarts = and(
    ...pattern.split(' ').map((word) => like(municipalities.searchName, `%${word}%`)),
    sql`(' ' || ${words}) like ${`% ${pattern}%`}`,
  ) as SQL;
  const rank = sql<number>`(case
    when ${municipalities.slug} = ${slug} then 0
    when ${words} like ${`${pattern}%`} or ${municipalities.isCapital} then 1
    else 2 end)::int`;
  const strong = await db
    .select({ ...columns, rank })
    .from(municipalities)
    .where(inState(wordStarts))
    .orderBy(asc(rank), desc(municipalities.isCapital), asc(municipalities.slug), asc(municipalities.uf))
    .limit(limit);
  if (strong.length >= limit || term.length < MIN_FUZZY_TERM_LENGTH) return strong;

  // The planner underrates word_similarity() and would scan the table (~25 ms); the index takes < 1 ms.
  const similarity = sql`word_similarity(${term}::text, ${municipalities.searchName})`;
  const fuzzy = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select({ ...columns, rank: sql<number>`3` })
      .from(municipalities)
      .where(inState(and(sql`${term}::text <% ${municipalities.searchName}`, not(wordStarts)) as SQL))
      .orderBy(desc(similarity), desc(municipalities.isCapital), asc(municipalities.slug), asc(municipalities.uf))
      .limit(limit - strong.length);
  });
  return [...strong, ...fuzzy];
}
