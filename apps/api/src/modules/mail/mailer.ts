import type { Database } from '../../db/client.js';
import { insertOutboxMessage, type OutboxMessage } from './mail.repository.js';
import { MAIL_DELIVERY_JOB, type MailDeliveryData } from './mail-delivery.job.js';

export interface Mailer {
  /**
   * Writes the e-mail to the outbox and queues its delivery, both inside `db`: pass the
   * transaction of the change that causes the e-mail, so that the e-mail exists exactly
   * when the change commits (a rolled-back change sends nothing; a crash after the commit
   * loses nothing: the queue delivers it). Given the plain database, it opens its own
   * transaction. Nothing is sent here: the delivery job does it, with retries.
   */
  send(db: Database, message: OutboxMessage): Promise<void>;
}

/** What the mailer needs of the job queue. */
export interface JobSender {
  send(tx: Database, name: string, data: object): Promise<void>;
}

export function createMailer(jobs: JobSender): Mailer {
  return {
    send: (db, message) =>
      db.transaction(async (tx) => {
        const outboxId = await insertOutboxMessage(tx, message);
        const data: MailDeliveryData = { outboxId };
        await jobs.send(tx, MAIL_DELIVERY_JOB, data);
      }),
  };
}

/** What a service needs to e-mail the customer: the mailer and where the web app lives (for the links). */
export interface MailContext {
  mailer: Mailer;
  webOrigin: string;
}
