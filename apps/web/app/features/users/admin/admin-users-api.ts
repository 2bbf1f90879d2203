import { adminUserSchema, type AdminUser, type AdminUserCreateInput, type UserStatus } from '@contabil/contracts';
import { requestPage, type Page } from '~/lib/request-page';
import type { ApiClient } from '~/lib/api-client';

export const ADMIN_USERS_PAGE_SIZE = 10;

export interface AdminUsersFilters {
  query: string;
  role: string | null;
  companyId: string | null;
  status: UserStatus | null;
  offset: number;
}

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: AdminUsersFilters) => ['admin', 'users', 'list', filters] as const,
  user: (id: string) => ['admin', 'users', 'one', id] as const,
};

/** `GET /admin/users?query=&role=&companyId=&status=&limit=10&offset=` (system admins): newest first. */
export function fetchAdminUsers(
  client: ApiClient,
  filters: AdminUsersFilters,
  signal?: AbortSignal,
): Promise<Page<AdminUser>> {
  return requestPage(client, '/admin/users', adminUserSchema, {
    limit: ADMIN_USERS_PAGE_SIZE,
    filters,
    signal,
  });
}

export function fetchAdminUser(client: ApiClient, id: string, signal?: AbortSignal): Promise<AdminUser> {
  return client.request(`/admin/users/${encodeURIComponent(id)}`, {
    schema: adminUserSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `POST /admin/users`: no password; the API e-mails a "definir senha" link. */
export function createAdminUser(client: ApiClient, input: AdminUserCreateInput): Promise<AdminUser> {
  return client.request('/admin/users', { method: 'POST', body: input, schema: adminUserSchema });
}

/** `PATCH /users/{id}` with the global roles (take effect at the person's next token refresh). */
export function updateUserRoles(client: ApiClient, id: string, roles: string[]): Promise<AdminUser> {
  return client.request(`/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { roles },
    schema: adminUserSchema,
  });
}

/** `DELETE /users/{id}`: deactivated (kept), every session ended. */
export function deactivateUser(client: ApiClient, id: string): Promise<void> {
  return client.request(`/users/${encodeURIComponent(id)}`, { method: 'DELETE', retry: false });
}
