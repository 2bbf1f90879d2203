import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import { fetchTrack, trackQueryKey } from './track-api';

/** The company's track; shared by the wizard page and the step indicator above it. */
export function useTrackQuery(companyId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: trackQueryKey(companyId ?? 'none'),
    queryFn: ({ signal }) => fetchTrack(client, companyId!, signal),
    enabled: !!companyId,
    staleTime: 10_000,
  });
}
