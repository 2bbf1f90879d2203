import {
  companySchema,
  documentSchema,
  type Company,
  type CompanyAttention,
  type CompanyDocument,
  type CompanyStatus,
} from '@contabil/contracts';
import { requestPage, type Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

// The accountants' side of documents. What the customer's screens already call (list,
// create, delete, signed links) comes from features/documents/api; only what is ours is here.

export const COMPANIES_PAGE_SIZE = 25;

export interface CompaniesFilters {
  query: string;
  status: CompanyStatus | null;
  /** Companies with documents to review, or whose last charge failed (the work queue's rows). */
  attention: CompanyAttention | null;
  offset: number;
}

export const adminDocumentsKeys = {
  companies: (filters: CompaniesFilters) => ['admin', 'companies', 'list', filters] as const,
};

/** `GET /companies?query=&status=&limit=25&offset=` (system admins): name, alias or CNPJ. */
export function fetchCompanies(
  client: ApiClient,
  filters: CompaniesFilters,
  signal?: AbortSignal,
): Promise<Page<Company>> {
  return requestPage(client, '/companies', companySchema, {
    limit: COMPANIES_PAGE_SIZE,
    filters,
    signal,
  });
}

/**
 * `PUT /documents/{id}/status/approved|rejected?companyId=` (system admins): the review of
 * a document the company sent; rejected needs a reason. 409 when it is no longer pending.
 */
export function reviewDocument(
  client: ApiClient,
  companyId: string,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<CompanyDocument> {
  const query = new URLSearchParams({ companyId });
  return client.request(`/documents/${encodeURIComponent(id)}/status/${decision.status}?${query}`, {
    method: 'PUT',
    body: decision.status === 'rejected' ? { reason: decision.reason } : {},
    schema: documentSchema,
    // A 409 means someone else got there first: say so at once.
    retry: false,
  });
}
