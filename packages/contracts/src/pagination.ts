import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_COMPANIES_PAGE_SIZE = 25;
export const DEFAULT_CITY_SEARCH_PAGE_SIZE = 5;

/** `limit`/`offset` query params; the default page size differs per list (spec section 9). */
export function paginationQuerySchema(defaultLimit: number = DEFAULT_PAGE_SIZE) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
}
export type PaginationQuery = z.infer<ReturnType<typeof paginationQuerySchema>>;

export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

export const paginationMessages = {
  invalidCursor: 'Cursor de paginação inválido: peça a primeira página de novo.',
} as const;

/**
 * `cursor`: keyset pagination. The value is the `nextCursor` of the previous page, opaque to
 * clients; with it the page starts right after that row whatever its depth (`offset` is then
 * ignored), so a page costs the same at row 50 and at row 1,000,000.
 */
export const cursorQuerySchema = z.object({
  cursor: z
    .string()
    .max(400, { error: paginationMessages.invalidCursor })
    .regex(/^[A-Za-z0-9_-]+$/, { error: paginationMessages.invalidCursor })
    .optional(),
});

/** The list envelope plus the cursor of the next page (null on the last page). */
export function keysetListEnvelope<T extends z.ZodType>(item: T) {
  return listEnvelope(item).extend({ nextCursor: z.string().nullable() });
}
