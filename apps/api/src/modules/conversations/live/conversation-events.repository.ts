import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ConversationEventType } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { conversationEvents } from '../../../db/schema/conversations.js';

/** The channel every replica LISTENs on; the payload is the event id. */
export const CONVERSATION_EVENTS_CHANNEL = 'conversation_events';

export type ConversationEventRow = typeof conversationEvents.$inferSelect;

/**
 * Writes the event and NOTIFYs its id, both in `tx`: PostgreSQL delivers the notification
 * when (and only if) the transaction commits, to every replica listening.
 */
export async function recordEvent(
  tx: Database,
  companyId: string,
  event: { conversationId: string; type: ConversationEventType; internal?: boolean; data: object },
): Promise<ConversationEventRow> {
  const [row] = await tx
    .insert(conversationEvents)
    .values({ companyId, internal: false, ...event })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  await tx.execute(sql`select pg_notify(${CONVERSATION_EVENTS_CHANNEL}, ${String(row.id)})`);
  return row;
}

export async function findEvent(db: Database, id: number): Promise<ConversationEventRow | undefined> {
  const [row] = await db.select().from(conversationEvents).where(eq(conversationEvents.id, id)).limit(1);
  return row;
}

/**
 * What a reconnecting client missed: the events after `afterId`, of one company or (the
 * firm, `companyId` null) of every company, internal ones only for the firm.
 */
export async function listEventsAfter(
  db: Database,
  scope: { companyId: string | null; withInternal: boolean },
  afterId: number,
  limit = 500,
): Promise<ConversationEventRow[]> {
  const conditions = [gt(conversationEvents.id, afterId)];
  if (scope.companyId) conditions.push(eq(conversationEvents.companyId, scope.companyId));
  if (!scope.withInternal) conditions.push(eq(conversationEvents.internal, false));
  return db
    .select()
    .from(conversationEvents)
    .where(and(...conditions))
    .orderBy(asc(conversationEvents.id))
    .limit(limit);
}
