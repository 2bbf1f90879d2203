import { z } from 'zod';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './pagination.js';

/** Accepts "6201-5/01" or "6201501"; outputs the 7 digits. */
export const cnaeCodeSchema = z
  .string({ error: 'CNAE inválido' })
  .trim()
  .refine((value) => /^\d{4}-?\d\/?\d{2}$/.test(value), 'CNAE inválido')
  .transform((value) => value.replace(/\D/g, ''));

/** "6201501" -> "6201-5/01". */
export function formatCnaeCode(code: string): string {
  const digits = code.replace(/\D/g, '');
  if (digits.length !== 7) return code;
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}`;
}

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /cnaes` (spec section 7): search by code or words, accent-insensitive. */
export const cnaesQuerySchema = z.object({
  search: z.string().trim().max(100, 'Digite no máximo 100 caracteres').optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  isActive: booleanParam.optional(),
});
export type CnaesQuery = z.infer<typeof cnaesQuerySchema>;

const levelSchema = z.object({ code: z.string(), text: z.string() });

/**
 * One band ("faixa") of a Simples Nacional annex (LC 123, Anexos I to V): revenue of the
 * last 12 months within [revenueFrom, revenueTo], the nominal rate and the amount deducted,
 * in reais (decision 019). From the annex tables the Simples engine uses.
 */
export const simplesNominalBandSchema = z.object({
  /** 1 to 6. */
  band: z.number().int(),
  /** Reais. */
  revenueFrom: z.number(),
  /** Reais. */
  revenueTo: z.number(),
  /** Basis points: 600 = 6%. */
  nominalRateBps: z.number().int(),
  /** Reais. */
  deduction: z.number(),
});
export type SimplesNominalBand = z.infer<typeof simplesNominalBandSchema>;

/**
 * A CNAE subclass with the spec's client names (tax_rates -> taxRates, is_allowed_mei ->
 * isAllowedMei, is_r_factor -> isRFactor, is_active -> isActive).
 */
export const cnaeSchema = z.object({
  /** "6201-5/01". */
  code: z.string(),
  text: z.string(),
  taxRates: z.object({
    simplesSituation: z.enum(['allowed', 'barred', 'ambiguous']),
    annex: z.enum(['I', 'II', 'III', 'IV', 'V']).nullable(),
    /** The mapping is one library's reading of LC 123, not the Receita's: the product says so. */
    isOfficial: z.boolean(),
    source: z.string(),
    /** The annex's nominal rates by band, lowest revenue first; empty without an annex. */
    bands: z.array(simplesNominalBandSchema),
  }),
  isAllowedMei: z.boolean(),
  /** Fator R decides between annexes III and V; null when the source does not say. */
  isRFactor: z.boolean().nullable(),
  cnaeAllowedActivities: z.array(z.string()),
  cnaeNotAllowedActivities: z.array(z.string()),
  obs: z.array(z.string()),
  hierarchy: z.object({ section: levelSchema, division: levelSchema, group: levelSchema, class: levelSchema }),
  isActive: z.boolean(),
});
export type Cnae = z.infer<typeof cnaeSchema>;

export const cnaesResponseSchema = z.object({ total: z.number().int(), data: z.array(cnaeSchema) });
export type CnaesResponse = z.infer<typeof cnaesResponseSchema>;

/**
 * The `{code}-{text}` part of a CNAE page's address (`/tools/cnae/{slug}`): the 7 digits and
 * the description in lower case, without accents, words joined by hyphens:
 * ("6201-5/01", "Desenvolvimento de programas...") -> "6201501-desenvolvimento-de-programas...".
 */
export function cnaeSlug(code: string, text: string): string {
  const digits = code.replace(/\D/g, '');
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${digits}-${words}` : digits;
}

/** `GET /cnaes/{code}`: "6201501" or "6201-5/01" (the slash URL-encoded or not). */
export const cnaeCodeParamsSchema = z.object({ code: cnaeCodeSchema });

/** Another subclass a note names, e.g. "(6202-3/00)" in "não compreende". */
export const cnaeReferenceSchema = z.object({
  /** "6202-3/00". */
  code: z.string(),
  text: z.string(),
  /** Its page's `{code}-{text}`. */
  slug: z.string(),
});
export type CnaeReference = z.infer<typeof cnaeReferenceSchema>;

/** An occupation the MEI may exercise under the subclass (Res. CGSN 140 Anexo XI). */
export const cnaeMeiOccupationSchema = z.object({
  occupation: z.string(),
  /** The subclass as the MEI table words it (sometimes differs from the CNAE's). */
  description: z.string(),
  isSubjectToIss: z.boolean(),
  isSubjectToIcms: z.boolean(),
});
export type CnaeMeiOccupation = z.infer<typeof cnaeMeiOccupationSchema>;

/**
 * One subclass with everything its public page shows: the list item plus the notes in
 * IBGE's words, the whole activity index, the MEI occupations, the Simples legal basis
 * and the subclasses the notes name.
 */
export const cnaeDetailSchema = cnaeSchema.extend({
  /** `{code}-{text}` of its page. */
  slug: z.string(),
  taxRates: cnaeSchema.shape.taxRates.extend({
    /** The article of LC 123 or Res. CGSN 140 behind the situation and annex. */
    legalBasis: z.string(),
  }),
  notes: z.object({
    /** "Esta subclasse compreende" (without the "compreende ainda" items). */
    includes: z.array(z.string()),
    /** "Esta subclasse compreende ainda". */
    alsoIncludes: z.array(z.string()),
    /** "Esta subclasse não compreende", each item naming the code that does. */
    excludes: z.array(z.string()),
    remarks: z.array(z.string()),
  }),
  /** The IBGE activity index entries of the subclass, in the index's order. */
  activities: z.array(z.string()),
  meiOccupations: z.array(cnaeMeiOccupationSchema),
  /** The subclasses the notes name that exist in the table, in code order. */
  referencedCnaes: z.array(cnaeReferenceSchema),
});
export type CnaeDetail = z.infer<typeof cnaeDetailSchema>;
export const cnaeDetailResponseSchema = z.object({ data: cnaeDetailSchema });
export type CnaeDetailResponse = z.infer<typeof cnaeDetailResponseSchema>;
