import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NfseCancellationInput, NfsRequest, NfsRequestInput, NfsScheduleInput } from '@contabil/contracts';
import { useApiClient } from '~/lib/api-client-context';
import { liveRefreshInterval } from '../request-status';
import {
  cancelNote,
  cancelRequest,
  createRequest,
  fetchRequest,
  fetchRequests,
  fetchSavedTakers,
  invoicesKeys,
  searchServiceCodes,
  type RequestsFilters,
} from './invoices-api';
import { createSchedule, deleteSchedule, fetchActiveSchedules, fetchSchedules, updateSchedule } from './schedules-api';

/**
 * One page of the company's requests. While a request on it waits for the accountants
 * it is asked for again every ~10 s, and whenever the window gets the focus back.
 */
export function useRequestsPage(companyId: string, filters: RequestsFilters) {
  const client = useApiClient();
  return useQuery({
    queryKey: invoicesKeys.requestsPage(companyId, filters),
    queryFn: ({ signal }) => fetchRequests(client, companyId, filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => liveRefreshInterval(query.state.data?.items),
    refetchOnWindowFocus: 'always',
  });
}

/** One request (the detail), live like the list; the list's copy shows meanwhile. */
export function useRequest(companyId: string, id: string | null, fromList?: NfsRequest) {
  const client = useApiClient();
  return useQuery({
    queryKey: invoicesKeys.request(companyId, id ?? ''),
    queryFn: ({ signal }) => fetchRequest(client, companyId, id ?? '', signal),
    enabled: !!id,
    ...(fromList ? { placeholderData: fromList } : {}),
    refetchInterval: (query) => liveRefreshInterval(query.state.data ? [query.state.data] : undefined),
    refetchOnWindowFocus: 'always',
  });
}

export function useCreateRequest(companyId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NfsRequestInput) => createRequest(client, companyId, input),
    // The taker is saved with the request: the suggestions change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.company(companyId) }),
  });
}

export function useCancelRequest(companyId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelRequest(client, companyId, id),
    // A refusal (already taken) also means the status on screen is old.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.requests(companyId) }),
  });
}

/** Cancels an issued note on the Sefin Nacional; the request (and the list) is read again either way. */
export function useCancelNote(companyId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: NfseCancellationInput }) =>
      cancelNote(client, companyId, id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.requests(companyId) }),
  });
}

export function useSavedTakers(companyId: string, query: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: invoicesKeys.takersSearch(companyId, query.trim()),
    queryFn: ({ signal }) => fetchSavedTakers(client, companyId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The national list, searched once two characters are typed. */
export function useServiceCodes(search: string) {
  const client = useApiClient();
  const trimmed = search.trim();
  return useQuery({
    queryKey: invoicesKeys.serviceCodes(trimmed),
    queryFn: ({ signal }) => searchServiceCodes(client, trimmed, signal),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
    // Reference data: it does not change while the page is open.
    staleTime: 60 * 60 * 1000,
  });
}

export function useSchedules(companyId: string, offset: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: invoicesKeys.schedulesPage(companyId, offset),
    queryFn: ({ signal }) => fetchSchedules(client, companyId, offset, signal),
    placeholderData: keepPreviousData,
  });
}

/** The next automatic requests: `GET /nfs/schedulers/active`, refreshed with the schedules (same key prefix). */
export function useActiveSchedules(companyId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: invoicesKeys.activeSchedules(companyId),
    queryFn: ({ signal }) => fetchActiveSchedules(client, companyId, signal),
  });
}

/** Creates (id null) or replaces a schedule; pause and resume are replacements with another `active`. */
export function useSaveSchedule(companyId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: NfsScheduleInput }) =>
      id ? updateSchedule(client, companyId, id, input) : createSchedule(client, companyId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKeys.schedules(companyId) }),
        queryClient.invalidateQueries({ queryKey: invoicesKeys.takers(companyId) }),
      ]),
  });
}

export function useDeleteSchedule(companyId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSchedule(client, companyId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.schedules(companyId) }),
  });
}
