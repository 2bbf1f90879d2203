import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  requestId?: string | undefined;
  details?: Record<string, unknown>;
}

/** companyId is null for events that belong to no company (sign-up, password reset). */
export async function recordAudit(db: Database, companyId: string | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ companyId, ...entry });
}

/** The company's latest entry of an action (the disabled page tells when and why the status changed). */
export async function findLatestCompanyAudit(db: Database, companyId: string, action: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}
