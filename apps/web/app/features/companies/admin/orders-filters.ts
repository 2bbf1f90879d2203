import { awaitedStepSchema, companyStatusSchema, trackStatusSchema } from '@contabil/contracts';
import type { OrdersFilters } from './api/admin-companies-api';

// The list's state lives in the URL (?busca=&status=&etapas=&aguardando=&inicio=), so a filtered page can be shared and reloaded.
const PARAMS = {
  query: 'busca',
  status: 'status',
  trackStatus: 'etapas',
  waitingFor: 'aguardando',
  offset: 'inicio',
} as const;

export function readOrdersFilters(params: URLSearchParams): OrdersFilters {
  const status = companyStatusSchema.safeParse(params.get(PARAMS.status));
  const trackStatus = trackStatusSchema.safeParse(params.get(PARAMS.trackStatus));
  const waitingFor = awaitedStepSchema.safeParse(params.get(PARAMS.waitingFor));
  const offset = Number(params.get(PARAMS.offset));
  return {
    query: (params.get(PARAMS.query) ?? '').slice(0, 100),
    status: status.success ? status.data : null,
    trackStatus: trackStatus.success ? trackStatus.data : null,
    waitingFor: waitingFor.success ? waitingFor.data : null,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

export function writeOrdersFilters(filters: OrdersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set(PARAMS.query, filters.query.trim());
  if (filters.status) params.set(PARAMS.status, filters.status);
  if (filters.trackStatus) params.set(PARAMS.trackStatus, filters.trackStatus);
  if (filters.waitingFor) params.set(PARAMS.waitingFor, filters.waitingFor);
  if (filters.offset > 0) params.set(PARAMS.offset, String(filters.offset));
  return params;
}
