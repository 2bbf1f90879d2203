import { and, asc, desc, eq, like, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { municipalities, states } from '../../db/schema/reference-data.js';

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

export interface MunicipalityPageRow {
  ibgeCode: number;
  name: string;
  uf: string;
  slug: string;
  isCapital: boolean;
  ddd: number;
  timezone: string;
  siafiCode: string;
  latitude: number;
  longitude: number;
  stateName: string;
  region: string;
}

export interface MunicipalityDistanceRow {
  name: string;
  uf: string;
  slug: string;
  distanceKm: number;
}

/** The municipality of a city page, by its slug and UF, with its state's name and region. */
export async function findMunicipalityBySlug(
  db: Database,
  slug: string,
  uf: string,
): Promise<MunicipalityPageRow | undefined> {
  const [row] = await db
    .select({
      ibgeCode: municipalities.ibgeCode,
      name: municipalities.name,
      uf: municipalities.uf,
      slug: municipalities.slug,
      isCapital: municipalities.isCapital,
      ddd: municipalities.ddd,
      timezone: municipalities.timezone,
      siafiCode: municipalities.siafiCode,
      latitude: municipalities.latitude,
      longitude: municipalities.longitude,
      stateName: states.name,
      region: states.region,
    })
    .from(municipalities)
    .innerJoin(states, eq(states.uf, municipalities.uf))
    .where(and(eq(municipalities.slug, slug), eq(municipalities.uf, uf)))
    .limit(1);
  return row;
}

/** Great-circle distance in km (haversine, Earth radius 6371 km) from a point to each municipality. */
function distanceKmFrom(latitude: number, longitude: number) {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${municipalities.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${municipalities.latitude}))
    * power(sin(radians(${municipalities.longitude} - ${longitude}::float8) / 2), 2))))`;
}

/** The `limit` municipalities nearest to a point, other than `exceptIbgeCode`, nearest first. */
export async function listNearestMunicipalities(
  db: Database,
  point: { latitude: number; longitude: number; exceptIbgeCode: number },
  limit: number,
): Promise<MunicipalityDistanceRow[]> {
  const distance = distanceKmFrom(point.latitude, point.longitude);
  const rows = await db
    .select({ name: municipalities.name, uf: municipalities.uf, slug: municipalities.slug, distance })
    .from(municipalities)
    .where(not(eq(municipalities.ibgeCode, point.exceptIbgeCode)))
    .orderBy(asc(distance), asc(municipalities.slug))
    .limit(limit);
  return rows.map(({ distance: km, ...row }) => ({ ...row, distanceKm: Math.round(Number(km)) }));
}

/** The state's capital with its distance from a point, and how many municipalities the state has. */
export async function findStateCapitalAndCount(
  db: Database,
  uf: string,
  from: { latitude: number; longitude: number },
): Promise<{ capital: MunicipalityDistanceRow | undefined; count: number }> {
  const distance = distanceKmFrom(from.latitude, from.longitude);
  const [capital] = await db
    .select({ name: municipalities.name, uf: municipalities.uf, slug: municipalities.slug, distance })
    .from(municipalities)
    .where(and(eq(municipalities.uf, uf), eq(municipalities.isCapital, true)))
    .limit(1);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(municipalities)
    .where(eq(municipalities.uf, uf));
  return {
    capital: capital && {
      name: capital.name,
      uf: capital.uf,
      slug: capital.slug,
      distanceKm: Math.round(Number(capital.distance)),
    },
    count: Number(counted?.count ?? 0),
  };
}
