import { z } from 'zod';
import { cnaeSchema } from './cnaes.js';

// Pages per professional area (`/areas/{slug}`), from the functions API's
// `GET /functions/areas/{slug}` (spec section 7 "Other").

export const areaMessages = {
  areaNotFound: 'Área não encontrada',
} as const;

/** What the "other areas" links, the footer and the sitemap need. */
export const areaSummarySchema = z.object({
  /** The page's address part: `/areas/{slug}`. */
  slug: z.string(),
  /** "Médicos". */
  name: z.string(),
  /** One sentence under the page's title. */
  headline: z.string(),
});
export type AreaSummary = z.infer<typeof areaSummarySchema>;

/** A block of guidance: a heading and its paragraphs. */
export const areaSectionSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()).min(1),
});
export type AreaSection = z.infer<typeof areaSectionSchema>;

export const areaFaqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type AreaFaqItem = z.infer<typeof areaFaqItemSchema>;

/** A typical CNAE of the area, with its reference-table facts. */
export const areaCnaeSchema = z.object({
  /** "8630-5/03". */
  code: z.string(),
  text: z.string(),
  /** Its page's `{code}-{text}` (`/tools/cnae/{slug}`). */
  slug: z.string(),
  /** When the area uses this code, in a few words ("Consultório só com consultas"). */
  useWhen: z.string(),
  isAllowedMei: z.boolean(),
  isActive: z.boolean(),
  simples: z.object({
    situation: cnaeSchema.shape.taxRates.shape.simplesSituation,
    annex: cnaeSchema.shape.taxRates.shape.annex,
    /** Fator R decides between annexes III and V; null when the source does not say. */
    isRFactor: z.boolean().nullable(),
    /** The annex mapping is one library's reading of LC 123, not the Receita's: the page says so. */
    isOfficial: z.boolean(),
    source: z.string(),
  }),
});
export type AreaCnae = z.infer<typeof areaCnaeSchema>;

export const areaDetailSchema = areaSummarySchema.extend({
  /** For search results and link previews (at most about 160 characters). */
  description: z.string(),
  sections: z.array(areaSectionSchema),
  faq: z.array(areaFaqItemSchema),
  cnaes: z.array(areaCnaeSchema),
});
export type AreaDetail = z.infer<typeof areaDetailSchema>;

export const areaDetailResponseSchema = z.object({ data: areaDetailSchema });
export type AreaDetailResponse = z.infer<typeof areaDetailResponseSchema>;
export const areaListResponseSchema = z.object({ data: z.array(areaSummarySchema) });
export type AreaListResponse = z.infer<typeof areaListResponseSchema>;

/** `GET /functions/areas/{slug}`: any text; a slug outside the catalog is a 404, not a 400. */
export const areaSlugParamsSchema = z.object({ slug: z.string() });
