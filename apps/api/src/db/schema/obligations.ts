import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ObligationKind } from '@contabil/contracts';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * What happened to one obligation of the calendar (the calendar itself is computed from the
 * rules in code): marked done by an accountant, and the reminder e-mail sent, once.
 */
export const companyObligations = pgTable(
  'company_obligations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ObligationKind>().notNull(),
    /** `YYYY-MM` or `YYYY`. */
    period: text('period').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.period] })],
);
