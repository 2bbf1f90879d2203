import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cnaeSubclasses, municipalities } from '../../db/schema/reference-data.js';

/** Every municipality's slug and state, by state then slug (one query, two short columns). */
export function listCitySlugs(db: Database): Promise<{ slug: string; uf: string }[]> {
  return db
    .select({ slug: municipalities.slug, uf: municipalities.uf })
    .from(municipalities)
    .orderBy(asc(municipalities.uf), asc(municipalities.slug));
}

/** Every active subclass's codes and description, by code. */
export function listActiveCnaeNames(
  db: Database,
): Promise<{ code: string; formattedCode: string; description: string }[]> {
  return db
    .select({
      code: cnaeSubclasses.code,
      formattedCode: cnaeSubclasses.formattedCode,
      description: cnaeSubclasses.description,
    })
    .from(cnaeSubclasses)
    .where(eq(cnaeSubclasses.isActive, true))
    .orderBy(asc(cnaeSubclasses.code));
}
