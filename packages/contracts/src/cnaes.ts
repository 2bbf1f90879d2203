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
