import { workQueueSchema, type WorkQueue } from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

export const workQueueKeys = { all: ['admin', 'work-queue'] as const };

/** `GET /admin/work-queue` (system administrators): what waits for the firm, in one call. */
export function fetchWorkQueue(client: ApiClient, signal?: AbortSignal): Promise<WorkQueue> {
  return client.request('/admin/work-queue', { schema: workQueueSchema, ...(signal ? { signal } : {}) });
}
