import { useQuery } from '@tanstack/react-query';
import { citySearchResponseSchema, type CityResult } from '@contabil/contracts';

/** The web server's `GET /api/city-search?q=&limit=5` (IBGE municipalities, accent-insensitive). */
export async function searchCities(query: string, signal?: AbortSignal): Promise<CityResult[]> {
  const params = new URLSearchParams({ q: query, limit: '5' });
  const response = await fetch(`/api/city-search?${params}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`city-search ${response.status}`);
  return citySearchResponseSchema.parse(await response.json()).data;
}

export function useCitySearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['city-search', q.toLowerCase()],
    queryFn: ({ signal }) => searchCities(q, signal),
    enabled: q.length >= 2,
    staleTime: 24 * 60 * 60 * 1000,
  });
}
