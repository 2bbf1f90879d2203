import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cnaeActivities, cnaeSubclasses, meiOccupations } from '../../db/schema/reference-data.js';

export type CnaeRow = Omit<typeof cnaeSubclasses.$inferSelect, 'searchText'>;

/** lower(unaccent()): the form of search_text, computed by the same functions. */
export async function normaliseSearchText(db: Database, text: string): Promise<string> {
  const [row] = await db.select({ term: sql<string>`lower(unaccent(${text}::text))` }).from(sql`(select 1) as one`);
  return row?.term ?? '';
}

export type CnaeSearch =
  /** Digits of a code, whole or its start: "6201501", "62015". */
  | { kind: 'code'; digits: string }
  /** Normalised words (lower, unaccented), each a letters-and-digits run. */
  | { kind: 'words'; words: string[] }
  | { kind: 'all' };

const columns = {
  code: cnaeSubclasses.code,
  formattedCode: cnaeSubclasses.formattedCode,
  description: cnaeSubclasses.description,
  classCode: cnaeSubclasses.classCode,
  classDescription: cnaeSubclasses.classDescription,
  groupCode: cnaeSubclasses.groupCode,
  groupDescription: cnaeSubclasses.groupDescription,
  divisionCode: cnaeSubclasses.divisionCode,
  divisionDescription: cnaeSubclasses.divisionDescription,
  sectionCode: cnaeSubclasses.sectionCode,
  sectionDescription: cnaeSubclasses.sectionDescription,
  notes: cnaeSubclasses.notes,
  isActive: cnaeSubclasses.isActive,
  simplesSituation: cnaeSubclasses.simplesSituation,
  simplesAnnex: cnaeSubclasses.simplesAnnex,
  simplesFatorR: cnaeSubclasses.simplesFatorR,
  simplesLegalBasis: cnaeSubclasses.simplesLegalBasis,
  isSimplesAnnexOfficial: cnaeSubclasses.isSimplesAnnexOfficial,
  simplesAnnexSource: cnaeSubclasses.simplesAnnexSource,
  isAllowedMei: cnaeSubclasses.isAllowedMei,
};

/**
 * Subclasses matching the search, best first, and how many match in all.
 *
 * Codes: the exact code, then the codes that start with the digits. Words: every word
 * must be in search_text (codes, description and the IBGE activity index, through its
 * trigram index); then ranked: the description starts with the words, the description
 * holds them all (earlier first), and last the codes found through the activity index
 * alone (those with more matching activities first). Ties go by code.
 */
export async function searchCnaes(
  db: Database,
  search: CnaeSearch,
  options: { isActive?: boolean | undefined; limit: number; offset: number },
): Promise<{ rows: CnaeRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (options.isActive !== undefined) conditions.push(eq(cnaeSubclasses.isActive, options.isActive));
  if (search.kind === 'code') conditions.push(like(cnaeSubclasses.code, `${search.digits}%`));
  if (search.kind === 'words') {
    for (const word of search.words) conditions.push(like(cnaeSubclasses.searchText, `%${word}%`));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const countMatches = async (tx: Database) => {
    const [row] = await tx.select({ n: count() }).from(cnaeSubclasses).where(where);
    return row?.n ?? 0;
  };

  if (search.kind !== 'words') {
    const order = search.kind === 'code' ? [sql`(${cnaeSubclasses.code} = ${search.digits}) desc`] : [];
    const rows = await db
      .select(columns)
      .from(cnaeSubclasses)
      .where(where)
      .orderBy(...order, asc(cnaeSubclasses.code))
      .limit(options.limit)
      .offset(options.offset);
    return { rows, total: await countMatches(db) };
  }

  // The matches with their description normalised once (lower, unaccented, punctuation
  // as spaces, so "padaria e confeitaria" matches "Padaria e confeitaria, ..."); OFFSET 0
  // keeps the planner from inlining the subquery and normalising it again per use.
  const matched = db
    .select({
      ...columns,
      normalised:
        sql<string>`regexp_replace(lower(unaccent(${cnaeSubclasses.description})), '[^a-z0-9]+', ' ', 'g')`.as(
          'normalised',
        ),
    })
    .from(cnaeSubclasses)
    .where(where)
    .offset(0)
    .as('matched');
  const { words } = search;
  const phrase = words.join(' ');
  const allInDescription = sql.join(
    words.map((word) => sql`${matched.normalised} like ${`%${word}%`}`),
    sql` and `,
  );
  const activityPatterns = sql`array[${sql.join(
    words.map((word) => sql`${`%${word}%`}::text`),
    sql`, `,
  )}]`;
  const activityHits = sql`(select count(*) from ${cnaeActivities}
    where ${cnaeActivities.cnaeCode} = ${matched.code}
    and lower(unaccent(${cnaeActivities.description})) like all (${activityPatterns}))`;
  const { normalised: _normalised, ...outputColumns } = matched._.selectedFields;

  return db.transaction(async (tx) => {
    // The planner misjudges LIKE '%word%' on this small table and scans it (~10 ms on
    // PostgreSQL); the trigram index answers in about 1 ms.
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await tx
      .select(outputColumns)
      .from(matched)
      .orderBy(
        sql`(case when ${matched.normalised} like ${`${phrase}%`} then 0 when ${allInDescription} then 1 else 2 end)`,
        sql`(case when ${allInDescription} then strpos(${matched.normalised}, ${words[0] ?? ''}) else 0 end)`,
        // Counted only for the codes found through the activity index alone.
        sql`(case when ${allInDescription} then 0 else ${activityHits} end) desc`,
        asc(matched.code),
      )
      .limit(options.limit)
      .offset(options.offset);
    return { rows, total: await countMatches(tx) };
  });
}

/** One subclass by its 7 digits; null when the table has no such code. */
export async function findCnaeByCode(db: Database, code: string): Promise<CnaeRow | null> {
  const [row] = await db.select(columns).from(cnaeSubclasses).where(eq(cnaeSubclasses.code, code));
  return row ?? null;
}

/** Every activity index entry of the subclass, in the index's order. */
export async function findCnaeActivities(db: Database, code: string): Promise<string[]> {
  const rows = await db
    .select({ description: cnaeActivities.description })
    .from(cnaeActivities)
    .where(eq(cnaeActivities.cnaeCode, code))
    .orderBy(asc(cnaeActivities.id));
  return rows.map((row) => row.description);
}

/** The MEI occupations of the subclass, in the table's order. */
export async function findMeiOccupations(db: Database, code: string) {
  return db
    .select({
      occupation: meiOccupations.occupation,
      description: meiOccupations.description,
      isSubjectToIss: meiOccupations.isSubjectToIss,
      isSubjectToIcms: meiOccupations.isSubjectToIcms,
    })
    .from(meiOccupations)
    .where(eq(meiOccupations.cnaeCode, code))
    .orderBy(asc(meiOccupations.id));
}

/** A subclass's code, formatted code and description: its name in lists and links. */
interface CnaeName {
  code: string;
  formattedCode: string;
  description: string;
}

/** The names of the subclasses that match `where`, in code order. */
function listCnaeNames(db: Database, where: SQL): Promise<CnaeName[]> {
  return db
    .select({
      code: cnaeSubclasses.code,
      formattedCode: cnaeSubclasses.formattedCode,
      description: cnaeSubclasses.description,
    })
    .from(cnaeSubclasses)
    .where(where)
    .orderBy(asc(cnaeSubclasses.code));
}

/** The names of the subclasses among `codes` (7 digits each), in code order. */
export async function findCnaeNames(db: Database, codes: string[]): Promise<CnaeName[]> {
  if (codes.length === 0) return [];
  return listCnaeNames(db, inArray(cnaeSubclasses.code, codes));
}

/** Every active subclass's name, by code (the sitemap). */
export function listActiveCnaeNames(db: Database): Promise<CnaeName[]> {
  return listCnaeNames(db, eq(cnaeSubclasses.isActive, true));
}
