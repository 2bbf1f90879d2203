import { z } from 'zod';
import {
  documentArchiveMonthSchema,
  documentSchema,
  listEnvelope,
  type CompanyDocument,
  type DocumentArchiveMonth,
  type DocumentCreate,
  type DocumentStatus,
  type DocumentType,
} from '@contabil/contracts';
import type { Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

/** The documents list shows 10 per page (the API's default). */
export const DOCUMENTS_PAGE_SIZE = 10;
/** Guides to pay and the company's own documents come in one call: there are never many. */
export const WHOLE_LIST_LIMIT = 100;

export interface DocumentsQuery {
  types?: readonly DocumentType[];
  statuses?: readonly DocumentStatus[];
  /** `YYYY-MM`. */
  competence?: string;
  limit: number;
  offset: number;
}

export const documentsKeys = {
  company: (companyId: string) => ['documents', companyId] as const,
  list: (companyId: string, query: DocumentsQuery) => ['documents', companyId, 'list', query] as const,
  one: (companyId: string, id: string) => ['documents', companyId, 'one', id] as const,
  archiveMonths: (companyId: string) => ['documents', companyId, 'archive-months'] as const,
  // Apart from the lists: a change to the documents does not ask for new links.
  link: (companyId: string, key: string, inline: boolean) => ['document-links', companyId, key, inline] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const companyQuery = (companyId: string) => `companyId=${encodeURIComponent(companyId)}`;
const documentPath = (id: string) => `/documents/${encodeURIComponent(id)}`;

/** The query string of `GET /documents`, with `type` and `status` repeated. */
export function documentsSearch(companyId: string, query: DocumentsQuery): URLSearchParams {
  const search = new URLSearchParams({ companyId });
  for (const type of query.types ?? []) search.append('type', type);
  for (const status of query.statuses ?? []) search.append('status', status);
  if (query.competence) search.set('competence', query.competence);
  search.set('limit', String(query.limit));
  search.set('offset', String(query.offset));
  return search;
}

/** `GET /documents`: newest first, guides by due date. */
export async function fetchDocuments(
  client: ApiClient,
  companyId: string,
  query: DocumentsQuery,
  signal?: AbortSignal,
): Promise<Page<CompanyDocument>> {
  const page = await client.request(`/documents?${documentsSearch(companyId, query)}`, {
    schema: listEnvelope(documentSchema),
    envelope: true,
    ...withSignal(signal),
  });
  return {
    items: page.data,
    offset: query.offset,
    limit: query.limit,
    total: page.total,
    hasNext: query.offset + page.data.length < page.total,
  };
}

/** `POST /documents`: registers an object already sent through a signed upload link. */
export function createDocument(client: ApiClient, companyId: string, input: DocumentCreate): Promise<CompanyDocument> {
  return client.request(`/documents?${companyQuery(companyId)}`, {
    method: 'POST',
    body: input,
    schema: documentSchema,
  });
}

/** `PUT /documents/{id}/status/paid`: the guide was paid, with the receipt's key when one was sent. */
export function markGuidePaid(
  client: ApiClient,
  companyId: string,
  id: string,
  receiptKey: string | null,
): Promise<CompanyDocument> {
  return client.request(`${documentPath(id)}/status/paid?${companyQuery(companyId)}`, {
    method: 'PUT',
    body: receiptKey ? { receiptKey } : {},
    schema: documentSchema,
    // A 409 means it is no longer payable: say so at once.
    retry: false,
  });
}

/** `DELETE /documents/{id}`: the document and its stored file. */
export function deleteDocument(client: ApiClient, companyId: string, id: string): Promise<void> {
  return client.request(`${documentPath(id)}?${companyQuery(companyId)}`, { method: 'DELETE', retry: false });
}

/**
 * The web server's link that downloads every document of a month as one ZIP with the
 * session's token (routes/app/documents/documents-archive.ts): a plain link.
 */
/** `GET /documents/archive/months`: the months that have documents, newest first. */
export async function fetchArchiveMonths(
  client: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<DocumentArchiveMonth[]> {
  return client.request(`/documents/archive/months?${companyQuery(companyId)}`, {
    schema: z.array(documentArchiveMonthSchema),
    ...withSignal(signal),
  });
}

export function documentsArchiveHref(companyId: string, competence: string): string {
  return `/app/documents/archive/${encodeURIComponent(competence)}?${companyQuery(companyId)}`;
}
