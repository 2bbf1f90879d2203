import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import { fetchSimplesReport, reportsKeys } from './reports-api';

/** The month's Simples Nacional computation (`GET /reports/simples-nacional`), one query for every part that shows it. */
export function useSimplesReport(companyId: string, period: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: reportsKeys.simples(companyId, period),
    queryFn: ({ signal }) => fetchSimplesReport(client, companyId, period, signal),
  });
}
