import { messages, type AdminUser, type AdminUserCreate, type AdminUsersQuery } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { userMessages } from '@contabil/contracts';
import type { AuthContext } from '../access/auth-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { sendSetPasswordLink } from '../auth/auth.service.js';
import { findCompany, insertMembership } from '../companies/companies.repository.js';
import type { Mailer } from '../mail/mailer.js';
import {
  EmailTakenError,
  findUserById,
  insertUserWithoutPassword,
  listMembershipsOfUsers,
  listUsersPage,
  listUsersWithPassword,
  reactivateUser,
  type UserRow,
} from '../users/users.repository.js';

export interface AdminUsersDeps {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
}

/** AdminUser views of these rows: memberships with company names, and whether each has a password. */
export async function toAdminUsers(db: Database, rows: UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const [memberships, withPassword] = await Promise.all([
    listMembershipsOfUsers(db, ids),
    listUsersWithPassword(db, ids),
  ]);
  return rows.map((user) => {
    const own = memberships.filter((m) => m.userId === user.id);
    return {
      uid: user.id,
      email: user.email,
      displayName: user.name,
      phoneNumber: user.phone,
      photoUrl: user.photoUrl,
      roles: user.roles,
      companies: own.map((m) => m.companyId),
      memberships: own.map((m) => ({ companyId: m.companyId, companyName: m.companyName, role: m.role })),
      status: user.deactivatedAt ? 'deactivated' : 'active',
      deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
      hasPassword: withPassword.has(user.id),
      createdAt: user.createdAt.toISOString(),
      acceptedLegalVersion: user.acceptedLegalVersion,
      legalAcceptedAt: user.legalAcceptedAt?.toISOString() ?? null,
      deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    };
  });
}

export async function toAdminUser(db: Database, row: UserRow): Promise<AdminUser> {
  const [view] = await toAdminUsers(db, [row]);
  return view!;
}

export async function listAdminUsers(db: Database, query: AdminUsersQuery) {
  const { rows, total } = await listUsersPage(db, query);
  return { data: await toAdminUsers(db, rows), total, limit: query.limit, offset: query.offset };
}

export async function getAdminUser(db: Database, id: string): Promise<AdminUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(messages.notFound);
  return toAdminUser(db, user);
}

/**
 * `POST /admin/users`: the account without a password, its membership in `companyId`
 * when given, and the "definir senha" e-mail, in one transaction.
 */
export async function createAdminUser(
  deps: AdminUsersDeps,
  auth: AuthContext,
  input: AdminUserCreate,
  requestId: string,
): Promise<AdminUser> {
  const { db } = deps;
  if (input.companyId && !(await findCompany(db, input.companyId))) throw notFound(messages.notFound);
  const actor = await findUserById(db, auth.sub);
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const row = await insertUserWithoutPassword(tx, {
        email: input.email,
        name: input.name,
        phone: input.phone ?? null,
        roles: [...new Set(input.roles)],
      });
      if (input.companyId) {
        await insertMembership(tx, input.companyId, { userId: row.id, role: input.companyRole });
      }
      await recordAudit(tx, input.companyId ?? null, {
        actorUserId: auth.sub,
        action: 'user.created_by_admin',
        entityType: 'user',
        entityId: row.id,
        requestId,
        details: {
          roles: row.roles,
          companyId: input.companyId ?? null,
          companyRole: input.companyId ? input.companyRole : null,
        },
      });
      // The account and its "definir senha" e-mail commit together.
      await sendSetPasswordLink({ ...deps, db: tx }, row, actor?.name ?? 'A equipe do Contábil Online');
      return row;
    });
  } catch (err) {
    if (err instanceof EmailTakenError) throw conflict(messages.emailTaken, { email: messages.emailTaken });
    throw err;
  }
  return toAdminUser(db, user);
}

/** `POST /admin/users/{id}/reactivate`: the account signs in again (its old sessions stay revoked). */
export async function reactivateAdminUser(
  db: Database,
  auth: AuthContext,
  id: string,
  requestId: string,
): Promise<AdminUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(userMessages.userNotFound);
  const row = await db.transaction(async (tx) => {
    const updated = await reactivateUser(tx, id, new Date());
    if (!updated) throw conflict(userMessages.notDeactivated);
    await recordAudit(tx, null, {
      actorUserId: auth.sub,
      action: 'user.reactivated',
      entityType: 'user',
      entityId: id,
      requestId,
    });
    return updated;
  });
  return toAdminUser(db, row);
}
