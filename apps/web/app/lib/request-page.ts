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

/** A list's filters as its screen keeps them: the page's offset, the search text and choices (null: any). */
type ListFilters<F> = { offset: number } & { [K in keyof F]: K extends 'offset' ? number : string | null };

type PageQuery<F> = {
  limit: number;
  /** Parameters sent before the filters (the company); an empty or null one is left out. */
  params?: Record<string, string | null | undefined>;
  signal?: AbortSignal | undefined;
} & ({ offset: number } | { filters: F & ListFilters<F> });

/**
 * One page of a list call (`limit`/`offset`), with the list's total from the envelope. With
 * `filters`, the list's filters go to the query string in their order after `params`, trimmed,
 * an empty or null one left out, and their offset is the page's.
 */
export async function requestPage<T, F = never>(
  client: ApiClient,
  path: string,
  item: z.ZodType<T>,
  { limit, params = {}, signal, ...page }: PageQuery<F>,
): Promise<Page<T>> {
  const { offset, ...filters } = 'filters' in page ? page.filters : { offset: page.offset };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  for (const [name, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) query.set(name, text);
  }
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  const response = await client.request(`${path}?${query}`, {
    schema: listEnvelope(item),
    envelope: true,
    ...(signal ? { signal } : {}),
  });
  return {
    items: response.data,
    offset,
    limit,
    total: response.total,
    hasNext: offset + response.data.length < response.total,
  };
}
