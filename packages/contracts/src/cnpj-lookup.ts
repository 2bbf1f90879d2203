import { z } from 'zod';
import { addressSchema } from './companies.js';

/** What a BrasilAPI-compatible lookup says about a CNPJ, reduced to what we use. */
export const cnpjLookupSchema = z.object({
  exists: z.boolean(),
  /**
   * What decided `exists`: the Receita's data (the lookup ran), or only the check digits (the
   * lookup is off, or the digits are wrong). Screens say "encontrado na Receita" only for the first.
   */
  checkedWith: z.enum(['receita', 'check_digits']),
  company: z
    .object({
      legalName: z.string(),
      tradeName: z.string().nullable(),
      /** "ATIVA", "BAIXADA", ... as the Receita writes it. */
      registrationStatus: z.string().nullable(),
      openedAt: z.string().nullable(),
      mainCnae: z.string().nullable(),
      secondaryCnaes: z.array(z.string()),
      address: addressSchema.nullable(),
    })
    .nullable(),
});
export type CnpjLookup = z.infer<typeof cnpjLookupSchema>;

/** The front-end server's `GET /api/cnpj-exists?cnpj=` (spec section 7). */
export const cnpjExistsResponseSchema = z.object({
  exists: z.boolean(),
  /**
   * What decided, when something did: the Receita, or only the check digits (wrong digits, or
   * the API's lookup is off). Absent when nothing could be asked (no session, the API failed):
   * `exists` is then false, as the spec says of any lookup failure.
   */
  checkedWith: cnpjLookupSchema.shape.checkedWith.optional(),
});
export type CnpjExistsResponse = z.infer<typeof cnpjExistsResponseSchema>;
