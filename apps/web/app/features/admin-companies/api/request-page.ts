import type { z } from 'zod';
import type { ApiClient } from '~/lib/api-client';

export interface Page<T> {
  items: T[];
  offset: number;
  limit: number;
  /** True when there is at least one more item after this page. */
  hasNext: boolean;
}

/**
 * One page of a list call (`limit`/`offset`). The API client hands back the envelope's
 * `data` only, not `total`, so the page asks for one item more than it shows: that
 * extra item says whether a next page exists.
 */
export async function requestPage<T>(
  client: ApiClient,
  path: string,
  item: z.ZodType<T>,
  {
    limit,
    offset,
    params = {},
    signal,
  }: { limit: number; offset: number; params?: Record<string, string | undefined>; signal?: AbortSignal },
): Promise<Page<T>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  query.set('limit', String(limit + 1));
  query.set('offset', String(offset));
  const rows = await client.request(`${path}?${query}`, {
    schema: item.array(),
    ...(signal ? { signal } : {}),
  });
  return { items: rows.slice(0, limit), offset, limit, hasNext: rows.length > limit };
}
