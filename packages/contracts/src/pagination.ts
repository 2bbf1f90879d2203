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
