import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  BankAccountKind,
  BankConnectionProvider,
  BankConnectionStatus,
  BankSource,
  DuplicateStatus,
  TaxCategoryKind,
} from '@contabil/contracts';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * The seeded chart of tax categories (migration), the same for every company. `code`
 * ("1.01") is what the txt export carries.
 */
export const taxCategories = pgTable('tax_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').$type<TaxCategoryKind>().notNull(),
});

/**
 * A company's link to a bank's API (Cora). The OAuth tokens are kept encrypted
 * (AES-256-GCM, decision 008): `tokens_encrypted` is `iv.tag.ciphertext` in base64url.
 */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BankConnectionProvider>().notNull(),
    status: text('status').$type<BankConnectionStatus>().notNull().default('active'),
    tokensEncrypted: text('tokens_encrypted').notNull(),
    /** When the access token expires (refreshed before a sync past it). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_connections_company_idx').on(t.companyId)],
);

/**
 * A bank account or credit card of a company, found again by `match_key`: kind, bank,
 * branch and number normalised (digits and letters, no leading zeros; cards by number
 * only), so an OFX upload and the Cora connection of one account meet on one row.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source').$type<BankSource>().notNull(),
    connectionId: uuid('connection_id').references(() => bankConnections.id, { onDelete: 'set null' }),
    kind: text('kind').$type<BankAccountKind>().notNull(),
    bankId: text('bank_id'),
    branchId: text('branch_id'),
    accountNumber: text('account_number').notNull(),
    matchKey: text('match_key').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('BRL'),
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    balanceDate: date('balance_date', { mode: 'string' }),
    /** The last upload or sync that brought this account (new transactions or not). */
    lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_company_match_key').on(t.companyId, t.matchKey)],
);

/** One OFX upload: who, when, which file and what it did. */
export const bankImports = pgTable(
  'bank_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source').$type<BankSource>().notNull(),
    fileName: text('file_name'),
    size: integer('size'),
    imported: integer('imported').notNull().default(0),
    skippedDuplicates: integer('skipped_duplicates').notNull().default(0),
    flagged: integer('flagged').notNull().default(0),
    ignoredBalanceRows: integer('ignored_balance_rows').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_imports_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A learned rule: transactions whose counterpart key (normalised description) contains
 * `match` go to `tax_category_id`. The longest match wins.
 */
export const categoryRules = pgTable(
  'category_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    match: text('match').notNull(),
    taxCategoryId: uuid('tax_category_id')
      .notNull()
      .references(() => taxCategories.id),
    appliedCount: integer('applied_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('category_rules_company_match_key').on(t.companyId, t.match)],
);

/**
 * A transaction of an account. Duplicates are refused by two partial unique indexes:
 * the bank's id per account where it can be trusted (`dedupe_by = 'fit'`), and the content
 * key (date, amount, memo, n-th occurrence in its file) where the bank's id is missing or
 * reused (`dedupe_by = 'content'`).
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    source: text('source').$type<BankSource>().notNull(),
    fitId: text('fit_id'),
    contentKey: text('content_key').notNull(),
    dedupeBy: text('dedupe_by').$type<'fit' | 'content'>().notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bankType: text('bank_type'),
    name: text('name'),
    memo: text('memo'),
    description: text('description').notNull(),
    /** normaliseCounterpart(description): what rules and "similar" compare. */
    counterpartKey: text('counterpart_key').notNull(),
    checkNumber: text('check_number'),
    taxCategoryId: uuid('tax_category_id').references(() => taxCategories.id),
    categoryRuleId: uuid('category_rule_id').references(() => categoryRules.id, { onDelete: 'set null' }),
    duplicateOfId: uuid('duplicate_of_id').references((): AnyPgColumn => bankTransactions.id, {
      onDelete: 'set null',
    }),
    duplicateStatus: text('duplicate_status').$type<DuplicateStatus>(),
    importId: uuid('import_id').references(() => bankImports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transactions_fit_key')
      .on(t.accountId, t.fitId)
      .where(sql`dedupe_by = 'fit'`),
    // The content key hashes the date, so (account, date, key) refuses what (account, key)
    // did; with the date first an import's new keys land beside each other (its days) instead
    // of at random all over the account's history, whose pages it would have to read and
    // write back (decision 017: the import's cost does not grow with the history).
    uniqueIndex('bank_transactions_content_key')
      .on(t.accountId, t.postedOn, t.contentKey)
      .where(sql`dedupe_by = 'content'`),
    // The content-key lookup of an import reads every row of the account (not only 'content' ones).
    index('bank_transactions_content_idx').on(t.accountId, t.postedOn, t.contentKey),
    // The list's order (newest first, then id) in both directions of its keyset: by company, by account.
    index('bank_transactions_list_idx').on(
      t.companyId,
      t.accountId,
      t.postedOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bank_transactions_company_posted_idx').on(
      t.companyId,
      t.postedOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bank_transactions_counterpart_idx').on(t.companyId, t.counterpartKey),
    index('bank_transactions_duplicate_of_idx').on(t.duplicateOfId),
  ],
);

/**
 * The version of a company's bank transactions: bumped by statement triggers on
 * bank_transactions (migration 0014) in the transaction of every insert, update or delete,
 * so totals cached under a version are exact while it holds (decision 017). No foreign key:
 * the triggers also fire on the cascade of a company's deletion.
 */
export const bankDataVersions = pgTable('bank_data_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
