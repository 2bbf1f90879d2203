import { z } from 'zod';
import { DEFAULT_CITY_SEARCH_PAGE_SIZE } from './pagination.js';

export const CITY_SEARCH_MAX_QUERY_LENGTH = 80;
export const CITY_SEARCH_MAX_LIMIT = 20;

const cityQueryRequired = 'Digite o nome da cidade';
const cityQueryTooLong = `Digite no máximo ${CITY_SEARCH_MAX_QUERY_LENGTH} caracteres`;
const cityLimitRange = `O limite deve ser um número entre 1 e ${CITY_SEARCH_MAX_LIMIT}`;

/** `GET /municipalities/search` (API) and `GET /api/city-search` (web): accent- and case-insensitive. */
export const citySearchQuerySchema = z.object({
  q: z
    .string({ error: cityQueryRequired })
    .trim()
    .min(1, cityQueryRequired)
    .max(CITY_SEARCH_MAX_QUERY_LENGTH, cityQueryTooLong),
  limit: z.coerce
    .number({ error: cityLimitRange })
    .int(cityLimitRange)
    .min(1, cityLimitRange)
    .max(CITY_SEARCH_MAX_LIMIT, cityLimitRange)
    .default(DEFAULT_CITY_SEARCH_PAGE_SIZE),
});
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;

/** One IBGE municipality as the city search answers it. */
export const cityResultSchema = z.object({
  /** 7-digit IBGE code, e.g. 3550308 for São Paulo. */
  ibgeCode: z.number().int(),
  name: z.string(),
  /** UF, e.g. 'SP'. */
  state: z.string().length(2),
  /** Lowercase, unaccented, hyphenated name (pages /contabilidade-em/{slug}-{uf}). */
  slug: z.string(),
  isCapital: z.boolean(),
});
export type CityResult = z.infer<typeof cityResultSchema>;

export const citySearchResponseSchema = z.object({ data: z.array(cityResultSchema) });
export type CitySearchResponse = z.infer<typeof citySearchResponseSchema>;

export const CITY_NOT_FOUND_MESSAGE = 'Cidade não encontrada';
export const CITY_NEARBY_COUNT = 6;

/** `{slug}-{uf}` of the city pages, e.g. `sao-paulo-sp`: lower case, unaccented, hyphenated. */
export const citySlugParamsSchema = z.object({
  citySlug: z
    .string()
    .trim()
    .max(CITY_SEARCH_MAX_QUERY_LENGTH + 3, CITY_NOT_FOUND_MESSAGE)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/, CITY_NOT_FOUND_MESSAGE),
});

/** A municipality linked from a city page (the state capital, the nearest cities). */
export const cityLinkSchema = z.object({
  name: z.string(),
  state: z.string().length(2),
  /** The full page slug, `{slug}-{uf}`. */
  pageSlug: z.string(),
  /** Straight-line distance from the page's city, in whole kilometres (0 for the city itself). */
  distanceKm: z.number().int().nonnegative(),
});
export type CityLink = z.infer<typeof cityLinkSchema>;

/** `GET /municipalities/by-slug/{citySlug}`: what a city page shows about its municipality. */
export const cityPageSchema = z.object({
  ibgeCode: z.number().int(),
  name: z.string(),
  state: z.string().length(2),
  stateName: z.string(),
  /** Norte, Nordeste, Sudeste, Sul or Centro-Oeste. */
  region: z.string(),
  pageSlug: z.string(),
  isCapital: z.boolean(),
  ddd: z.number().int(),
  /** IANA zone, e.g. America/Sao_Paulo. */
  timezone: z.string(),
  /** 4-digit TOM/SIAFI code the Receita Federal uses for the city (DARF, CNPJ data). */
  siafiCode: z.string(),
  /** How many municipalities the state has. */
  stateMunicipalityCount: z.number().int().positive(),
  /** The state capital, null when the page is the capital. */
  capital: cityLinkSchema.nullable(),
  /** The nearest municipalities (any state), nearest first. */
  nearby: z.array(cityLinkSchema).max(CITY_NEARBY_COUNT),
});
export type CityPage = z.infer<typeof cityPageSchema>;
export const cityPageResponseSchema = z.object({ data: cityPageSchema });
