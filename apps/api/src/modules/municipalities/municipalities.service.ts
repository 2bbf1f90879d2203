import {
  BRAZILIAN_STATES,
  CITY_NEARBY_COUNT,
  CITY_NOT_FOUND_MESSAGE,
  type CityLink,
  type CityPage,
  type CityResult,
  type CitySearchQuery,
} from '@contabil/contracts';
import { notFound } from '../../lib/app-error.js';
import type { Database } from '../../db/client.js';
import {
  findMunicipalityBySlug,
  findStateCapitalAndCount,
  listNearestMunicipalities,
  searchMunicipalities,
  type MunicipalityDistanceRow,
  type MunicipalitySearchRow,
} from './municipalities.repository.js';

const STATES: ReadonlySet<string> = new Set(BRAZILIAN_STATES);

/** Ranks at or above this are fuzzy (trigram) matches; below, the name or a word starts with the term. */
const FUZZY_RANK = 3;

export interface ParsedCityQuery {
  /** The whole text, cleaned: letters, digits, spaces, hyphens and apostrophes only; may be empty. */
  text: string;
  /** A trailing UF: "sao paulo sp", "São Paulo - SP", "sao paulo/sp", "São Paulo (SP)". */
  state?: { uf: string; name: string; explicit: boolean };
}

/** Drops every character that is not part of a name, so nothing reaching SQL acts as a LIKE or regex wildcard. */
function cleanCityText(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}'\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s'-]+|[\s'-]+$/g, '');
}

/** Splits off a trailing UF, either after a separator (explicit) or after a plain space. */
export function parseCityQuery(q: string): ParsedCityQuery {
  const trimmed = q.trim();
  const text = cleanCityText(trimmed);
  const explicit = /^(.*?)\s*(?:[-/,]\s*|\(\s*)(\p{L}{2})\s*\)?$/u.exec(trimmed);
  const spaced = /^(.*\S)\s+(\p{L}{2})$/u.exec(trimmed);
  for (const [match, isExplicit] of [
    [explicit, true],
    [spaced, false],
  ] as const) {
    const uf = match?.[2]?.toUpperCase();
    const name = cleanCityText(match?.[1] ?? '');
    if (uf && STATES.has(uf) && name !== '') return { text, state: { uf, name, explicit: isExplicit } };
  }
  return { text };
}

function toCityResult(row: MunicipalitySearchRow): CityResult {
  return { ibgeCode: row.ibgeCode, name: row.name, state: row.uf, slug: row.slug, isCapital: row.isCapital };
}

/**
 * Accent- and case-insensitive search over the IBGE municipalities. A UF after a
 * separator ("São Paulo - SP") filters by state. A UF after a plain space may also be the
 * start of a word still being typed ("porto al" for Porto Alegre), so the whole text's
 * prefix matches come first there, followed by the state's matches for the rest.
 */
export async function searchCities(db: Database, { q, limit }: CitySearchQuery): Promise<CityResult[]> {
  const { text, state } = parseCityQuery(q);
  if (!state) return text === '' ? [] : (await searchMunicipalities(db, text, limit)).map(toCityResult);
  const inState = await searchMunicipalities(db, state.name, limit, { uf: state.uf });
  if (state.explicit) return inState.map(toCityResult);

  const whole = (await searchMunicipalities(db, text, limit)).filter((row) => row.rank < FUZZY_RANK);
  const seen = new Set<number>();
  // A stable sort: at equal rank the whole text's matches stay ahead of the state's.
  return [...whole, ...inState]
    .sort((a, b) => a.rank - b.rank)
    .filter((row) => !seen.has(row.ibgeCode) && seen.add(row.ibgeCode))
    .slice(0, limit)
    .map(toCityResult);
}

function toCityLink(row: MunicipalityDistanceRow): CityLink {
  return { name: row.name, state: row.uf, pageSlug: `${row.slug}-${row.uf.toLowerCase()}`, distanceKm: row.distanceKm };
}

/**
 * What a city page (`/contabilidade-em/{slug}-{uf}`, `/contador-em/...`) shows about its
 * municipality: the state and region, the codes, the capital and the nearest cities. A slug
 * that names no municipality answers 404 "Cidade não encontrada".
 */
export async function getCityPage(db: Database, pageSlug: string): Promise<CityPage> {
  const match = /^(.+)-([a-z]{2})$/.exec(pageSlug);
  const uf = match?.[2]?.toUpperCase() ?? '';
  const city = match && STATES.has(uf) ? await findMunicipalityBySlug(db, match[1] ?? '', uf) : undefined;
  if (!city) throw notFound(CITY_NOT_FOUND_MESSAGE);

  const point = { latitude: city.latitude, longitude: city.longitude };
  const [nearby, state] = await Promise.all([
    listNearestMunicipalities(db, { ...point, exceptIbgeCode: city.ibgeCode }, CITY_NEARBY_COUNT),
    findStateCapitalAndCount(db, city.uf, point),
  ]);
  return {
    ibgeCode: city.ibgeCode,
    name: city.name,
    state: city.uf,
    stateName: city.stateName,
    region: city.region,
    pageSlug: `${city.slug}-${city.uf.toLowerCase()}`,
    isCapital: city.isCapital,
    ddd: city.ddd,
    timezone: city.timezone,
    siafiCode: city.siafiCode,
    stateMunicipalityCount: state.count,
    capital: city.isCapital || !state.capital ? null : toCityLink(state.capital),
    nearby: nearby.map(toCityLink),
  };
}
