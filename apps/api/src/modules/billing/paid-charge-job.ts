import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobLogger } from '../../jobs/job-logger.js';

/**
 * A job a paid charge queues in the transaction that settles it (its receipt, the firm's note
 * for its fee): on demand, one at a time, retried with backoff, its outcome logged.
 */
export function paidChargeJob<Data extends { paymentId: string }>(
  job: { name: string; logMessage: string; log: JobLogger },
  make: (data: Data) => Promise<string>,
): JobDefinition<Data> {
  return {
    name: job.name,
    queue: {
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 900,
      // One page or one request: seconds. A worker killed mid-run gives the job back after a minute
      // (the cluster test kills one while receipts are being made), not after five.
      expireInSeconds: 60,
      heartbeatSeconds: 30,
    },
    concurrency: 1,
    async run(data) {
      const outcome = await make(data);
      job.log.info({ job: job.name, paymentId: data.paymentId, outcome }, job.logMessage);
    },
  };
}
