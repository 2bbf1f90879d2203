import { and, count, desc, eq, gt, isNull, lte, isNotNull, type SQL } from 'drizzle-orm';
import type { InviteStatus, MembershipRole } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { invites } from '../../db/schema/people.js';
import { companies } from '../../db/schema/companies.js';
import { users } from '../../db/schema/users.js';

export type InviteRow = typeof invites.$inferSelect;

/*
 * Company-scoped functions take companyId first. Two read an invite by its token's hash
 * alone (the public preview and the acceptance): the token is the capability.
 */

const inviteColumns = {
  invite: invites,
  companyName: companies.name,
  inviterName: users.name,
};

function withNames(db: Database) {
  return db
    .select(inviteColumns)
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .leftJoin(users, eq(users.id, invites.invitedBy));
}

export type InviteWithNames = { invite: InviteRow; companyName: string; inviterName: string | null };

/** The condition of an invite that is still pending at `at`. */
function pendingAt(at: Date): SQL {
  return and(isNull(invites.acceptedAt), isNull(invites.revokedAt), gt(invites.expiresAt, at))!;
}

function statusCondition(status: InviteStatus, at: Date): SQL {
  switch (status) {
    case 'accepted':
      return isNotNull(invites.acceptedAt);
    case 'revoked':
      return and(isNull(invites.acceptedAt), isNotNull(invites.revokedAt))!;
    case 'expired':
      return and(isNull(invites.acceptedAt), isNull(invites.revokedAt), lte(invites.expiresAt, at))!;
    case 'pending':
      return pendingAt(at);
  }
}

export async function insertInvite(
  db: Database,
  companyId: string,
  invite: { email: string; role: MembershipRole; tokenHash: string; expiresAt: Date; invitedBy: string; at: Date },
): Promise<InviteRow> {
  const { at, ...values } = invite;
  const [row] = await db
    .insert(invites)
    .values({ companyId, ...values, lastSentAt: at, createdAt: at })
    .returning();
  if (!row) throw new Error('invite insert returned nothing');
  return row;
}

export async function findInvite(
  db: Database,
  companyId: string,
  inviteId: string,
): Promise<InviteWithNames | undefined> {
  const [row] = await withNames(db)
    .where(and(eq(invites.companyId, companyId), eq(invites.id, inviteId)))
    .limit(1);
  return row;
}

/** The company of an invite id (to check the caller before anything else). */
export async function findInviteCompanyId(db: Database, inviteId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: invites.companyId })
    .from(invites)
    .where(eq(invites.id, inviteId))
    .limit(1);
  return row?.companyId;
}

export async function findInviteByTokenHash(db: Database, tokenHash: string): Promise<InviteWithNames | undefined> {
  const [row] = await withNames(db).where(eq(invites.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findPendingInviteForEmail(db: Database, companyId: string, email: string, at: Date) {
  const [row] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.companyId, companyId), eq(invites.email, email), pendingAt(at)))
    .limit(1);
  return row;
}

export async function listInvites(
  db: Database,
  companyId: string,
  filter: { status?: InviteStatus | undefined; limit: number; offset: number; at: Date },
): Promise<{ rows: InviteWithNames[]; total: number }> {
  const where = and(
    eq(invites.companyId, companyId),
    filter.status ? statusCondition(filter.status, filter.at) : undefined,
  );
  const [rows, totals] = await Promise.all([
    withNames(db)
      .where(where)
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(invites).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Spends a pending invite for `userId`; undefined when it was no longer pending (used, revoked, expired, a concurrent accept). */
export async function markInviteAccepted(db: Database, companyId: string, inviteId: string, userId: string, at: Date) {
  const [row] = await db
    .update(invites)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(and(eq(invites.companyId, companyId), eq(invites.id, inviteId), pendingAt(at)))
    .returning();
  return row;
}

/** A new token and expiry for an invite not accepted nor revoked; undefined otherwise. */
export async function renewInviteToken(
  db: Database,
  companyId: string,
  inviteId: string,
  renewal: { tokenHash: string; expiresAt: Date; at: Date },
) {
  const [current] = await db
    .select({ resentCount: invites.resentCount })
    .from(invites)
    .where(and(eq(invites.companyId, companyId), eq(invites.id, inviteId)))
    .limit(1);
  if (!current) return undefined;
  const [row] = await db
    .update(invites)
    .set({
      tokenHash: renewal.tokenHash,
      expiresAt: renewal.expiresAt,
      lastSentAt: renewal.at,
      resentCount: current.resentCount + 1,
    })
    .where(
      and(
        eq(invites.companyId, companyId),
        eq(invites.id, inviteId),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
      ),
    )
    .returning();
  return row;
}

export async function markInviteRevoked(db: Database, companyId: string, inviteId: string, at: Date) {
  const [row] = await db
    .update(invites)
    .set({ revokedAt: at })
    .where(and(eq(invites.companyId, companyId), eq(invites.id, inviteId), pendingAt(at)))
    .returning();
  return row;
}
