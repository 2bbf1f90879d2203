import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepId, StepPayloadInputs, Track } from '@contabil/contracts';
import { useApiClient } from '~/lib/api-client-context';
import { readStoredSession, storeSession } from '~/lib/session-cookies';
import { refreshCompanyContext } from '~/session/company-context-api';
import { saveStep, trackQueryKey } from './track-api';

/** Steps whose payload changes the company itself (name, CNPJ, address...): the context is reloaded after them. */
export const STEPS_CHANGING_THE_COMPANY: readonly StepId[] = [
  'pre-registration',
  'select-fiscal-address',
  'migrate-accountant',
  'download-company-info',
];

/** Keeps the cookies' copy of the track in step, for the guards and the next page load. */
export function storeTrackInSession(track: Track, doc: Document = document): void {
  const { contextCompany } = readStoredSession(doc);
  storeSession(
    {
      track: {
        trackId: track.trackId,
        status: track.status,
        steps: track.steps.map(({ stepId, status }) => ({ stepId, status })),
      },
      ...(contextCompany
        ? { contextCompany: { ...contextCompany, trackId: track.trackId, trackStatus: track.status } }
        : {}),
    },
    doc,
  );
}

/** Saves one step; the track it answers replaces the cached one. */
export function useSaveStep<S extends StepId>(companyId: string, stepId: S) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StepPayloadInputs[S]) => saveStep(client, companyId, stepId, payload),
    onSuccess: (track) => {
      queryClient.setQueryData(trackQueryKey(companyId), track);
      storeTrackInSession(track);
      if (STEPS_CHANGING_THE_COMPANY.includes(stepId)) void refreshCompanyContext(client, companyId);
    },
  });
}
