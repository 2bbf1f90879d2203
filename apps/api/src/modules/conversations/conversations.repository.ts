import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConversationInboxFilter, ConversationSide, ConversationStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { companyFiles } from '../../db/schema/companies.js';
import {
  conversationAttachments,
  conversationMessages,
  conversationReads,
  conversations,
} from '../../db/schema/conversations.js';
import { users } from '../../db/schema/users.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** A thread as the lists show it, for one reader (unread counted for `userId` on `side`). */
export interface ConversationListRow {
  id: string;
  companyId: string;
  companyName: string;
  subjectType: ConversationRow['subjectType'];
  subjectId: string;
  title: string;
  status: ConversationStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  waitingSince: Date | null;
  lastMessageAt: Date | null;
  lastMessagePreview: string | null;
  unreadCount: number;
  createdAt: Date;
}

const toDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

/**
 * The select of a thread list: the company, the assignee, the last visible message and what
 * `userId` has not read (messages of the other side; internal notes count for the firm only).
 */
function listSelect(userId: string, side: ConversationSide) {
  const otherSide = side === 'firm' ? 'customer' : 'firm';
  const visible = side === 'firm' ? sql`true` : sql`not m.internal`;
  return sql`
    select c.id, c.company_id, co.name as company_name, c.subject_type, c.subject_id, c.title, c.status,
      c.assignee_id, u.name as assignee_name, c.waiting_since, c.last_message_at, c.created_at,
      (select case when m.deleted_at is null then left(m.body, 140) else null end from conversation_messages m
        where m.conversation_id = c.id and ${visible} order by m.created_at desc limit 1) as last_message_preview,
      (select count(*)::int from conversation_messages m
        left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}
        where m.conversation_id = c.id and m.side = ${otherSide} and ${visible} and m.deleted_at is null
          and m.created_at > coalesce(r.read_up_to, 'epoch'::timestamptz)) as unread_count,
      count(*) over()::int as total
    from conversations c
    join companies co on co.id = c.company_id
    left join users u on u.id = c.assignee_id`;
}

interface RawListRow {
  id: string;
  company_id: string;
  company_name: string;
  subject_type: ConversationRow['subjectType'];
  subject_id: string;
  title: string;
  status: ConversationStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  waiting_since: unknown;
  last_message_at: unknown;
  created_at: unknown;
  last_message_preview: string | null;
  unread_count: number;
  total: number;
}

function toListRow(r: RawListRow): ConversationListRow {
  return {
    id: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    title: r.title,
    status: r.status,
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_name,
    waitingSince: toDate(r.waiting_since),
    lastMessageAt: toDate(r.last_message_at),
    lastMessagePreview: r.last_message_preview,
    unreadCount: Number(r.unread_count),
    createdAt: toDate(r.created_at)!,
  };
}

async function listPage(db: Database, query: SQL): Promise<{ rows: ConversationListRow[]; total: number }> {
  const raw = await rowsOf<RawListRow>(db, query);
  return { rows: raw.map(toListRow), total: raw[0] ? Number(raw[0].total) : 0 };
}

/** The company's threads, latest activity first. */
export function listCompanyConversations(
  db: Database,
  companyId: string,
  reader: { userId: string; side: ConversationSide },
  page: { limit: number; offset: number },
) {
  return listPage(
    db,
    sql`${listSelect(reader.userId, reader.side)} where c.company_id = ${companyId}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id limit ${page.limit} offset ${page.offset}`,
  );
}

/** One thread of the company as the list shows it; undefined when it is another company's or none. */
export async function findConversationView(
  db: Database,
  companyId: string,
  id: string,
  reader: { userId: string; side: ConversationSide },
): Promise<ConversationListRow | undefined> {
  const { rows } = await listPage(
    db,
    sql`${listSelect(reader.userId, reader.side)} where c.company_id = ${companyId} and c.id = ${id}`,
  );
  return rows[0];
}

/** Every company's threads for the firm: open ones waiting longest first; resolved ones latest first. */
export function listInbox(
  db: Database,
  accountantId: string,
  filter: ConversationInboxFilter,
  page: { limit: number; offset: number },
) {
  const where: Record<ConversationInboxFilter, SQL> = {
    all: sql`c.status <> 'resolved'`,
    mine: sql`c.status <> 'resolved' and c.assignee_id = ${accountantId}`,
    unassigned: sql`c.status <> 'resolved' and c.assignee_id is null`,
    waiting_customer: sql`c.status = 'waiting_customer'`,
    resolved: sql`c.status = 'resolved'`,
  };
  const order =
    filter === 'resolved'
      ? sql`coalesce(c.last_message_at, c.created_at) desc`
      : sql`c.waiting_since asc nulls last, coalesce(c.last_message_at, c.created_at) desc`;
  return listPage(
    db,
    sql`${listSelect(accountantId, 'firm')} where ${where[filter]}
      order by ${order}, c.id limit ${page.limit} offset ${page.offset}`,
  );
}

/** Open threads whose customer waits for an answer, counted by how long (the inbox's head). */
export async function countUnansweredByAge(db: Database, now: Date) {
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const [row] = await rowsOf<{ total: number; hour: number; day: number; older: number }>(
    db,
    sql`select count(*)::int as total,
      count(*) filter (where waiting_since > ${hourAgo}::timestamptz)::int as hour,
      count(*) filter (where waiting_since <= ${hourAgo}::timestamptz
        and waiting_since > ${dayAgo}::timestamptz)::int as day,
      count(*) filter (where waiting_since <= ${dayAgo}::timestamptz)::int as older
    from conversations where status <> 'resolved' and waiting_since is not null`,
  );
  return row ?? { total: 0, hour: 0, day: 0, older: 0 };
}

/** Messages of the company's threads the reader has not read (the menu's badge). */
export async function countUnreadInCompany(db: Database, companyId: string, userId: string): Promise<number> {
  const [row] = await rowsOf<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from conversation_messages m
      left join conversation_reads r on r.conversation_id = m.conversation_id and r.user_id = ${userId}
      where m.company_id = ${companyId} and m.side = 'firm' and not m.internal and m.deleted_at is null
        and m.created_at > coalesce(r.read_up_to, 'epoch'::timestamptz)`,
  );
  return Number(row?.unread ?? 0);
}

export async function findConversation(
  db: Database,
  companyId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.id, id)))
    .limit(1);
  return row;
}

/** The thread of a subject, created when missing (two at once: one insert wins, both read it). */
export async function findOrCreateConversation(
  db: Database,
  companyId: string,
  values: {
    subjectType: ConversationRow['subjectType'];
    subjectId: string;
    title: string;
    createdBy: string;
    assigneeId: string | null;
  },
): Promise<{ row: ConversationRow; created: boolean }> {
  const [inserted] = await db
    .insert(conversations)
    .values({ companyId, ...values })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.companyId, companyId),
        eq(conversations.subjectType, values.subjectType),
        eq(conversations.subjectId, values.subjectId),
      ),
    )
    .limit(1);
  if (!row) throw new Error('conversation neither inserted nor found');
  return { row, created: false };
}

/** The company's "contador dedicado": whoever is assigned to its general thread. */
export async function findDedicatedAccountant(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ assigneeId: conversations.assigneeId })
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.subjectType, 'general')))
    .limit(1);
  return row?.assigneeId ?? null;
}

export async function updateConversation(
  db: Database,
  companyId: string,
  id: string,
  changes: Partial<Pick<ConversationRow, 'status' | 'assigneeId' | 'waitingSince' | 'lastMessageAt'>>,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set(changes)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.id, id)))
    .returning();
  return row;
}

export async function insertMessage(
  db: Database,
  companyId: string,
  values: Pick<MessageRow, 'conversationId' | 'authorId' | 'side' | 'body' | 'internal' | 'createdAt'>,
): Promise<MessageRow> {
  const [row] = await db
    .insert(conversationMessages)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

export async function insertAttachments(db: Database, companyId: string, messageId: string, fileIds: string[]) {
  if (fileIds.length === 0) return;
  await db.insert(conversationAttachments).values(fileIds.map((fileId) => ({ companyId, messageId, fileId })));
}

export async function findMessage(db: Database, companyId: string, conversationId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.companyId, companyId),
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.id, messageId),
      ),
    )
    .limit(1);
  return row;
}

/** Keeps the row as the firm's record: the body is emptied and the time of deletion set. */
export async function markMessageDeleted(db: Database, companyId: string, messageId: string, at: Date) {
  await db
    .update(conversationMessages)
    .set({ deletedAt: at, body: '' })
    .where(and(eq(conversationMessages.companyId, companyId), eq(conversationMessages.id, messageId)));
  await db
    .delete(conversationAttachments)
    .where(and(eq(conversationAttachments.companyId, companyId), eq(conversationAttachments.messageId, messageId)));
}

export interface MessageViewRow extends MessageRow {
  authorName: string | null;
}

/** The thread's messages, oldest first; internal notes only when `withInternal`. */
export async function listMessages(
  db: Database,
  companyId: string,
  conversationId: string,
  withInternal: boolean,
): Promise<MessageViewRow[]> {
  const conditions = [
    eq(conversationMessages.companyId, companyId),
    eq(conversationMessages.conversationId, conversationId),
  ];
  if (!withInternal) conditions.push(eq(conversationMessages.internal, false));
  const rows = await db
    .select({ message: conversationMessages, authorName: users.name })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorId))
    .where(and(...conditions))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map((r) => ({ ...r.message, authorName: r.authorName }));
}

export async function listAttachments(db: Database, companyId: string, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: conversationAttachments.messageId,
      fileId: companyFiles.id,
      fileName: companyFiles.fileName,
      contentType: companyFiles.contentType,
      size: companyFiles.size,
    })
    .from(conversationAttachments)
    .innerJoin(companyFiles, eq(companyFiles.id, conversationAttachments.fileId))
    .where(
      and(eq(conversationAttachments.companyId, companyId), inArray(conversationAttachments.messageId, messageIds)),
    );
}

/** The attachment's file when it belongs to a message of this thread the reader may see. */
export async function findVisibleAttachment(
  db: Database,
  companyId: string,
  conversationId: string,
  fileId: string,
  withInternal: boolean,
) {
  const conditions = [
    eq(conversationAttachments.companyId, companyId),
    eq(conversationAttachments.fileId, fileId),
    eq(conversationMessages.conversationId, conversationId),
  ];
  if (!withInternal) conditions.push(eq(conversationMessages.internal, false));
  const [row] = await db
    .select({ file: companyFiles })
    .from(conversationAttachments)
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
    .innerJoin(companyFiles, eq(companyFiles.id, conversationAttachments.fileId))
    .where(and(...conditions))
    .limit(1);
  return row?.file;
}

/** Moves the reader's mark forward (never back). */
export async function upsertRead(db: Database, conversationId: string, userId: string, upTo: Date, at: Date) {
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, readUpTo: upTo, readAt: at })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        readUpTo: sql`greatest(${conversationReads.readUpTo}, excluded.read_up_to)`,
        readAt: sql`excluded.read_at`,
      },
    });
}

export async function listReads(db: Database, companyId: string, conversationId: string) {
  return rowsOf<{ user_id: string; name: string; roles: string[]; read_up_to: unknown }>(
    db,
    sql`select r.user_id, u.name, u.roles, r.read_up_to from conversation_reads r
      join conversations c on c.id = r.conversation_id and c.company_id = ${companyId}
      join users u on u.id = r.user_id
      where r.conversation_id = ${conversationId} and r.read_up_to is not null order by r.read_up_to`,
  );
}
