import { isoDateSchema, nfsRequestStatusSchema } from '@contabil/contracts';
import type { RequestsFilters } from './api/invoices-api';

/**
 * The list's state lives in the URL (?busca=&status=&data=&inicio=) and so does the open
 * request (?pedido=, the link of the e-mail notification): a page can be shared and reloaded.
 */
export const REQUESTS_PARAMS = { query: 'busca', status: 'status', date: 'data', offset: 'inicio' } as const;
export const REQUEST_DETAIL_PARAM = 'pedido';

export const NO_FILTERS: RequestsFilters = { query: '', status: null, date: null, offset: 0 };

export function readRequestsFilters(params: URLSearchParams): RequestsFilters {
  const status = nfsRequestStatusSchema.safeParse(params.get(REQUESTS_PARAMS.status));
  const date = isoDateSchema.safeParse(params.get(REQUESTS_PARAMS.date));
  const offset = Number(params.get(REQUESTS_PARAMS.offset));
  return {
    query: (params.get(REQUESTS_PARAMS.query) ?? '').slice(0, 100),
    status: status.success ? status.data : null,
    date: date.success ? date.data : null,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL with `filters` in place of the list's params; other params (the open request) stay. */
export function writeRequestsFilters(params: URLSearchParams, filters: RequestsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(REQUESTS_PARAMS)) next.delete(name);
  if (filters.query.trim()) next.set(REQUESTS_PARAMS.query, filters.query.trim());
  if (filters.status) next.set(REQUESTS_PARAMS.status, filters.status);
  if (filters.date) next.set(REQUESTS_PARAMS.date, filters.date);
  if (filters.offset > 0) next.set(REQUESTS_PARAMS.offset, String(filters.offset));
  return next;
}

export function hasActiveFilters(filters: RequestsFilters): boolean {
  return !!filters.query.trim() || filters.status !== null || filters.date !== null;
}

/** The URL with the request `id` open in the detail, or closed with null. */
export function withOpenRequest(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set(REQUEST_DETAIL_PARAM, id);
  else next.delete(REQUEST_DETAIL_PARAM);
  return next;
}

/** The request the URL opens, when its id looks like one. */
export function readOpenRequest(params: URLSearchParams): string | null {
  const id = params.get(REQUEST_DETAIL_PARAM);
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
