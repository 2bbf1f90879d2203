import { titleCaseSlug } from './slug-text';

/** The 26 states and the Federal District, as they end a city slug ("sao-paulo-sp"). */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

export interface CitySlug {
  /** The city part of the slug, as in the URL ("sao-paulo"). */
  citySlug: string;
  /** A readable name made from the slug ("Sao Paulo"); slugs have no accents. */
  cityName: string;
  state: BrazilianState;
}

const CITY_SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z]{2})$/;

/** Reads `{city}-{state}` (spec section 2): the last two letters are the state (UF). */
export function parseCitySlug(slug: string): CitySlug | null {
  const match = CITY_SLUG.exec(slug.toLowerCase());
  if (!match) return null;
  const [, citySlug = '', stateSlug = ''] = match;
  const state = BRAZILIAN_STATES.find((uf) => uf === stateSlug.toUpperCase());
  if (!state) return null;
  return { citySlug, cityName: titleCaseSlug(citySlug), state };
}
