import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, companyFiles } from './companies.js';
import { users } from './users.js';

/**
 * A thread between a company and the firm (decision 013): the general one (subject_type
 * `general`, subject_id '') or one per subject (an NFS-e request, a document, a bank
 * transaction, a step), unique per company and subject.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', {
      enum: ['general', 'nfs_request', 'document', 'bank_transaction', 'company_step'],
    }).notNull(),
    /** '' for the general thread. */
    subjectId: text('subject_id').notNull().default(''),
    title: text('title').notNull(),
    status: text('status', { enum: ['open', 'waiting_customer', 'resolved'] })
      .notNull()
      .default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The oldest customer message the firm has not answered yet; null when answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_subject_unique').on(t.companyId, t.subjectType, t.subjectId),
    index('conversations_status_waiting_idx').on(t.status, t.waitingSince),
    index('conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

/** Messages are the firm's records: a deletion (by its author, within 5 minutes) keeps the row, empties the body. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: ['customer', 'firm'] }).notNull(),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_thread_idx').on(t.conversationId, t.createdAt)],
);

/** Files attached to a message: company files (same storage, types and sizes as the vault's uploads). */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => companyFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('conversation_attachments_file_idx').on(t.fileId)],
);

/** Who read a thread up to when, and up to when the "unread messages" e-mail already told them. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUpTo: timestamp('read_up_to', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    notifiedUpTo: timestamp('notified_up_to', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * The live stream's log: one row per change, its bigserial id the SSE event id. A replica
 * NOTIFYs the id in the transaction of the change; every replica's listener reads the row
 * and fans it out; a client reconnecting with Last-Event-ID gets the rows after it.
 */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['message', 'message_deleted', 'conversation', 'read'] }).notNull(),
    /** Only the firm receives it (internal notes). */
    internal: boolean('internal').notNull().default(false),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_events_company_idx').on(t.companyId, t.id)],
);
