import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { credentials, users } from '../../db/schema/users.js';
import { companies, companyMemberships } from '../../db/schema/companies.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  name: string;
  phone?: string | null | undefined;
  roles?: string[];
  indicatedBy?: string | null | undefined;
  acceptedLegalVersion?: string | null | undefined;
  legalAcceptedAt?: Date | null | undefined;
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

export interface UsersFilter {
  companyId?: string | undefined;
  query?: string | undefined;
  role?: string | undefined;
  status?: 'active' | 'deactivated' | undefined;
  limit: number;
  offset: number;
}

/** Escapes LIKE's wildcards so a search for "50%" matches the text "50%". */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /admin/users: newest first; `query` on name or e-mail (accents and case ignored), role global or in a company. */
export async function listUsersPage(db: Database, filter: UsersFilter): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.companyId) {
    conditions.push(
      inArray(
        users.id,
        db
          .select({ id: companyMemberships.userId })
          .from(companyMemberships)
          .where(eq(companyMemberships.companyId, filter.companyId)),
      ),
    );
  }
  if (filter.query) {
    const pattern = likeContains(filter.query);
    conditions.push(or(sql`unaccent(${users.name}) ilike unaccent(${pattern})`, ilike(users.email, pattern))!);
  }
  if (filter.role) {
    const role = filter.role;
    const companyRole = role === 'company-admin' || role === 'company-member' ? role : undefined;
    conditions.push(
      or(
        sql`${role} = any(${users.roles})`,
        ...(companyRole
          ? [
              inArray(
                users.id,
                db
                  .select({ id: companyMemberships.userId })
                  .from(companyMemberships)
                  .where(
                    filter.companyId
                      ? and(
                          eq(companyMemberships.role, companyRole),
                          eq(companyMemberships.companyId, filter.companyId),
                        )
                      : eq(companyMemberships.role, companyRole),
                  ),
              ),
            ]
          : []),
      )!,
    );
  }
  if (filter.status === 'active') conditions.push(isNull(users.deactivatedAt));
  if (filter.status === 'deactivated') conditions.push(isNotNull(users.deactivatedAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Memberships of these users with the company names, oldest first. */
export async function listMembershipsOfUsers(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: companyMemberships.userId,
      companyId: companyMemberships.companyId,
      companyName: companies.name,
      role: companyMemberships.role,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(inArray(companyMemberships.userId, userIds))
    .orderBy(asc(companyMemberships.createdAt), asc(companyMemberships.companyId));
}

/** Which of these users have a password (admin-created accounts have none until the link is used). */
export async function listUsersWithPassword(db: Database, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: credentials.userId })
    .from(credentials)
    .where(inArray(credentials.userId, userIds));
  return new Set(rows.map((r) => r.userId));
}

/** An account without a password (POST /admin/users); EmailTakenError when the e-mail exists. */
export async function insertUserWithoutPassword(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, roles: user.roles ?? [] })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new EmailTakenError();
  return row;
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<Pick<UserRow, 'name' | 'phone' | 'roles' | 'photoUrl' | 'photoKey'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** A new e-mail; EmailTakenError when another account has it. */
export async function updateUserEmail(db: Database, userId: string, email: string): Promise<UserRow | undefined> {
  const taken = await findUserByEmail(db, email);
  if (taken && taken.id !== userId) throw new EmailTakenError();
  try {
    const [row] = await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw new EmailTakenError();
    throw err;
  }
}

/** Marks the account deactivated; undefined when it already was. */
export async function deactivateUser(db: Database, userId: string, at: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning();
  return row;
}

/** Clears the deactivation; undefined when the account was active. */
export async function reactivateUser(db: Database, userId: string, at: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: null, updatedAt: at })
    .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
    .returning();
  return row;
}
