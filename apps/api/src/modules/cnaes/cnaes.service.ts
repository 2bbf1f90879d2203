import {
  cnaeSlug,
  messages,
  toReais,
  type Cnae,
  type CnaeDetail,
  type CnaesQuery,
  type CnaesResponse,
  type SimplesNominalBand,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import {
  findCnaeActivities,
  findCnaeByCode,
  findCnaeNames,
  findMeiOccupations,
  normaliseSearchText,
  searchCnaes,
  type CnaeRow,
  type CnaeSearch,
} from './cnaes.repository.js';
import { listAllAnnexBrackets } from '../simples/simples.repository.js';

type Annex = NonNullable<Cnae['taxRates']['annex']>;
/** Each annex's bands, lowest revenue first (the Simples engine's reference tables). */
export type AnnexBands = Partial<Record<Annex, SimplesNominalBand[]>>;

/** The Simples annex tables as the CNAE answers show them (reference data, the same for every company). */
export async function loadAnnexBands(db: Database): Promise<AnnexBands> {
  const bands: AnnexBands = {};
  for (const row of await listAllAnnexBrackets(db)) {
    (bands[row.annex] ??= []).push({
      band: row.bracket,
      revenueFrom: toReais(row.revenueFromCents),
      revenueTo: toReais(row.revenueToCents),
      nominalRateBps: row.nominalRateBps,
      deduction: toReais(row.deductionCents),
    });
  }
  return bands;
}

/** More words than this add nothing but cost. */
const MAX_WORDS = 8;

export function toCnae(row: CnaeRow, annexBands: AnnexBands): Cnae {
  return {
    code: row.formattedCode,
    text: row.description,
    taxRates: {
      simplesSituation: row.simplesSituation,
      annex: row.simplesAnnex,
      isOfficial: row.isSimplesAnnexOfficial,
      source: row.simplesAnnexSource,
      bands: row.simplesAnnex ? (annexBands[row.simplesAnnex] ?? []) : [],
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
  const [{ rows, total }, annexBands] = await Promise.all([searchCnaes(db, search, query), loadAnnexBands(db)]);
  return { total, data: rows.map((row) => toCnae(row, annexBands)) };
}

/**
 * Subclass codes a note names, as 7 digits: "(6202-3/00)", also written "62.02-3/00" or with
 * IBGE's typo "01 41-5/01". Class and group codes ("01.21-1", "grupo 01.1") are not subclasses.
 */
export function codesInNotes(notes: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const note of notes) {
    for (const match of note.matchAll(/(?<![\d.])(\d{2})[ .]?(\d{2})-(\d)\/(\d{2})(?!\d)/g)) {
      codes.add(match.slice(1).join(''));
    }
  }
  return [...codes];
}

/** `GET /cnaes/{code}`: the subclass and everything its public page shows; 404 when the table has no such code. */
export async function getCnaeDetail(db: Database, code: string): Promise<CnaeDetail> {
  const row = await findCnaeByCode(db, code);
  if (!row) throw notFound(messages.unknownCnae);
  const { notes } = row;
  const named = codesInNotes([...notes.includes, ...notes.alsoIncludes, ...notes.excludes, ...notes.remarks]).filter(
    (other) => other !== row.code,
  );
  const [activities, occupations, references, annexBands] = await Promise.all([
    findCnaeActivities(db, row.code),
    findMeiOccupations(db, row.code),
    findCnaeNames(db, named),
    loadAnnexBands(db),
  ]);
  const cnae = toCnae(row, annexBands);
  return {
    ...cnae,
    slug: cnaeSlug(row.code, row.description),
    taxRates: { ...cnae.taxRates, legalBasis: row.simplesLegalBasis },
    notes: {
      includes: notes.includes,
      alsoIncludes: notes.alsoIncludes,
      excludes: notes.excludes,
      remarks: notes.remarks,
    },
    activities,
    meiOccupations: occupations,
    referencedCnaes: references.map((other) => ({
      code: other.formattedCode,
      text: other.description,
      slug: cnaeSlug(other.code, other.description),
    })),
  };
}
