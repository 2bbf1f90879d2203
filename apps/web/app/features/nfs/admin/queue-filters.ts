import { isoDateSchema, nfsAttentionSchema, nfsRequestStatusSchema } from '@contabil/contracts';
import { z } from 'zod';
import type { NfsQueueFilters } from './api/nfs-admin-api';

// The queue's state lives in the URL (?busca=&status=&data=&empresa=&pendencia=&inicio=), so a
// filtered page can be shared and reloaded. Without ?status the page is the queue: "Solicitada".
const PARAMS = {
  query: 'busca',
  status: 'status',
  date: 'data',
  companyId: 'empresa',
  attention: 'pendencia',
  offset: 'inicio',
} as const;
/** ?status=todos: every status. */
export const ALL_STATUSES = 'todos';

export const DEFAULT_QUEUE_FILTERS: NfsQueueFilters = {
  query: '',
  status: 'requested',
  date: null,
  companyId: null,
  attention: null,
  offset: 0,
};

export function readQueueFilters(params: URLSearchParams): NfsQueueFilters {
  const rawStatus = params.get(PARAMS.status);
  const status = nfsRequestStatusSchema.safeParse(rawStatus);
  const date = isoDateSchema.safeParse(params.get(PARAMS.date));
  const companyId = z.uuid().safeParse(params.get(PARAMS.companyId));
  const attention = nfsAttentionSchema.safeParse(params.get(PARAMS.attention));
  const offset = Number(params.get(PARAMS.offset));
  return {
    query: (params.get(PARAMS.query) ?? '').slice(0, 100),
    status: rawStatus === ALL_STATUSES ? null : status.success ? status.data : DEFAULT_QUEUE_FILTERS.status,
    date: date.success ? date.data : null,
    companyId: companyId.success ? companyId.data : null,
    attention: attention.success ? attention.data : null,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

export function writeQueueFilters(filters: NfsQueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set(PARAMS.query, filters.query.trim());
  if (filters.status === null) params.set(PARAMS.status, ALL_STATUSES);
  else if (filters.status !== DEFAULT_QUEUE_FILTERS.status) params.set(PARAMS.status, filters.status);
  if (filters.date) params.set(PARAMS.date, filters.date);
  if (filters.companyId) params.set(PARAMS.companyId, filters.companyId);
  if (filters.attention) params.set(PARAMS.attention, filters.attention);
  if (filters.offset > 0) params.set(PARAMS.offset, String(filters.offset));
  return params;
}
