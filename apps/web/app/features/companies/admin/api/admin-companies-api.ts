import {
  type AwaitedStep,
  companyOrderSchema,
  companySchema,
  trackSchema,
  type Company,
  type CompanyOrder,
  type CompanyStatus,
  type CompanyUpdate,
  type StepPayloadInputs,
  type Track,
  type TrackStatus,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { requestPage, type Page } from '~/lib/request-page';

export type OrderKind = 'opening' | 'migration';

export const ORDERS_PAGE_SIZE = 10;

const ORDER_PATHS: Record<OrderKind, string> = {
  opening: '/companies/orders/opening-requests',
  migration: '/companies/orders/migration-requests',
};

export interface OrdersFilters {
  query: string;
  status: CompanyStatus | null;
  trackStatus: TrackStatus | null;
  /** Orders whose next step is this one of our accountants (the work queue's rows). */
  waitingFor: AwaitedStep | null;
  offset: number;
}

export const adminCompaniesKeys = {
  all: ['admin', 'companies'] as const,
  orders: (kind: OrderKind, filters: OrdersFilters) => ['admin', 'companies', 'orders', kind, filters] as const,
  company: (id: string) => ['admin', 'companies', id] as const,
  track: (id: string) => ['admin', 'companies', id, 'track'] as const,
};

export function fetchOrders(
  client: ApiClient,
  kind: OrderKind,
  filters: OrdersFilters,
  signal?: AbortSignal,
): Promise<Page<CompanyOrder>> {
  return requestPage(client, ORDER_PATHS[kind], companyOrderSchema, {
    limit: ORDERS_PAGE_SIZE,
    filters,
    signal,
  });
}

const companyPath = (id: string) => `/companies/${encodeURIComponent(id)}`;

export function fetchCompany(client: ApiClient, id: string, signal?: AbortSignal): Promise<Company> {
  return client.request(companyPath(id), { schema: companySchema, ...(signal ? { signal } : {}) });
}

export function fetchTrack(client: ApiClient, id: string, signal?: AbortSignal): Promise<Track> {
  return client.request(`${companyPath(id)}/steps`, { schema: trackSchema, ...(signal ? { signal } : {}) });
}

/** `PUT /companies/{id}` (system administrators): the registration fields given; audited by the API. */
export function updateCompany(client: ApiClient, id: string, changes: CompanyUpdate): Promise<Company> {
  return client.request(companyPath(id), { method: 'PUT', body: changes, schema: companySchema, retry: false });
}

/** `PUT /companies/{id}/status/{status}`: 409 with the reason when the machine refuses it. */
export function changeCompanyStatus(client: ApiClient, id: string, status: CompanyStatus): Promise<Company> {
  return client.request(`${companyPath(id)}/status/${status}`, { method: 'PUT', schema: companySchema, retry: false });
}

export type AccountantStepId = 'awaiting-guide' | 'download-company-info';

/** `POST /companies/{id}/steps/{stepId}`: the body is the step's payload. */
export function completeAccountantStep<S extends AccountantStepId>(
  client: ApiClient,
  id: string,
  stepId: S,
  payload: StepPayloadInputs[S],
): Promise<void> {
  return client.request(`${companyPath(id)}/steps/${stepId}`, { method: 'POST', body: payload });
}

/** `POST /payments/sandbox/subscriptions/{id}/renewals`: a renewal charge in the test environment. */
export function createSandboxRenewal(client: ApiClient, subscriptionId: string): Promise<void> {
  return client.request(`/payments/sandbox/subscriptions/${encodeURIComponent(subscriptionId)}/renewals`, {
    method: 'POST',
  });
}

/** The web server's link that downloads a file the company sent (see routes/app/admin/company-file.ts). */
export function companyFileHref(companyId: string, fileId: string): string {
  return `/app/admin/companies/${encodeURIComponent(companyId)}/files/${encodeURIComponent(fileId)}`;
}
