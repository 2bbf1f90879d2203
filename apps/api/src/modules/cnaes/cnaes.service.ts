import type { Cnae, CnaesQuery, CnaesResponse } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { normaliseSearchText, searchCnaes, type CnaeRow, type CnaeSearch } from './cnaes.repository.js';

/** More words than this add nothing but cost. */
const MAX_WORDS = 8;

export function toCnae(row: CnaeRow): Cnae {
  return {
    code: row.formattedCode,
    text: row.description,
    taxRates: {
      simplesSituation: row.simplesSituation,
      annex: row.simplesAnnex,
      isOfficial: row.isSimplesAnnexOfficial,
      source: row.simplesAnnexSource,
    },
    isAllowedMei: row.isAllowedMei,
    isRFactor: row.simplesFatorR,
    cnaeAllowedActivities: [...row.notes.includes, ...row.notes.alsoIncludes],
    cnaeNotAllowedActivities: row.notes.excludes,
    obs: row.notes.remarks,
    hierarchy: {
      section: { code: row.sectionCode, text: row.sectionDescription },
      division: { code: row.divisionCode, text: row.divisionDescription },
      group: { code: row.groupCode, text: row.groupDescription },
      class: { code: row.classCode, text: row.classDescription },
    },
    isActive: row.isActive,
  };
}

/**
 * What the person typed: a code ("6201-5/01", "6201501", "62.01-5", "62015": digits and
 * code punctuation only) or words, compared without accents or case. Null when nothing
 * searchable is left (only symbols).
 */
export async function parseCnaeSearch(db: Database, search: string | undefined): Promise<CnaeSearch | null> {
  const text = (search ?? '').trim();
  if (text === '') return { kind: 'all' };
  if (/^[\d\s./-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    return digits === '' ? null : { kind: 'code', digits };
  }
  const normalised = await normaliseSearchText(db, text);
  const words = normalised
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
  return words.length > 0 ? { kind: 'words', words } : null;
}

/** `GET /cnaes`. */
export async function findCnaes(db: Database, query: CnaesQuery): Promise<CnaesResponse> {
  const search = await parseCnaeSearch(db, query.search);
  if (!search) return { total: 0, data: [] };
  const { rows, total } = await searchCnaes(db, search, query);
  return { total, data: rows.map(toCnae) };
}
