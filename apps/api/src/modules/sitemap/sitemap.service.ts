import { cnaeSlug, type SitemapCity, type SitemapCnae } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { listActiveCnaeNames } from '../cnaes/cnaes.repository.js';
import { listCitySlugs } from './sitemap.repository.js';

export function listSitemapCities(db: Database): Promise<SitemapCity[]> {
  return listCitySlugs(db);
}

/** Each active subclass with the slug of its public page (the same `cnaeSlug` as `GET /cnaes/{code}`). */
export async function listSitemapCnaes(db: Database): Promise<SitemapCnae[]> {
  const rows = await listActiveCnaeNames(db);
  return rows.map((row) => ({ code: row.formattedCode, slug: cnaeSlug(row.code, row.description) }));
}
