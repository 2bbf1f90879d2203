import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { refreshTokens } from '../../db/schema/auth.js';
import { companyMemberships } from '../../db/schema/companies.js';
import { users } from '../../db/schema/users.js';

/*
 * The two reads of every guarded request: who holds the token, and what they are in the
 * company. Keyed by user (and company), never listing another tenant's rows.
 */

/**
 * What every authenticated request checks (one indexed query): the token's user exists and
 * is active, and the token's session (refresh-token family) has not been revoked.
 */
export async function findTokenHolderState(
  db: Database,
  userId: string,
  familyId: string | null,
): Promise<{ deactivated: boolean; sessionRevoked: boolean } | undefined> {
  const [row] = await tokenHolderState(db).execute({ userId, familyId });
  if (!row) return undefined;
  return { deactivated: row.deactivatedAt !== null, sessionRevoked: Boolean(row.sessionRevoked) };
}

/** A token without a session (a support token) passes `familyId` null: `= null` matches no row. */
const tokenHolderState = (db: Database) =>
  preparedOnce(db, 'token_holder_state', (d) =>
    d
      .select({
        deactivatedAt: users.deactivatedAt,
        sessionRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}::uuid and ${refreshTokens.revokedAt} is not null)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('token_holder_state'),
  );

/** The caller's membership in the company and whether their account is still active (the company guard). */
export async function findMembershipOfActiveUser(db: Database, companyId: string, userId: string) {
  const [row] = await membershipOfUser(db).execute({ companyId, userId });
  return row;
}

const membershipOfUser = (db: Database) =>
  preparedOnce(db, 'membership_of_user', (d) =>
    d
      .select({ deactivatedAt: users.deactivatedAt, role: companyMemberships.role })
      .from(users)
      .leftJoin(
        companyMemberships,
        and(eq(companyMemberships.userId, users.id), eq(companyMemberships.companyId, sql.placeholder('companyId'))),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('membership_of_user'),
  );
