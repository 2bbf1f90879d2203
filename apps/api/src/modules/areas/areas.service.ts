import { areaMessages, cnaeSlug, type AreaCnae, type AreaDetail, type AreaSummary } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { AREAS_CATALOG, findCatalogArea, type AreaCatalogEntry } from './areas-catalog.js';
import { findAreaCnaes, type AreaCnaeRow } from './areas.repository.js';

/** `GET /functions/areas`: every area, in the catalog's order. */
export function listAreas(): AreaSummary[] {
  return AREAS_CATALOG.map(({ slug, name, headline }) => ({ slug, name, headline }));
}

function toAreaCnae(row: AreaCnaeRow, useWhen: string): AreaCnae {
  return {
    code: row.formattedCode,
    text: row.description,
    slug: cnaeSlug(row.code, row.description),
    useWhen,
    isAllowedMei: row.isAllowedMei,
    isActive: row.isActive,
    simples: {
      situation: row.simplesSituation,
      annex: row.simplesAnnex,
      isRFactor: row.simplesFatorR,
      isOfficial: row.isSimplesAnnexOfficial,
      source: row.simplesAnnexSource,
    },
  };
}

/**
 * The catalog's codes with their facts from the reference tables, in the catalog's order.
 * A code the table lacks (the tests keep that from happening) is left out, not invented.
 */
export async function areaCnaes(db: Database, area: Pick<AreaCatalogEntry, 'cnaes'>): Promise<AreaCnae[]> {
  const rows = new Map(
    (
      await findAreaCnaes(
        db,
        area.cnaes.map((c) => c.code),
      )
    ).map((row) => [row.code, row]),
  );
  return area.cnaes.flatMap(({ code, useWhen }) => {
    const row = rows.get(code);
    return row ? [toAreaCnae(row, useWhen)] : [];
  });
}

/** `GET /functions/areas/{slug}`: the guidance joined to the reference tables; 404 outside the catalog. */
export async function getArea(db: Database, slug: string): Promise<AreaDetail> {
  const area = findCatalogArea(slug);
  if (!area) throw notFound(areaMessages.areaNotFound);
  const { slug: areaSlug, name, headline, description, sections, faq } = area;
  return { slug: areaSlug, name, headline, description, sections, faq, cnaes: await areaCnaes(db, area) };
}
