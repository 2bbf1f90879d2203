import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { insertOutboxMessage, markOutboxMessage, type OutboxMessage } from './mail.repository.js';

export interface Mailer {
  send(db: Database, message: OutboxMessage): Promise<void>;
}

/**
 * Every message goes to the outbox table first. With SMTP_URL it is then delivered
 * by nodemailer; without it, outside production, it is also logged so a developer can
 * follow its links.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Off in production: a reset link in a log is a live credential. */
  logBodies: boolean;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(db, message) {
      const id = await insertOutboxMessage(db, message);
      if (!transport) {
        if (options.logBodies) {
          options.log.info({ mail: message }, 'e-mail written to the outbox (no SMTP_URL)');
        } else {
          options.log.warn({ outboxId: id }, 'e-mail kept in the outbox only: SMTP_URL is not set');
        }
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
        await markOutboxMessage(db, id, { sentAt: new Date() });
      } catch (err) {
        options.log.error({ err, outboxId: id }, 'e-mail delivery failed');
        await markOutboxMessage(db, id, { error: err instanceof Error ? err.message : String(err) });
      }
    },
  };
}
