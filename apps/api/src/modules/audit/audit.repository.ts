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
