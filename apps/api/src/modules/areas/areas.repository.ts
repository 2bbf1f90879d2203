import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cnaeSubclasses } from '../../db/schema/reference-data.js';

/** The reference-table facts an area page shows for each of its codes (7 digits), in any order. */
export async function findAreaCnaes(db: Database, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      code: cnaeSubclasses.code,
      formattedCode: cnaeSubclasses.formattedCode,
      description: cnaeSubclasses.description,
      isActive: cnaeSubclasses.isActive,
      isAllowedMei: cnaeSubclasses.isAllowedMei,
      simplesSituation: cnaeSubclasses.simplesSituation,
      simplesAnnex: cnaeSubclasses.simplesAnnex,
      simplesFatorR: cnaeSubclasses.simplesFatorR,
      isSimplesAnnexOfficial: cnaeSubclasses.isSimplesAnnexOfficial,
      simplesAnnexSource: cnaeSubclasses.simplesAnnexSource,
    })
    .from(cnaeSubclasses)
    .where(inArray(cnaeSubclasses.code, [...codes]));
}
export type AreaCnaeRow = Awaited<ReturnType<typeof findAreaCnaes>>[number];
