import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { emailHtml, emailText, firmNameOf } from './email-layout.js';
import {
  type MailAttachment,
  findOutboxMessage,
  markOutboxKept,
  markOutboxSent,
  recordDeliveryAttempt,
  recordDeliveryError,
} from './mail.repository.js';

export const MAIL_DELIVERY_JOB = 'mail-delivery';
/** Retries after the first attempt: with the delay doubling up to 10 minutes, about 3 hours of outage. */
export const MAIL_RETRY_LIMIT = 25;
export const MAIL_RETRY_DELAY_MAX_SECONDS = 600;

export interface MailDeliveryData {
  outboxId: string;
}

/** What delivery needs of nodemailer's transport (tests pass a fake). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    /** Files attached (an NFS-e's PDF and XML), read from storage for this attempt. */
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
}

export interface MailDeliveryOptions {
  db: Database;
  /** null without SMTP_URL: messages are kept in the outbox (and logged outside production). */
  transport: MailTransport | null;
  from: string;
  log: JobLogger;
  /** Off in production: a reset link in a log is a live credential. */
  logBodies: boolean;
  /** Where attached files are read from; needed only by messages with attachments. */
  storage?: ObjectStorage;
  now?: () => Date;
}

/** An attachment whose object is gone: the attempt fails (and is retried) rather than send without it. */
async function readAttachments(storage: ObjectStorage | undefined, row: { attachments: MailAttachment[] | null }) {
  if (!row.attachments?.length) return undefined;
  if (!storage) throw new Error('e-mail with attachments but no object storage given to the delivery job');
  const files = [];
  for (const attachment of row.attachments) {
    const object = await storage.get(attachment.objectKey);
    if (!object) throw new Error(`attachment missing in storage: ${attachment.objectKey}`);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    files.push({ filename: attachment.fileName, content: Buffer.concat(chunks), contentType: attachment.contentType });
  }
  return files;
}

export type DeliveryOutcome = 'sent' | 'kept' | 'already-done' | 'missing';

/**
 * Delivers one outbox message. Idempotent: a message already sent (or kept) is left alone,
 * so a job that runs twice sends once — except when a worker dies after the SMTP server
 * accepted the message and before the row says so; the retry then sends it once more, with
 * the same Message-ID (`<outbox id@sender's domain>`) so that mail systems can tell.
 * A refused or failed attempt throws, and the queue retries it with backoff.
 */
export async function deliverOutboxMessage(
  options: MailDeliveryOptions,
  outboxId: string,
  attempt: { final: boolean } = { final: false },
): Promise<DeliveryOutcome> {
  const { db, transport, from, log, logBodies, storage, now = () => new Date() } = options;
  const row = await findOutboxMessage(db, outboxId);
  if (!row) return 'missing';
  if (row.status !== 'pending') return 'already-done';
  if (!transport) {
    if (logBodies) {
      log.info(
        { mail: { to: row.to, subject: row.subject, text: row.text } },
        'e-mail kept in the outbox (no SMTP_URL)',
      );
    } else {
      log.error({ outboxId }, 'e-mail kept in the outbox only: SMTP_URL is not set');
    }
    await markOutboxKept(db, outboxId);
    return 'kept';
  }
  await recordDeliveryAttempt(db, outboxId, now());
  // Plain text and HTML, both in the firm's frame (email-layout.ts).
  const firm = firmNameOf(from);
  try {
    const attachments = await readAttachments(storage, row);
    await transport.sendMail({
      from,
      to: row.to,
      subject: row.subject,
      text: emailText(row.text, firm),
      html: emailHtml(row.subject, row.text, firm),
      messageId: messageIdFor(outboxId, from),
      ...(attachments ? { attachments } : {}),
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await recordDeliveryError(db, outboxId, message, attempt.final);
    throw err;
  }
  await markOutboxSent(db, outboxId, now(), createHash('sha256').update(row.text).digest('hex'));
  return 'sent';
}

/** `<outbox id@domain of the sender>`: the same for every attempt of one message. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'contabil.local';
  return `<${outboxId}@${domain}>`;
}

export function smtpTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  // Bounded waits: a hung SMTP server fails the attempt (and the queue retries) instead of holding the job.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

export function mailDeliveryJob(
  options: MailDeliveryOptions & { retryDelaySeconds: number },
): JobDefinition<MailDeliveryData> {
  return {
    name: MAIL_DELIVERY_JOB,
    queue: {
      retryLimit: MAIL_RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: MAIL_RETRY_DELAY_MAX_SECONDS,
      // A worker killed mid-send: the job goes back to the queue after a minute.
      expireInSeconds: 60,
      heartbeatSeconds: 30,
    },
    concurrency: 4,
    async run(data, job) {
      await deliverOutboxMessage(options, data.outboxId, { final: job.retryCount >= MAIL_RETRY_LIMIT });
    },
  };
}
