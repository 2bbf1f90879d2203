import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { conversationEmailsJob } from '../modules/conversations/email/conversation-emails.job.js';
import { documentsJob } from '../modules/documents/documents.jobs.js';
import { mailDeliveryJob, smtpTransport, type MailTransport } from '../modules/mail/mail-delivery.job.js';
import type { JobSender, Mailer } from '../modules/mail/mailer.js';
import { nfseEmissionJob } from '../modules/nfse-nacional/emission/nfse-emission.job.js';
import { obligationsJob } from '../modules/obligations/obligations.job.js';
import { nfsSchedulesJob } from '../modules/nfs-schedules/nfs-scheduler.job.js';
import { certificateExpiryJob } from '../modules/nfse-nacional/certificates/certificate-expiry.job.js';
import { nfseDeliveryJob } from '../modules/nfse-nacional/delivery/nfse-delivery.job.js';
import type { ObjectStorage } from '../modules/storage/index.js';
import { storageCleanupJob } from '../modules/storage/storage-cleanup.job.js';
import { paymentReceiptJob } from '../modules/billing/receipts/payment-receipt.job.js';
import { feeInvoiceJob } from '../modules/billing/fee-invoice/fee-invoice.job.js';
import { billingJob } from '../modules/billing/billing.job.js';
import type { JobLogger } from './job-logger.js';
import type { JobDefinition } from './job-queue.js';

/**
 * Every job of the product, configured: e-mail delivery (on demand, sent by the mailer in
 * the transaction of the change) and the periodic ones (cron in Brasília time; `off` in
 * the configuration leaves a schedule out).
 */
export function jobDefinitions(deps: {
  config: AppConfig;
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
  /** The queue itself, for jobs that queue others in their transaction (the NFS-e send queues its delivery). */
  jobs: JobSender;
  log: JobLogger;
  /** Tests pass a fake SMTP transport; by default SMTP_URL's. */
  transport?: MailTransport | null;
  clock?: () => Date;
}): JobDefinition[] {
  const { config, db, storage, mailer, jobs, log, clock } = deps;
  const { cron } = config.jobs;
  const now = clock ?? (() => new Date());
  const nationalEmission = { nfse: config.nfse, jobs, now };
  return [
    mailDeliveryJob({
      db,
      transport: deps.transport === undefined ? smtpTransport(config.smtpUrl) : deps.transport,
      from: config.mailFrom,
      log,
      logBodies: config.env !== 'production',
      storage,
      retryDelaySeconds: config.jobs.mailRetryDelaySeconds,
      ...(clock ? { now: clock } : {}),
    }),
    nfsSchedulesJob({ db, cron: cron.nfsSchedules, log, nationalEmission, ...(clock ? { clock } : {}) }),
    nfseEmissionJob({ ...nationalEmission, db, mailer, webOrigin: config.webOrigin, log }),
    documentsJob({ db, mailer, webOrigin: config.webOrigin, cron: cron.documents, log, ...(clock ? { clock } : {}) }),
    obligationsJob({
      db,
      mailer,
      webOrigin: config.webOrigin,
      cron: cron.obligations,
      log,
      ...(clock ? { clock } : {}),
    }),
    certificateExpiryJob({
      db,
      mailer,
      webOrigin: config.webOrigin,
      cron: cron.certificateExpiry,
      log,
      ...(clock ? { clock } : {}),
    }),
    nfseDeliveryJob({ db, storage, mailer, webOrigin: config.webOrigin, log, ...(clock ? { now: clock } : {}) }),
    storageCleanupJob({ db, storage, cron: cron.storageCleanup, log }),
    paymentReceiptJob({ db, storage, firm: config.firm, log, ...(clock ? { now: clock } : {}) }),
    feeInvoiceJob({ db, firm: config.firm, national: nationalEmission, log }),
    billingJob({ config, db, mailer, cron: cron.billing, log, ...(clock ? { clock } : {}) }),
    conversationEmailsJob({
      db,
      mailer,
      webOrigin: config.webOrigin,
      delayMinutes: config.jobs.conversationEmailDelayMinutes,
      cron: cron.conversationEmails,
      log,
      ...(clock ? { clock } : {}),
    }),
  ] as JobDefinition[];
}
