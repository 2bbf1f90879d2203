import {
  MAX_PAGE_SIZE,
  nfsRequestSchema,
  nfsSavedTakerSchema,
  nfsServiceCodeSchema,
  type NfseCancellationInput,
  type NfsFileKind,
  type NfsRequest,
  type NfsRequestInput,
  type NfsRequestStatus,
  type NfsSavedTaker,
  type NfsServiceCode,
} from '@contabil/contracts';
import { requestPage, type Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

/** Spec: the requests list shows 10 per page. */
export const REQUESTS_PAGE_SIZE = 10;
/** How many saved takers and service codes a search offers. */
export const SUGGESTIONS_LIMIT = 8;

export interface RequestsFilters {
  query: string;
  status: NfsRequestStatus | null;
  /** The day the request was made, `YYYY-MM-DD`. */
  date: string | null;
  offset: number;
}

export const invoicesKeys = {
  company: (companyId: string) => ['nfs', companyId] as const,
  requests: (companyId: string) => ['nfs', companyId, 'requests'] as const,
  requestsPage: (companyId: string, filters: RequestsFilters) =>
    ['nfs', companyId, 'requests', 'page', filters] as const,
  request: (companyId: string, id: string) => ['nfs', companyId, 'requests', 'one', id] as const,
  takers: (companyId: string) => ['nfs', companyId, 'takers'] as const,
  takersSearch: (companyId: string, query: string) => ['nfs', companyId, 'takers', query] as const,
  serviceCodes: (search: string) => ['nfs', 'service-codes', search] as const,
  schedules: (companyId: string) => ['nfs', companyId, 'schedules'] as const,
  schedulesPage: (companyId: string, offset: number) => ['nfs', companyId, 'schedules', offset] as const,
  activeSchedules: (companyId: string) => ['nfs', companyId, 'schedules', 'active'] as const,
};

const companyQuery = (companyId: string) => `companyId=${encodeURIComponent(companyId)}`;
const requestPath = (id: string) => `/nfs/requests/${encodeURIComponent(id)}`;

/** `GET /nfs/requests`: the company's requests, newest first. */
export function fetchRequests(
  client: ApiClient,
  companyId: string,
  filters: RequestsFilters,
  signal?: AbortSignal,
): Promise<Page<NfsRequest>> {
  return requestPage(client, '/nfs/requests', nfsRequestSchema, {
    limit: REQUESTS_PAGE_SIZE,
    params: { companyId },
    filters,
    signal,
  });
}

/** The company's requests made on `date` (`YYYY-MM-DD`, Brasília), up to 100: what a new request may repeat. */
export async function fetchRequestsOfDay(client: ApiClient, companyId: string, date: string): Promise<NfsRequest[]> {
  const page = await requestPage(client, '/nfs/requests', nfsRequestSchema, {
    limit: MAX_PAGE_SIZE,
    offset: 0,
    params: { companyId, date },
  });
  return [...page.items];
}

/** `GET /nfs/requests/{id}`. */
export function fetchRequest(
  client: ApiClient,
  companyId: string,
  id: string,
  signal?: AbortSignal,
): Promise<NfsRequest> {
  return client.request(`${requestPath(id)}?${companyQuery(companyId)}`, {
    schema: nfsRequestSchema,
    signal,
  });
}

/** `POST /nfs/requests`: the note is asked for; an accountant takes it from the queue. */
export function createRequest(client: ApiClient, companyId: string, input: NfsRequestInput): Promise<NfsRequest> {
  return client.request(`/nfs/requests?${companyQuery(companyId)}`, {
    method: 'POST',
    body: input,
    schema: nfsRequestSchema,
  });
}

/** `DELETE /nfs/requests/{id}`: cancels it while still requested (409 with the reason otherwise). */
export function cancelRequest(client: ApiClient, companyId: string, id: string): Promise<void> {
  // A 409 means an accountant took it: say so at once instead of retrying.
  return client.request(`${requestPath(id)}?${companyQuery(companyId)}`, { method: 'DELETE', retry: false });
}

/**
 * `POST /nfs/requests/{id}/cancel`: cancels a note issued by the national API on the Sefin
 * (company-admins and our accountants; 403/409 with the reason otherwise).
 */
export function cancelNote(
  client: ApiClient,
  companyId: string,
  id: string,
  input: NfseCancellationInput,
): Promise<NfsRequest> {
  // A refusal of the Sefin is an answer, not a hiccup: never sent twice by the client.
  return client.request(`${requestPath(id)}/cancel?${companyQuery(companyId)}`, {
    method: 'POST',
    body: input,
    schema: nfsRequestSchema,
    retry: false,
  });
}

/** `GET /nfs/takers`: takers saved from earlier requests, by name or document. */
export async function fetchSavedTakers(
  client: ApiClient,
  companyId: string,
  query: string,
  signal?: AbortSignal,
): Promise<Page<NfsSavedTaker>> {
  return requestPage(client, '/nfs/takers', nfsSavedTakerSchema, {
    limit: SUGGESTIONS_LIMIT,
    offset: 0,
    params: { companyId, query: query.trim() },
    signal,
  });
}

/** `GET /nfs/service-codes`: the national list (cTribNac) by code or words. */
export async function searchServiceCodes(
  client: ApiClient,
  search: string,
  signal?: AbortSignal,
): Promise<NfsServiceCode[]> {
  const page = await requestPage(client, '/nfs/service-codes', nfsServiceCodeSchema, {
    limit: SUGGESTIONS_LIMIT,
    offset: 0,
    params: { search: search.trim() },
    signal,
  });
  return page.items;
}

/** The note's PDF and XML (the request's files), or the national DPS sent and the NFS-e received. */
export type InvoiceFileKind = NfsFileKind | 'dps' | 'nfse';

/**
 * The web server's link that downloads an issued note's file with the session's token
 * (see routes/app/invoice-file.ts): a plain link, so the browser saves it.
 */
export function invoiceFileHref(companyId: string, requestId: string, kind: InvoiceFileKind): string {
  return `/app/invoices/${encodeURIComponent(requestId)}/files/${kind}?${companyQuery(companyId)}`;
}
