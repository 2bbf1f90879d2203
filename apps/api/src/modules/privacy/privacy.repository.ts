import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { companies, companyMemberships } from '../../db/schema/companies.js';
import { users } from '../../db/schema/users.js';

/*
 * A person's own data (LGPD art. 18): users are people, not tenants, so these functions
 * take the user's id; they read only what belongs to that user.
 */

const ACCOUNT_HISTORY_LIMIT = 1000;

/** The companies the user belongs to, with their name, CNPJ and the user's role there. */
export async function listMembershipsForExport(db: Database, userId: string) {
  return db
    .select({
      companyId: companyMemberships.companyId,
      companyName: companies.name,
      cnpj: companies.cnpj,
      role: companyMemberships.role,
      since: companyMemberships.createdAt,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(asc(companyMemberships.createdAt), asc(companyMemberships.companyId));
}

/** What the audit log recorded about the user's account (audit_log_entity_idx), newest first. */
export async function listAccountHistory(db: Database, userId: string) {
  return db
    .select({ action: auditLog.action, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACCOUNT_HISTORY_LIMIT);
}

/** Marks the deletion request unless one is already open; the first request's time stays. */
export async function markDeletionRequested(db: Database, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletionRequestedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.deletionRequestedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
