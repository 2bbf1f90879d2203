import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bankTransactions } from './bank-statements.js';
import { companies } from './companies.js';
import { documents } from './documents.js';
import { nfsRequests } from './nfs.js';
import { users } from './users.js';

/**
 * A bank transaction reconciled with what explains it, confirmed by a person: a credit
 * with an issued note, a debit with a paid guide. Kept (a re-import finds the same
 * transaction by its bank id) and never proposed again: one match per transaction and
 * per note or guide.
 */
export const reconciliationMatches = pgTable(
  'reconciliation_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<'note' | 'guide'>().notNull(),
    nfsRequestId: uuid('nfs_request_id').references(() => nfsRequests.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconciliation_matches_transaction_key').on(t.transactionId),
    uniqueIndex('reconciliation_matches_note_key')
      .on(t.nfsRequestId)
      .where(sql`nfs_request_id is not null`),
    uniqueIndex('reconciliation_matches_document_key')
      .on(t.documentId)
      .where(sql`document_id is not null`),
  ],
);
