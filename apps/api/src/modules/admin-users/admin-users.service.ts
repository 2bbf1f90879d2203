import { messages, type AdminUser, type AdminUsersQuery } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findUserById, listMembershipsOfUsers, listUsersPage, type UserRow } from '../users/users.repository.js';

function toAdminUser(user: UserRow, companies: string[]): AdminUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    phoneNumber: user.phone,
    roles: user.roles,
    companies,
    createdAt: user.createdAt.toISOString(),
  };
}

async function withCompanies(db: Database, rows: UserRow[]): Promise<AdminUser[]> {
  const memberships = await listMembershipsOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toAdminUser(
      r,
      memberships.filter((m) => m.userId === r.id).map((m) => m.companyId),
    ),
  );
}

export async function listAdminUsers(db: Database, query: AdminUsersQuery) {
  const { rows, total } = await listUsersPage(db, query);
  return { data: await withCompanies(db, rows), total, limit: query.limit, offset: query.offset };
}

export async function getAdminUser(db: Database, id: string): Promise<AdminUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(messages.notFound);
  const [view] = await withCompanies(db, [user]);
  return view!;
}
