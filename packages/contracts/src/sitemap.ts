import { z } from 'zod';
import { dataEnvelope } from './pagination.js';

// What the web's sitemaps need from the API (`/sitemaps/*.xml`): every city page and every
// CNAE subclass page, in one small answer each.

/** One municipality's pages: `/contabilidade-em/{slug}-{uf}` and `/contador-em/{slug}-{uf}`. */
export const sitemapCitySchema = z.object({
  /** "sao-paulo": lowercase, unaccented, hyphenated. */
  slug: z.string(),
  /** "SP". */
  uf: z.string(),
});
export type SitemapCity = z.infer<typeof sitemapCitySchema>;

/** `GET /sitemap/cities`: every municipality, by state then slug. */
export const sitemapCitiesResponseSchema = dataEnvelope(z.array(sitemapCitySchema));
export type SitemapCitiesResponse = z.infer<typeof sitemapCitiesResponseSchema>;

/** One subclass page: `/tools/cnae/{slug}`. */
export const sitemapCnaeSchema = z.object({
  /** "6201-5/01". */
  code: z.string(),
  /** "6201501-desenvolvimento-de-programas-de-computador-sob-encomenda" (`cnaeSlug`). */
  slug: z.string(),
});
export type SitemapCnae = z.infer<typeof sitemapCnaeSchema>;

/** `GET /sitemap/cnaes`: every active subclass, by code. */
export const sitemapCnaesResponseSchema = dataEnvelope(z.array(sitemapCnaeSchema));
export type SitemapCnaesResponse = z.infer<typeof sitemapCnaesResponseSchema>;
