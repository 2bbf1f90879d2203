import type { z } from 'zod';
import { listEnvelope } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export interface Page<T> {
  items: T[];
  offset: number;
  limit: number;
  /** How many items the whole list has. */
  total: number;
  /** True when there is at least one more item after this page. */
  hasNext: boolean;
}

/** One page of a list call (`limit`/`offset`), with the list's total from the envelope. */
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
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  const page = await client.request(`${path}?${query}`, {
    schema: listEnvelope(item),
    envelope: true,
    ...(signal ? { signal } : {}),
  });
  return {
    items: page.data,
    offset,
    limit,
    total: page.total,
    hasNext: offset + page.data.length < page.total,
  };
}
