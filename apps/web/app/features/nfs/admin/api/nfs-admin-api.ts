import {
  nfsRequestSchema,
  type NfsAttention,
  type NfseCancellationInput,
  type NfsFileKind,
  type NfsRequest,
  type NfsRequestStatus,
  type NfsStatusChange,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { uploadFileToApi, type FileUploadOptions } from '~/lib/xhr-upload';
import { requestPage, type Page } from '~/lib/request-page';

export const NFS_QUEUE_PAGE_SIZE = 20;
/** The queue reloads itself this often while the page is open (and the tab visible). */
export const NFS_QUEUE_REFRESH_MS = 15_000;

export interface NfsQueueFilters {
  query: string;
  /** null: every status. */
  status: NfsRequestStatus | null;
  /** The day it was asked, `YYYY-MM-DD` (Brasília); null: any day. */
  date: string | null;
  /** One company's requests only (from a link); null: every company. */
  companyId: string | null;
  /** A national send or delivery that spent its retries (the work queue's links); null: any. */
  attention: NfsAttention | null;
  offset: number;
}

export const nfsAdminKeys = {
  all: ['admin', 'nfs-requests'] as const,
  queue: (filters: NfsQueueFilters) => ['admin', 'nfs-requests', 'queue', filters] as const,
};

/** `GET /nfs/requests/search` (system admins): every company's requests, oldest waiting first. */
export function fetchNfsQueue(
  client: ApiClient,
  filters: NfsQueueFilters,
  signal?: AbortSignal,
): Promise<Page<NfsRequest>> {
  return requestPage(client, '/nfs/requests/search', nfsRequestSchema, {
    limit: NFS_QUEUE_PAGE_SIZE,
    filters,
    signal,
  });
}

/**
 * `PUT /nfs/requests/{id}/status/{status}`: take (processing), issue (invoiceNumber and
 * issueDate) or reject (reason). 409 with the reason when the move is no longer possible.
 */
export function changeNfsRequestStatus(
  client: ApiClient,
  id: string,
  status: NfsRequestStatus,
  body: NfsStatusChange = {},
): Promise<NfsRequest> {
  return client.request(`/nfs/requests/${encodeURIComponent(id)}/status/${status}`, {
    method: 'PUT',
    body,
    schema: nfsRequestSchema,
    // A 409 here means someone else moved it first: show that at once.
    retry: false,
  });
}

/**
 * `POST /nfs/requests/{id}/approve`: reviewed mode; the DPS is numbered, validated, signed and
 * queued for the Sefin Nacional (400 naming the field when it cannot make a valid DPS).
 */
export function approveNfsRequest(client: ApiClient, id: string): Promise<NfsRequest> {
  return client.request(`/nfs/requests/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: nfsRequestSchema,
    retry: false,
  });
}

/** `POST /nfs/requests/{id}/retry`: a national send or delivery that spent its retries goes again. */
export function retryNationalStep(client: ApiClient, id: string): Promise<NfsRequest> {
  return client.request(`/nfs/requests/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: nfsRequestSchema,
    retry: false,
  });
}

/** `POST /nfs/requests/{id}/cancel?companyId=`: our accountant cancels a national note on the Sefin. */
export function cancelNationalNote(
  client: ApiClient,
  request: Pick<NfsRequest, 'id' | 'companyId'>,
  input: NfseCancellationInput,
): Promise<NfsRequest> {
  return client.request(
    `/nfs/requests/${encodeURIComponent(request.id)}/cancel?${new URLSearchParams({ companyId: request.companyId })}`,
    { method: 'POST', body: input, schema: nfsRequestSchema, retry: false },
  );
}

export type NfsUploadOptions = FileUploadOptions & { requestId: string; kind: NfsFileKind };

/**
 * `POST /nfs/requests/{id}/files/{kind}`, multipart field "file"; answers the request
 * with hasPdf/hasXml updated. XMLHttpRequest rather than fetch: only it reports the
 * upload's progress. Errors come as the API client's ApiError.
 */
export function uploadNfsFile({ requestId, kind, ...options }: NfsUploadOptions): Promise<NfsRequest> {
  return uploadFileToApi({
    ...options,
    path: `/nfs/requests/${encodeURIComponent(requestId)}/files/${kind}`,
    schema: nfsRequestSchema,
  });
}

/**
 * The web server's link that downloads one of the note's files with the session's token
 * (the invoices' resource route, `/app/invoices/:requestId/files/:kind?companyId=`).
 */
export function nfsFileHref(request: Pick<NfsRequest, 'id' | 'companyId'>, kind: NfsFileKind): string {
  return `/app/invoices/${encodeURIComponent(request.id)}/files/${kind}?${new URLSearchParams({ companyId: request.companyId })}`;
}
