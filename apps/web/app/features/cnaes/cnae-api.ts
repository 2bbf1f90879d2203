import { useQuery } from '@tanstack/react-query';
import { cnaeSchema, type Cnae } from '@contabil/contracts';
import { z } from 'zod';
import type { ApiClient } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';

const cnaeListSchema = z.array(cnaeSchema);
export const CNAE_SEARCH_LIMIT = 10;

/** `GET /cnaes?search=&limit=&isActive=true`: by code or words, accent-insensitive. */
export function searchCnaes(client: ApiClient, search: string, signal?: AbortSignal): Promise<Cnae[]> {
  const params = new URLSearchParams({ search, limit: String(CNAE_SEARCH_LIMIT), isActive: 'true' });
  return client.request(`/cnaes?${params}`, { schema: cnaeListSchema, ...(signal ? { signal } : {}) });
}

export function useCnaeSearch(search: string) {
  const client = useApiClient();
  const query = search.trim();
  return useQuery({
    queryKey: ['cnaes', 'search', query.toLowerCase()],
    queryFn: ({ signal }) => searchCnaes(client, query, signal),
    enabled: query.length >= 2,
    staleTime: 60 * 60 * 1000,
  });
}

/** "6201-5/01" or "6201501" -> "6201501". */
export function cnaeDigits(code: string): string {
  return code.replace(/\D/g, '');
}

/** One CNAE by its code (a choice saved earlier shows its description again). */
export function useCnaeByCode(code: string | undefined) {
  const client = useApiClient();
  const digits = cnaeDigits(code ?? '');
  return useQuery({
    queryKey: ['cnaes', 'code', digits],
    queryFn: async ({ signal }) => {
      const found = await searchCnaes(client, digits, signal);
      return found.find((cnae) => cnaeDigits(cnae.code) === digits) ?? null;
    },
    enabled: digits.length === 7,
    staleTime: Infinity,
  });
}
