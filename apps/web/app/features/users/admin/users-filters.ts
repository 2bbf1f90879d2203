import {
  ROLE_COMPANY_ADMIN,
  ROLE_COMPANY_MEMBER,
  ROLE_SYSTEM_ADMIN,
  userStatusSchema,
  type AdminUser,
} from '@contabil/contracts';
import type { AdminUsersFilters } from './admin-users-api';

/** The roles a person can have: the global one and the two in a company. */
export const roleLabels = {
  [ROLE_SYSTEM_ADMIN]: 'Administrador do sistema',
  [ROLE_COMPANY_ADMIN]: 'Administrador da empresa',
  [ROLE_COMPANY_MEMBER]: 'Membro da empresa',
} as const;
export type KnownRole = keyof typeof roleLabels;

export function roleLabel(role: string): string {
  return (roleLabels as Record<string, string>)[role] ?? role;
}

// The list's state lives in the URL (?busca=&papel=&empresa=&status=&inicio=), as in the other admin lists.
const PARAMS = { query: 'busca', role: 'papel', companyId: 'empresa', status: 'status', offset: 'inicio' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readUsersFilters(params: URLSearchParams): AdminUsersFilters {
  const role = params.get(PARAMS.role);
  const companyId = params.get(PARAMS.companyId);
  const status = userStatusSchema.safeParse(params.get(PARAMS.status));
  const offset = Number(params.get(PARAMS.offset));
  return {
    query: (params.get(PARAMS.query) ?? '').slice(0, 120),
    role: role && role in roleLabels ? role : null,
    companyId: companyId && UUID.test(companyId) ? companyId : null,
    status: status.success ? status.data : null,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

export function writeUsersFilters(filters: AdminUsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set(PARAMS.query, filters.query.trim());
  if (filters.role) params.set(PARAMS.role, filters.role);
  if (filters.companyId) params.set(PARAMS.companyId, filters.companyId);
  if (filters.status) params.set(PARAMS.status, filters.status);
  if (filters.offset > 0) params.set(PARAMS.offset, String(filters.offset));
  return params;
}

/** Every role a person holds, global and in companies, for the list: "Administrador do sistema", "Membro da empresa"... */
export function userRoleSummary(user: Pick<AdminUser, 'roles' | 'memberships'>): string[] {
  const labels = new Set(user.roles.map(roleLabel));
  for (const membership of user.memberships) labels.add(roleLabel(membership.role));
  return [...labels];
}

export function adminUserPath(uid: string): string {
  return `/app/admin/users/${encodeURIComponent(uid)}`;
}
