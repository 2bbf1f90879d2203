import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import {
  cnaeActivities,
  cnaeSubclasses,
  lucaAskDescriptions,
  lucaCustomerDescriptions,
  meiOccupations,
} from '../../db/schema/reference-data.js';
import type { LucaSourceData } from './luca.index.js';

/**
 * Everything the engine indexes: the active subclasses, the activity index, the MEI
 * occupations, the training descriptions in owners' words and those that teach when to ask.
 */
export async function readLucaSourceData(db: Database): Promise<LucaSourceData> {
  const subclasses = await db
    .select({
      code: cnaeSubclasses.code,
      formattedCode: cnaeSubclasses.formattedCode,
      description: cnaeSubclasses.description,
      classDescription: cnaeSubclasses.classDescription,
      divisionCode: cnaeSubclasses.divisionCode,
      notes: cnaeSubclasses.notes,
      simplesSituation: cnaeSubclasses.simplesSituation,
      simplesAnnex: cnaeSubclasses.simplesAnnex,
      simplesFatorR: cnaeSubclasses.simplesFatorR,
      isAllowedMei: cnaeSubclasses.isAllowedMei,
    })
    .from(cnaeSubclasses)
    .where(eq(cnaeSubclasses.isActive, true))
    .orderBy(asc(cnaeSubclasses.code));
  const activities = await db
    .select({ code: cnaeActivities.cnaeCode, description: cnaeActivities.description })
    .from(cnaeActivities)
    .orderBy(asc(cnaeActivities.id));
  const occupations = await db
    .select({ code: meiOccupations.cnaeCode, occupation: meiOccupations.occupation })
    .from(meiOccupations)
    .orderBy(asc(meiOccupations.id));
  const customerDescriptions = await db
    .select({ code: lucaCustomerDescriptions.cnaeCode, description: lucaCustomerDescriptions.description })
    .from(lucaCustomerDescriptions)
    .orderBy(asc(lucaCustomerDescriptions.id));
  const askDescriptions = await db
    .select({
      kind: lucaAskDescriptions.kind,
      codes: lucaAskDescriptions.cnaeCodes,
      description: lucaAskDescriptions.description,
    })
    .from(lucaAskDescriptions)
    .orderBy(asc(lucaAskDescriptions.id));
  return { subclasses, activities, occupations, customerDescriptions, askDescriptions };
}

/** lower(unaccent()) with runs of spaces as one: how aliases are compared. */
const comparable = (value: SQL) => sql`btrim(regexp_replace(lower(unaccent(${value})), '\\s+', ' ', 'g'))`;

/**
 * The `candidates` a company already uses as its alias (nome fantasia), compared without
 * case, accents or extra spaces.
 */
export async function findTakenAliases(db: Database, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const list = sql`array[${sql.join(
    candidates.map((candidate) => sql`${candidate}::text`),
    sql`, `,
  )}]`;
  const rows = await db
    .select({ candidate: sql<string>`candidate` })
    .from(sql`unnest(${list}) as candidate`)
    .where(
      sql`exists (select 1 from ${companies} where ${companies.alias} is not null
        and ${comparable(sql`${companies.alias}`)} = ${comparable(sql`candidate`)})`,
    );
  return new Set(rows.map((row) => row.candidate));
}
