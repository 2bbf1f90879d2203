import { companyAttentionSchema, companyStatusSchema } from '@contabil/contracts';
import type { CompaniesFilters } from './api/admin-documents-api';

// The list's state lives in the URL (?busca=&status=&pendencia=&inicio=), as in the orders lists.
const PARAMS = { query: 'busca', status: 'status', attention: 'pendencia', offset: 'inicio' } as const;

export function readCompaniesFilters(params: URLSearchParams): CompaniesFilters {
  const status = companyStatusSchema.safeParse(params.get(PARAMS.status));
  const attention = companyAttentionSchema.safeParse(params.get(PARAMS.attention));
  const offset = Number(params.get(PARAMS.offset));
  return {
    query: (params.get(PARAMS.query) ?? '').slice(0, 100),
    status: status.success ? status.data : null,
    attention: attention.success ? attention.data : null,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

export function writeCompaniesFilters(filters: CompaniesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set(PARAMS.query, filters.query.trim());
  if (filters.status) params.set(PARAMS.status, filters.status);
  if (filters.attention) params.set(PARAMS.attention, filters.attention);
  if (filters.offset > 0) params.set(PARAMS.offset, String(filters.offset));
  return params;
}
