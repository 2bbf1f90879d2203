import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { credentials, users } from '../../db/schema/users.js';
import { companyMemberships } from '../../db/schema/companies.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  name: string;
  phone?: string | null | undefined;
  roles?: string[];
  indicatedBy?: string | null | undefined;
}

export class EmailTakenError extends Error {}

/*
 * Users are people, not tenants: a user may belong to several companies. Functions
 * that read company-scoped data about users take the companyId first.
 */

export async function insertUserWithPassword(db: Database, user: NewUser, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, roles: user.roles ?? [] })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new EmailTakenError();
  await db.insert(credentials).values({ userId: row.id, passwordHash });
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select().from(credentials).where(eq(credentials.userId, userId)).limit(1);
  return row?.passwordHash;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db
    .insert(credentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: new Date() } });
}

export async function setUserRoles(db: Database, userId: string, roles: string[]): Promise<void> {
  await db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, userId));
}

export interface MembershipRow {
  companyId: string;
  role: 'company-admin' | 'company-member';
}

/** The companies a user belongs to, oldest membership first (the first is the primary one). */
export async function listUserMemberships(db: Database, userId: string): Promise<MembershipRow[]> {
  return db
    .select({ companyId: companyMemberships.companyId, role: companyMemberships.role })
    .from(companyMemberships)
    .where(eq(companyMemberships.userId, userId))
    .orderBy(asc(companyMemberships.createdAt), asc(companyMemberships.companyId));
}

/** The user and their memberships in one round trip (GET /auth/me runs this per request). */
export async function findUserWithMemberships(
  db: Database,
  userId: string,
): Promise<{ user: UserRow; memberships: MembershipRow[] } | undefined> {
  const rows = await db
    .select({ user: users, companyId: companyMemberships.companyId, role: companyMemberships.role })
    .from(users)
    .leftJoin(companyMemberships, eq(companyMemberships.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(asc(companyMemberships.createdAt), asc(companyMemberships.companyId));
  const first = rows[0];
  if (!first) return undefined;
  const memberships = rows.flatMap((r) => (r.companyId && r.role ? [{ companyId: r.companyId, role: r.role }] : []));
  return { user: first.user, memberships };
}

export async function listUsersPage(
  db: Database,
  filter: { companyId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = filter.companyId
    ? inArray(
        users.id,
        db
          .select({ id: companyMemberships.userId })
          .from(companyMemberships)
          .where(eq(companyMemberships.companyId, filter.companyId)),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function listMembershipsOfUsers(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: companyMemberships.userId, companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(inArray(companyMemberships.userId, userIds))
    .orderBy(asc(companyMemberships.createdAt));
}
