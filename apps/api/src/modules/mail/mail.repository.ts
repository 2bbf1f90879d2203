import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox, type MailAttachment } from '../../db/schema/mail.js';

export type { MailAttachment };

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** Stored files sent with it (read from object storage at delivery). */
  attachments?: MailAttachment[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox belongs to no company: it holds account e-mails (reset links, invites). */
export async function insertOutboxMessage(db: Database, message: OutboxMessage): Promise<string> {
  const { attachments, ...rest } = message;
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...rest, attachments: attachments?.length ? attachments : null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

export async function findOutboxMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** One more delivery attempt starts (counted before the SMTP call, so a crash mid-call still counts). */
export async function recordDeliveryAttempt(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: at })
    .where(eq(mailOutbox.id, id));
}

/**
 * The SMTP server accepted it: the body gives way to its hash (a reset or invite link must
 * not stay readable). Conditional, so a late duplicate never overwrites the first outcome.
 */
export async function markOutboxSent(db: Database, id: string, sentAt: Date, bodySha256: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, bodySha256, text: '', error: null })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')));
}

/** No SMTP_URL: the message stays here for a developer to read. */
export async function markOutboxKept(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'kept' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** The attempt failed: the error is kept; `final` after the last retry. */
export async function recordDeliveryError(db: Database, id: string, error: string, final: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error: error.slice(0, 1000), ...(final ? { status: 'failed' as const } : {}) })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')));
}

export async function listOutboxMessagesTo(db: Database, to: string, limit = 10) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
