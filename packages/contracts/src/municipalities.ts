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
