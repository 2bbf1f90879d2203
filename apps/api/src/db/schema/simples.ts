import {
  bigint,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { documents } from './documents.js';
import { users } from './users.js';

export const simplesActivity = pgEnum('simples_activity', ['commerce', 'industry', 'service']);

/**
 * Revenue the product does not issue (sales of goods, notes issued elsewhere), entered by
 * the accountant per month and activity. Service revenue carries its national service
 * code, which decides the annex. One row per company, month, activity and code.
 */
export const simplesRevenueEntries = pgTable(
  'simples_revenue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    activity: simplesActivity('activity').notNull(),
    /** cTribNac (6 digits) for services; '' for commerce and industry. */
    serviceCode: text('service_code').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description'),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('simples_revenue_entries_key').on(t.companyId, t.month, t.activity, t.serviceCode),
    index('simples_revenue_entries_company_month_idx').on(t.companyId, t.month),
  ],
);

/**
 * The month's payroll for the Fator R (LC 123 art. 18 § 24), entered by the accountant
 * (`confirmed` at once) or by the customer (`submitted`, counted only once an accountant
 * confirms it).
 */
export const simplesPayroll = pgTable(
  'simples_payroll',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    proLaboreCents: bigint('pro_labore_cents', { mode: 'number' }).notNull(),
    salariesCents: bigint('salaries_cents', { mode: 'number' }).notNull(),
    /** Charges that count for the Fator R: CPP (INSS patronal) and FGTS. */
    chargesCents: bigint('charges_cents', { mode: 'number' }).notNull(),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'submitted' | 'confirmed'>().notNull().default('confirmed'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/**
 * A month's computation confirmed by an accountant: the figures as confirmed (the report's
 * JSON), locked. Later changes to the inputs show as differences, never as a rewrite.
 */
export const simplesConfirmations = pgTable(
  'simples_confirmations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`. */
    period: text('period').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The DAS guide made from the confirmed figures (generated or the Receita's PDF attached). */
    guideDocumentId: uuid('guide_document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period] })],
);
