import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportGrants, supportSessions } from '../../db/schema/people.js';
import { companies } from '../../db/schema/companies.js';
import { users } from '../../db/schema/users.js';

/*
 * Grants belong to a user in a company (companyId first where a company scopes them);
 * sessions belong to the admin who opened them and the user they look at.
 */

export type SupportGrantRow = typeof supportGrants.$inferSelect;

const grantView = {
  grant: supportGrants,
  userName: users.name,
  userEmail: users.email,
  companyName: companies.name,
};

function grantsWithNames(db: Database) {
  return db
    .select(grantView)
    .from(supportGrants)
    .innerJoin(users, eq(users.id, supportGrants.userId))
    .innerJoin(companies, eq(companies.id, supportGrants.companyId));
}

export type SupportGrantView = { grant: SupportGrantRow; userName: string; userEmail: string; companyName: string };

function activeAt(at: Date) {
  return and(isNull(supportGrants.revokedAt), gt(supportGrants.expiresAt, at))!;
}

/** Ends the user's active grants in the company (a new grant replaces them). */
export async function revokeActiveGrants(db: Database, companyId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(supportGrants)
    .set({ revokedAt: at })
    .where(and(eq(supportGrants.companyId, companyId), eq(supportGrants.userId, userId), activeAt(at)));
}

export async function insertGrant(
  db: Database,
  companyId: string,
  grant: { userId: string; expiresAt: Date; at: Date },
): Promise<SupportGrantRow> {
  const [row] = await db
    .insert(supportGrants)
    .values({ companyId, userId: grant.userId, expiresAt: grant.expiresAt, createdAt: grant.at })
    .returning();
  if (!row) throw new Error('support grant insert returned nothing');
  return row;
}

export async function findActiveGrant(
  db: Database,
  companyId: string,
  userId: string,
  at: Date,
): Promise<SupportGrantView | undefined> {
  const [row] = await grantsWithNames(db)
    .where(and(eq(supportGrants.companyId, companyId), eq(supportGrants.userId, userId), activeAt(at)))
    .limit(1);
  return row;
}

export async function findGrantOfUser(db: Database, userId: string, grantId: string) {
  const [row] = await db
    .select()
    .from(supportGrants)
    .where(and(eq(supportGrants.userId, userId), eq(supportGrants.id, grantId)))
    .limit(1);
  return row;
}

export async function revokeGrant(db: Database, userId: string, grantId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(supportGrants)
    .set({ revokedAt: at })
    .where(and(eq(supportGrants.userId, userId), eq(supportGrants.id, grantId), isNull(supportGrants.revokedAt)))
    .returning({ id: supportGrants.id });
  return rows.length > 0;
}

/** Every active grant (the admin's list), soonest to expire first. */
export async function listActiveGrants(db: Database, at: Date): Promise<SupportGrantView[]> {
  return grantsWithNames(db).where(activeAt(at)).orderBy(asc(supportGrants.expiresAt));
}

/** The user's active grants, each in a company they still belong to. */
export async function listActiveGrantsOfUser(db: Database, userId: string, at: Date): Promise<SupportGrantRow[]> {
  return db
    .select()
    .from(supportGrants)
    .where(and(eq(supportGrants.userId, userId), activeAt(at)))
    .orderBy(asc(supportGrants.createdAt));
}

export async function insertSession(
  db: Database,
  session: { actorUserId: string; targetUserId: string; companyIds: string[]; expiresAt: Date; at: Date },
) {
  const { at, ...values } = session;
  const [row] = await db
    .insert(supportSessions)
    .values({ ...values, createdAt: at })
    .returning();
  if (!row) throw new Error('support session insert returned nothing');
  return row;
}

export async function findSession(db: Database, sessionId: string) {
  const [row] = await db.select().from(supportSessions).where(eq(supportSessions.id, sessionId)).limit(1);
  return row;
}

/** Whether any of these companies still has an active grant of the user (a revoked grant ends the session at once). */
export async function hasActiveGrantIn(db: Database, userId: string, companyIds: string[], at: Date): Promise<boolean> {
  if (companyIds.length === 0) return false;
  const rows = await db
    .select({ id: supportGrants.id })
    .from(supportGrants)
    .where(and(eq(supportGrants.userId, userId), inArray(supportGrants.companyId, companyIds), activeAt(at)))
    .limit(1);
  return rows.length > 0;
}
