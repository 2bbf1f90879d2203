import type { MembershipRole } from '@contabil/contracts';
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
 * is active, and the token's session (refresh-token family) has not been revoked. With
 * `companyId` (a read naming its company) the same statement answers the caller's role in
 * that company (null: not a member), which the company guard then uses instead of a second
 * round trip (company-access.ts).
 */
export async function findTokenHolderState(
  db: Database,
  userId: string,
  familyId: string | null,
  companyId: string | null = null,
): Promise<{ deactivated: boolean; sessionRevoked: boolean; role: MembershipRole | null } | undefined> {
  const [row] = await tokenHolderState(db).execute({ userId, familyId, companyId });
  if (!row) return undefined;
  return {
    deactivated: row.deactivatedAt !== null,
    sessionRevoked: Boolean(row.sessionRevoked),
    role: row.role ?? null,
  };
}

/**
 * A token without a session (a support token) passes `familyId` null: `= null` matches no
 * row; so does `companyId` null (no role asked). Also what the lists bench times alone.
 */
export const tokenHolderState = (db: Database) =>
  preparedOnce(db, 'token_holder_and_role', (d) =>
    d
      .select({
        deactivatedAt: users.deactivatedAt,
        sessionRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}::uuid and ${refreshTokens.revokedAt} is not null)`,
        role: sql<MembershipRole | null>`(select ${companyMemberships.role} from ${companyMemberships} where ${companyMemberships.userId} = ${users.id} and ${companyMemberships.companyId} = ${sql.placeholder('companyId')}::uuid)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('token_holder_and_role'),
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
