import {
  bigint,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  integer,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { documentStatusSchema, documentTypeSchema } from '@contabil/contracts';
import { companies, companyFiles } from './companies.js';
import { nfsRequests } from './nfs.js';
import { users } from './users.js';

const values = <T extends string>(options: readonly T[]) => options as [T, ...T[]];
export const documentType = pgEnum('document_type', values(documentTypeSchema.options));
export const documentStatus = pgEnum('document_status', values(documentStatusSchema.options));

/** A document of a company: one stored file (company_files) with its meaning, dates and status. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => companyFiles.id, { onDelete: 'restrict' }),
    type: documentType('type').notNull(),
    title: text('title').notNull(),
    status: documentStatus('status').notNull(),
    /** `YYYY-MM`: the month a guide (or a monthly document) refers to. */
    competence: text('competence'),
    dueDate: date('due_date'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    rejectionReason: text('rejection_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptDocumentId: uuid('receipt_document_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    nfsRequestId: uuid('nfs_request_id').references(() => nfsRequests.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Sent by a system admin (our accountants) rather than by the company. */
    fromAccountantAt: timestamp('from_accountant_at', { withTimezone: true }),
    /** Set once when the "due in 3 days" e-mail went out: the reminder is sent exactly once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_company_created_idx').on(t.companyId, t.createdAt),
    index('documents_company_type_idx').on(t.companyId, t.type),
    index('documents_status_due_idx').on(t.status, t.dueDate),
    index('documents_company_competence_idx').on(t.companyId, t.competence),
  ],
);

/**
 * Objects to remove from storage: written in the same transaction that deletes their
 * rows, removed by the cleanup job (retried until it succeeds), so a failed delete never
 * leaves an orphan behind.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    objectKey: text('object_key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A failed delete waits (doubling, up to a day) so that it never holds up the rows behind it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storage_deletions_next_attempt_idx').on(t.nextAttemptAt, t.objectKey)],
);
