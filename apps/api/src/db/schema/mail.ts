import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A stored file sent with an e-mail: read from object storage at delivery (an NFS-e's PDF and XML). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  objectKey: string;
}

/**
 * Every e-mail the product sends is written here first, in the transaction of the change
 * that causes it, together with the job that delivers it (jobs/, mail-delivery.job.ts).
 * status: `pending` until delivered; `sent` once the SMTP server accepted it (the body is
 * then replaced by its SHA-256, so reset and invite links do not stay readable); `kept`
 * where there is no SMTP_URL (development: read it here or in the log); `failed` after the
 * last retry.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    bodySha256: text('body_sha256'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Files sent with the message (null: none); the objects stay in storage, only their keys are here. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);
