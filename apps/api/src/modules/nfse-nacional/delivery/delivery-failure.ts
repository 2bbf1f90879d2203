import type { Database } from '../../../db/client.js';
import type { JobLogger } from '../../../jobs/job-logger.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { markDeliveryFailed } from '../emission/emission.repository.js';

/** The delivery job spent its last retry: flagged for the accountants' queue, audited. */
export async function nationalDeliveryExhausted(
  deps: { db: Database; log: JobLogger },
  data: { companyId: string; requestId: string },
  error: unknown,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await markDeliveryFailed(tx, data.companyId, data.requestId))) return;
    await recordAudit(tx, data.companyId, {
      actorUserId: null,
      action: 'nfse.delivery_failed',
      entityType: 'nfs_request',
      entityId: data.requestId,
      details: { error: error instanceof Error ? error.name : 'unknown' },
    });
  });
  deps.log.error({ requestId: data.requestId }, 'nfse: delivery retries exhausted; flagged for the accountants');
}
