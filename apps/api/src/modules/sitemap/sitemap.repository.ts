import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { municipalities } from '../../db/schema/reference-data.js';

/** Every municipality's slug and state, by state then slug (one query, two short columns). */
export function listCitySlugs(db: Database): Promise<{ slug: string; uf: string }[]> {
  return db
    .select({ slug: municipalities.slug, uf: municipalities.uf })
    .from(municipalities)
    .orderBy(asc(municipalities.uf), asc(municipalities.slug));
}
