import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/mail.js';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The outbox belongs to no company: it holds account e-mails (reset links, invites). */
export async function insertOutboxMessage(db: Database, message: OutboxMessage): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

export async function markOutboxMessage(db: Database, id: string, result: { sentAt?: Date; error?: string }) {
  await db
    .update(mailOutbox)
    .set({ sentAt: result.sentAt ?? null, error: result.error ?? null })
    .where(eq(mailOutbox.id, id));
}

export async function listOutboxMessagesTo(db: Database, to: string, limit = 10) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
