import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries what is safe to retry; a second layer would multiply the attempts.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
