import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailChangeTokens } from '../../db/schema/people.js';

/* E-mail change tokens belong to a user, keyed by their hash (no tenant). */

export async function insertEmailChangeToken(
  db: Database,
  token: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // A new request replaces the earlier ones: only the latest link works.
  await db
    .update(emailChangeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChangeTokens.userId, token.userId), isNull(emailChangeTokens.usedAt)));
  await db.insert(emailChangeTokens).values(token);
}

/** Spends a live token; undefined when unknown, used or expired. */
export async function consumeEmailChangeToken(db: Database, tokenHash: string, at: Date) {
  const [row] = await db
    .update(emailChangeTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, tokenHash),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, at),
      ),
    )
    .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
  return row;
}
