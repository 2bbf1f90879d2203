import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { passwordResetTokens, refreshTokens } from '../../db/schema/auth.js';

/*
 * Tokens belong to a user, not to a company: they are keyed by their hash and by
 * the user id, never by a tenant.
 */

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshTokenByHash(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * The rotation in ONE statement: the presented token is spent (only if it is still live:
 * not rotated, not revoked, not expired) and its successor is inserted by the same
 * statement, so there is no moment at which the old token is spent and the new one does
 * not exist yet. A concurrent request that lost the race waits on the row lock, sees it
 * rotated, and its family revocation (a later statement) then sees and revokes the
 * successor too. Returns false when the token was not live.
 */
export async function rotateRefreshToken(
  db: Database,
  spent: { id: string; at: Date },
  next: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await rowsOf<{ id: string }>(
    db,
    sql`
    with spent as (
      update ${refreshTokens}
         set rotated_at = ${spent.at.toISOString()}::timestamptz
       where id = ${spent.id}
         and rotated_at is null
         and revoked_at is null
         and expires_at > ${spent.at.toISOString()}::timestamptz
      returning id
    )
    insert into ${refreshTokens} (user_id, family_id, token_hash, expires_at)
    select ${next.userId}::uuid, ${next.familyId}::uuid, ${next.tokenHash}, ${next.expiresAt.toISOString()}::timestamptz
      from spent
    returning id`,
  );
  return inserted.length === 1;
}

export async function revokeRefreshTokenFamily(db: Database, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeRefreshTokensOfUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertPasswordResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Spends a live reset token and returns its user; undefined when unknown, used or expired. */
export async function consumePasswordResetToken(db: Database, tokenHash: string, at: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}
