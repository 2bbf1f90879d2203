import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { PERIODIC_JOB_QUEUE, type JobDefinition } from '../../jobs/job-queue.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import type { Mailer } from '../mail/mailer.js';
import { runBilling } from './billing-dunning.service.js';
import { createPaymentProvider } from './provider-factory.js';

export const BILLING_JOB = 'billing';

/**
 * The periodic billing pass (JOB_CRON_BILLING, Brasília time): referral credits to the
 * provider's balance, the sandbox's cancellations that came due, and dunning (decision 005).
 */
export function billingJob(options: {
  config: Pick<AppConfig, 'payments' | 'webOrigin'> & { jobs: Pick<AppConfig['jobs'], 'billingDunning'> };
  db: Database;
  mailer: Mailer;
  cron: string | null;
  log: JobLogger;
  clock?: () => Date;
}): JobDefinition {
  const { config, db, mailer, cron, log, clock = () => new Date() } = options;
  const provider = createPaymentProvider(config, { warn: (obj, msg) => log.error(obj, msg) });
  return {
    name: BILLING_JOB,
    cron,
    queue: PERIODIC_JOB_QUEUE,
    async run() {
      const result = await runBilling(
        { db, mail: { mailer, webOrigin: config.webOrigin }, provider, dunning: config.jobs.billingDunning, log },
        clock(),
      );
      log.info({ job: BILLING_JOB, ...result }, 'billing pass');
      if (result.failed > 0) throw new Error(`billing: ${result.failed} step(s) failed; retried`);
    },
  };
}
