import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BANK_TRANSACTIONS_MAX_PAGE_SIZE,
  HOME_CURRENCY,
  type BankAccountKind,
  type BankTransactionType,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { preparedOnce, preparedRows } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import {
  bankAccounts,
  bankDataVersions,
  bankImports,
  bankTransactions,
  categoryRules,
  taxCategories,
} from '../../db/schema/bank-statements.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type NewBankAccount = Omit<typeof bankAccounts.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type NewBankTransaction = Omit<typeof bankTransactions.$inferInsert, 'companyId' | 'createdAt'>;
export type TaxCategoryRow = typeof taxCategories.$inferSelect;
export type BankImportRow = typeof bankImports.$inferSelect;

/**
 * A list as one PostgreSQL array literal (both drivers pass it as text; cast it, e.g.
 * `${arrayLiteral(keys)}::text[]`): thousands of bind parameters (what `inArray` sends) are
 * slow to bind, on PGlite above all.
 */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
}

// ---------------------------------------------------------------- tax categories

export function listTaxCategories(db: Database): Promise<TaxCategoryRow[]> {
  return db.select().from(taxCategories).orderBy(asc(taxCategories.code));
}

export async function findTaxCategory(db: Database, id: string): Promise<TaxCategoryRow | undefined> {
  const [row] = await db.select().from(taxCategories).where(eq(taxCategories.id, id)).limit(1);
  return row;
}

// ---------------------------------------------------------------- accounts

/** The company's account with that match key, created when missing (races included). */
export async function findOrCreateAccount(
  db: Database,
  companyId: string,
  values: NewBankAccount,
): Promise<{ account: BankAccountRow; created: boolean }> {
  const [inserted] = await db
    .insert(bankAccounts)
    .values({ ...values, companyId })
    .onConflictDoNothing({ target: [bankAccounts.companyId, bankAccounts.matchKey] })
    .returning();
  if (inserted) return { account: inserted, created: true };
  const [existing] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.matchKey, values.matchKey)))
    .limit(1);
  if (!existing) throw new Error('bank account vanished between insert and select');
  return { account: existing, created: false };
}

/** Keeps the balance of the latest date seen (an older statement does not overwrite it). */
export async function updateAccountBalance(
  db: Database,
  companyId: string,
  accountId: string,
  balanceCents: number,
  balanceDate: string,
  now: Date,
): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ balanceCents, balanceDate, updatedAt: now })
    .where(
      and(
        eq(bankAccounts.companyId, companyId),
        eq(bankAccounts.id, accountId),
        or(isNull(bankAccounts.balanceDate), lte(bankAccounts.balanceDate, balanceDate)),
      ),
    );
}

/** Marks the account as brought by an upload or a sync now. */
export async function touchAccountImport(db: Database, companyId: string, accountId: string, now: Date): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ lastImportedAt: now })
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, accountId)));
}

/** Ties an account to the connection that now feeds it too. */
export async function linkAccountToConnection(
  db: Database,
  companyId: string,
  accountId: string,
  connectionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ connectionId, updatedAt: now })
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, accountId)));
}

export interface BankAccountView extends BankAccountRow {
  transactionCount: number;
  possibleDuplicates: number;
  withoutTaxCategory: number;
  firstTransactionOn: string | null;
  lastTransactionOn: string | null;
}

function accountViewColumns() {
  return {
    account: bankAccounts,
    transactionCount: sql<number>`(select count(*)::int from ${bankTransactions} t where t.account_id = "bank_accounts"."id")`,
    possibleDuplicates: sql<number>`(select count(*)::int from ${bankTransactions} t where t.account_id = "bank_accounts"."id" and t.duplicate_status = 'possible')`,
    withoutTaxCategory: sql<number>`(select count(*)::int from ${bankTransactions} t where t.account_id = "bank_accounts"."id" and t.tax_category_id is null)`,
    firstTransactionOn: sql<
      string | null
    >`(select min(t.posted_on)::text from ${bankTransactions} t where t.account_id = "bank_accounts"."id")`,
    lastTransactionOn: sql<
      string | null
    >`(select max(t.posted_on)::text from ${bankTransactions} t where t.account_id = "bank_accounts"."id")`,
  };
}

type AccountViewSelected = {
  account: BankAccountRow;
  transactionCount: number;
  possibleDuplicates: number;
  withoutTaxCategory: number;
  firstTransactionOn: string | null;
  lastTransactionOn: string | null;
};
const flattenAccount = ({ account, ...rest }: AccountViewSelected): BankAccountView => ({
  ...account,
  ...rest,
  transactionCount: Number(rest.transactionCount),
  possibleDuplicates: Number(rest.possibleDuplicates),
  withoutTaxCategory: Number(rest.withoutTaxCategory),
});

/** An account's figures over its transactions (what the accounts list shows beside each). */
export type AccountStats = Omit<BankAccountView, keyof BankAccountRow>;

/** Every account's figures of the company with the bank data version, in one statement (one snapshot). */
/** One account's figures as computeAccountStats' statement writes them (json_agg). */
interface AccountStatsEntry {
  account_id: string;
  total: number;
  possible: number;
  uncategorised: number;
  first_on: string | null;
  last_on: string | null;
}

export async function computeAccountStats(
  db: Database,
  companyId: string,
): Promise<{ version: number; byAccount: Map<string, AccountStats> }> {
  const rows = await rowsOf<{ version: string; stats: string | AccountStatsEntry[] }>(
    db,
    sql`
    select
      coalesce((select ${bankDataVersions.version} from ${bankDataVersions} where ${bankDataVersions.companyId} = ${companyId}), 0)::text as version,
      coalesce((
        select json_agg(s) from (
          select account_id, count(*)::int as total,
            (count(*) filter (where duplicate_status = 'possible'))::int as possible,
            (count(*) filter (where tax_category_id is null))::int as uncategorised,
            min(posted_on)::text as first_on, max(posted_on)::text as last_on
          from ${bankTransactions} where company_id = ${companyId} group by account_id
        ) s
      ), '[]'::json) as stats
  `,
  );
  const row = rows[0];
  const stats = typeof row?.stats === 'string' ? JSON.parse(row.stats) : (row?.stats ?? []);
  const byAccount = new Map<string, AccountStats>();
  for (const entry of stats as AccountStatsEntry[])
    byAccount.set(entry.account_id, {
      transactionCount: entry.total,
      possibleDuplicates: entry.possible,
      withoutTaxCategory: entry.uncategorised,
      firstTransactionOn: entry.first_on,
      lastTransactionOn: entry.last_on,
    });
  return { version: Number(row?.version ?? 0), byAccount };
}

const NO_TRANSACTIONS: AccountStats = {
  transactionCount: 0,
  possibleDuplicates: 0,
  withoutTaxCategory: 0,
  firstTransactionOn: null,
  lastTransactionOn: null,
};

/** A page of the company's accounts by name, with the figures given (computed once per data version). */
export async function listAccountViews(
  db: Database,
  companyId: string,
  page: { limit: number; offset: number },
  stats: ReadonlyMap<string, AccountStats>,
): Promise<{ rows: BankAccountView[]; total: number }> {
  const where = eq(bankAccounts.companyId, companyId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(bankAccounts)
      .where(where)
      .orderBy(asc(bankAccounts.name), asc(bankAccounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(bankAccounts).where(where),
  ]);
  return {
    rows: rows.map((account) => ({ ...account, ...(stats.get(account.id) ?? NO_TRANSACTIONS) })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findAccountView(
  db: Database,
  companyId: string,
  id: string,
): Promise<BankAccountView | undefined> {
  const [row] = await db
    .select(accountViewColumns())
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)))
    .limit(1);
  return row && flattenAccount(row);
}

export async function listAccountViewsOfConnection(
  db: Database,
  companyId: string,
  connectionIds: string[],
): Promise<BankAccountView[]> {
  if (connectionIds.length === 0) return [];
  const rows = await db
    .select(accountViewColumns())
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.connectionId, connectionIds)))
    .orderBy(asc(bankAccounts.name));
  return rows.map(flattenAccount);
}

export async function findAccount(db: Database, companyId: string, id: string): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)))
    .limit(1);
  return row;
}

/** Deletes the account; its transactions go with it (cascade). False when not the company's. */
export async function deleteAccount(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- imports

export async function insertImport(
  db: Database,
  companyId: string,
  values: Omit<typeof bankImports.$inferInsert, 'id' | 'companyId' | 'createdAt'>,
): Promise<BankImportRow> {
  const [row] = await db
    .insert(bankImports)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('bank import insert returned nothing');
  return row;
}

export async function updateImportCounts(
  db: Database,
  companyId: string,
  id: string,
  counts: { imported: number; skippedDuplicates: number; flagged: number; ignoredBalanceRows: number },
): Promise<void> {
  await db
    .update(bankImports)
    .set(counts)
    .where(and(eq(bankImports.companyId, companyId), eq(bankImports.id, id)));
}

// ---------------------------------------------------------------- dedupe lookups

// The import's two lookups probe the account's index once per key of the file (a nested
// loop over the file's keys), so they cost the same whatever the account already holds. As
// `key = any(array)` the planner read the whole table instead (a parallel sequential scan
// of every company's rows: 0.6-0.8 s at 2M rows): it prices 10,000 index descents as
// random reads and the scan as cheaper. The LATERAL subquery with `offset 0` cannot be
// flattened into a join, so the only plans left run it once per key with that key bound,
// through bank_transactions_fit_key / bank_transactions_content_idx (decision 017).

/** Which of these bank ids the account already holds (trusted ones only): fitId -> id. */
export async function existingFitIds(
  db: Database,
  companyId: string,
  accountId: string,
  fitIds: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (fitIds.length === 0) return found;
  const rows = await rowsOf<{ id: string; fit_id: string | null }>(
    db,
    sql`
    select t.id, t.fit_id
    from unnest(${arrayLiteral([...new Set(fitIds)])}::text[]) as k(fit_id)
    cross join lateral (
      select t.id, t.fit_id from ${bankTransactions} t
      where t.company_id = ${companyId} and t.account_id = ${accountId} and t.dedupe_by = 'fit' and t.fit_id = k.fit_id
      offset 0
    ) t
  `,
  );
  for (const row of rows) if (row.fit_id) found.set(row.fit_id, row.id);
  return found;
}

/**
 * The existing transactions of the account with these content keys: key -> { id, fitId }.
 * Each key comes with its row's date (the key hashes it), which leads the index.
 */
export async function existingContentKeys(
  db: Database,
  companyId: string,
  accountId: string,
  keys: readonly { postedOn: string; contentKey: string }[],
): Promise<Map<string, { id: string; fitId: string | null }>> {
  const found = new Map<string, { id: string; fitId: string | null }>();
  if (keys.length === 0) return found;
  const rows = await rowsOf<{ id: string; content_key: string; fit_id: string | null }>(
    db,
    sql`
    select t.id, t.content_key, t.fit_id
    from unnest(
      ${arrayLiteral(keys.map((key) => key.postedOn))}::date[],
      ${arrayLiteral(keys.map((key) => key.contentKey))}::text[]
    ) as k(posted_on, content_key)
    cross join lateral (
      select t.id, t.content_key, t.fit_id from ${bankTransactions} t
      where t.company_id = ${companyId} and t.account_id = ${accountId}
        and t.posted_on = k.posted_on and t.content_key = k.content_key
      offset 0
    ) t
  `,
  );
  for (const row of rows) found.set(row.content_key, { id: row.id, fitId: row.fit_id });
  return found;
}

export interface DuplicateCandidate {
  id: string;
  postedOn: string;
  amountCents: number;
}

/**
 * Transactions of the account posted on one of these days with one of these amounts. Read
 * day by day through bank_transactions_list_idx (a nested loop over the days, as the
 * lookups above), so the rows read are the account's rows of those days, however long its
 * history and however far apart the file's dates are.
 */
export async function duplicateCandidates(
  db: Database,
  companyId: string,
  accountId: string,
  amounts: readonly number[],
  days: readonly string[],
): Promise<DuplicateCandidate[]> {
  if (amounts.length === 0 || days.length === 0) return [];
  const rows = await rowsOf<{ id: string; posted_on: string; amount_cents: string | number }>(
    db,
    sql`
    select t.id, t.posted_on::text as posted_on, t.amount_cents
    from unnest(${arrayLiteral([...new Set(days)])}::date[]) as k(day)
    cross join lateral (
      select t.id, t.posted_on, t.amount_cents from ${bankTransactions} t
      where t.company_id = ${companyId} and t.account_id = ${accountId} and t.posted_on = k.day
        and t.amount_cents = any(${arrayLiteral(amounts)}::bigint[])
      offset 0
    ) t
  `,
  );
  return rows.map((row) => ({ id: row.id, postedOn: row.posted_on, amountCents: Number(row.amount_cents) }));
}

/**
 * Writes a slice of new transactions; the ones the unique indexes refuse are skipped.
 * Returns the ids written. The rows travel as one JSON parameter (json_to_recordset):
 * thousands of bind parameters are what makes a multi-row insert slow, on PGlite above all.
 */
export async function insertTransactions(
  db: Database,
  companyId: string,
  rows: readonly NewBankTransaction[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const payload = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      account_id: row.accountId,
      source: row.source,
      fit_id: row.fitId ?? null,
      content_key: row.contentKey,
      dedupe_by: row.dedupeBy,
      posted_on: row.postedOn,
      amount_cents: row.amountCents,
      bank_type: row.bankType ?? null,
      name: row.name ?? null,
      memo: row.memo ?? null,
      description: row.description,
      counterpart_key: row.counterpartKey,
      check_number: row.checkNumber ?? null,
      tax_category_id: row.taxCategoryId ?? null,
      category_rule_id: row.categoryRuleId ?? null,
      duplicate_of_id: row.duplicateOfId ?? null,
      duplicate_status: row.duplicateStatus ?? null,
      import_id: row.importId ?? null,
    })),
  );
  const written = await rowsOf<{ id: string }>(
    db,
    sql`
    insert into ${bankTransactions} (
      id, company_id, account_id, source, fit_id, content_key, dedupe_by, posted_on, amount_cents,
      bank_type, name, memo, description, counterpart_key, check_number, tax_category_id,
      category_rule_id, duplicate_of_id, duplicate_status, import_id
    )
    select
      r.id, ${companyId}::uuid, r.account_id, r.source, r.fit_id, r.content_key, r.dedupe_by, r.posted_on,
      r.amount_cents, r.bank_type, r.name, r.memo, r.description, r.counterpart_key, r.check_number,
      r.tax_category_id, r.category_rule_id, r.duplicate_of_id, r.duplicate_status, r.import_id
    from json_to_recordset(${payload}::json) as r(
      id uuid, account_id uuid, source text, fit_id text, content_key text, dedupe_by text, posted_on date,
      amount_cents bigint, bank_type text, name text, memo text, description text, counterpart_key text,
      check_number text, tax_category_id uuid, category_rule_id uuid, duplicate_of_id uuid,
      duplicate_status text, import_id uuid
    )
    on conflict do nothing
    returning id
  `,
  );
  return new Set(written.map((row) => row.id));
}

// ---------------------------------------------------------------- transactions

export interface TransactionsFilter {
  accountId?: string | undefined;
  withoutTaxCategory?: boolean | undefined;
  possibleDuplicates?: boolean | undefined;
  taxCategoryId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  type?: BankTransactionType | undefined;
}

const twin = alias(bankTransactions, 'twin');

export interface BankTransactionView {
  transaction: typeof bankTransactions.$inferSelect;
  /** The account's currency: every amount of the transaction is in it. */
  currency: string;
  accountKind: BankAccountKind;
  category: TaxCategoryRow | null;
  twin: { id: string; postedOn: string; amountCents: number; description: string } | null;
}

function selectTransactionViews(db: Database) {
  return db
    .select({
      transaction: bankTransactions,
      currency: bankAccounts.currency,
      accountKind: bankAccounts.kind,
      category: taxCategories,
      twinId: twin.id,
      twinPostedOn: twin.postedOn,
      twinAmountCents: twin.amountCents,
      twinDescription: twin.description,
    })
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.accountId))
    .leftJoin(taxCategories, eq(taxCategories.id, bankTransactions.taxCategoryId))
    .leftJoin(twin, eq(twin.id, bankTransactions.duplicateOfId));
}

type SelectedTransaction = Awaited<ReturnType<ReturnType<typeof selectTransactionViews>['execute']>>[number];
const toView = (row: SelectedTransaction): BankTransactionView => ({
  transaction: row.transaction,
  currency: row.currency,
  accountKind: row.accountKind,
  category: row.category,
  twin:
    row.twinId && row.twinPostedOn && row.twinAmountCents !== null && row.twinDescription !== null
      ? {
          id: row.twinId,
          postedOn: row.twinPostedOn,
          amountCents: row.twinAmountCents,
          description: row.twinDescription,
        }
      : null,
});

function transactionConditions(companyId: string, filter: TransactionsFilter): SQL {
  const conditions: SQL[] = [eq(bankTransactions.companyId, companyId)];
  if (filter.accountId) conditions.push(eq(bankTransactions.accountId, filter.accountId));
  if (filter.withoutTaxCategory) conditions.push(isNull(bankTransactions.taxCategoryId));
  if (filter.taxCategoryId) conditions.push(eq(bankTransactions.taxCategoryId, filter.taxCategoryId));
  if (filter.possibleDuplicates) conditions.push(eq(bankTransactions.duplicateStatus, 'possible'));
  if (filter.from) conditions.push(gte(bankTransactions.postedOn, filter.from));
  if (filter.to) conditions.push(lte(bankTransactions.postedOn, filter.to));
  if (filter.type === 'credit') conditions.push(sql`${bankTransactions.amountCents} > 0`);
  if (filter.type === 'debit') conditions.push(sql`${bankTransactions.amountCents} < 0`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(sql`unaccent(${bankTransactions.description}) ilike unaccent(${pattern})`);
  }
  return and(...conditions) as SQL;
}

/**
 * A page of the company's transactions, newest first (date, then id), and the company's
 * bank data version (what the list's totals are kept under). With `after` (the last row of
 * the previous page) the page starts right after it through the index on (company,
 * [account,] date desc, id desc): its cost does not grow with the history. One row more
 * than the limit is read to know whether a next page exists.
 */
export async function listTransactionPage(
  db: Database,
  companyId: string,
  filter: TransactionsFilter,
  page: { limit: number; offset: number; after?: { postedOn: string; id: string } | undefined },
): Promise<{ rows: BankTransactionView[]; hasMore: boolean; version: number }> {
  if (isUnfiltered(filter) && page.limit < PAGE_READ_AT_MOST) {
    const found = await unfilteredPage(db, page.after ? 'after' : page.offset > 0 ? 'offset' : 'first').execute({
      companyId,
      limit: page.limit + 1,
      offset: page.offset,
      afterDate: page.after?.postedOn ?? null,
      afterId: page.after?.id ?? null,
    });
    // An empty page carries no version: asked on its own.
    const version = found.version ?? (await readBankDataVersion(db, companyId));
    return { rows: found.rows.slice(0, page.limit), hasMore: found.rows.length > page.limit, version };
  }
  const [rows, version] = await Promise.all([
    selectTransactionViews(db)
      .where(
        page.after
          ? and(transactionConditions(companyId, filter), afterKey(page.after.postedOn, page.after.id))
          : transactionConditions(companyId, filter),
      )
      .orderBy(desc(bankTransactions.postedOn), desc(bankTransactions.id))
      .limit(page.limit + 1)
      .offset(page.after ? 0 : page.offset),
    readBankDataVersion(db, companyId),
  ]);
  return { rows: rows.slice(0, page.limit).map(toView), hasMore: rows.length > page.limit, version };
}

/** Rows strictly after the cursor's (date, id) in the list's order (newest first). */
const afterKey = (postedOn: unknown, id: unknown) =>
  sql`(${bankTransactions.postedOn}, ${bankTransactions.id}) < (${postedOn}::date, ${id}::uuid)`;

const isUnfiltered = (filter: TransactionsFilter) =>
  Object.values(filter).every((value) => value === undefined || value === false);

/**
 * The list without filters (the screen's first call and most next pages) with the data
 * version, one statement prepared once and mapped by hand (db/prepared.ts): the columns
 * below are read by position in pageRowToView. The version is a subquery run once per
 * statement, in the page's snapshot.
 *
 * The first page and the pages after a cursor read the page inside a constant limit (the
 * largest page the contract allows, plus the row that says a next page exists) and cut it
 * to the asked size outside. With `limit $n` alone PostgreSQL cannot know the page's size
 * when it prices a plan without the values (it assumes a tenth of the company's rows), so
 * it priced the reusable (generic) plan far above the plan made for each call's values and
 * planned the statement again on every call: 0.4-0.5 ms of planning against 0.1 ms of
 * execution (decision 017). With the constant inside, the generic plan costs less than the
 * per-call one and PostgreSQL keeps it after its five trial plans (the same plan: the
 * company's index in the list's order, nested loops, stopping at the asked size). A page
 * by `offset` (the spec's pagination) keeps the old form: its offset is unknown as well,
 * and it is planned per call as before.
 */
const PAGE_READ_AT_MOST = BANK_TRANSACTIONS_MAX_PAGE_SIZE + 1;

/** Also what the lists bench times alone (bench/lists.ts: the same statement the API sends). */
export const unfilteredPage = (db: Database, kind: 'first' | 'after' | 'offset') =>
  preparedRows(
    db,
    { first: 'transactions_page_v3', after: 'transactions_page_after_v3', offset: 'transactions_page_offset_v3' }[kind],
    () => {
      const page = sql`
        select t.id, t.company_id, t.account_id, t.source, t.fit_id, t.content_key, t.dedupe_by, t.posted_on,
          t.amount_cents, t.bank_type, t.name, t.memo, t.description, t.counterpart_key, t.check_number,
          t.tax_category_id, t.category_rule_id, t.duplicate_of_id, t.duplicate_status, t.import_id, t.created_at,
          a.currency, a.kind as account_kind,
          c.id as category_id, c.code as category_code, c.name as category_name, c.kind as category_kind,
          twin.id as twin_id, twin.posted_on as twin_posted_on, twin.amount_cents as twin_amount_cents,
          twin.description as twin_description,
          (select v.version from bank_data_versions v where v.company_id = ${sql.placeholder('companyId')}) as version
        from bank_transactions t
        join bank_accounts a on a.id = t.account_id
        left join tax_categories c on c.id = t.tax_category_id
        left join bank_transactions twin on twin.id = t.duplicate_of_id
        where t.company_id = ${sql.placeholder('companyId')}
          ${kind === 'after' ? sql`and (t.posted_on, t.id) < (${sql.placeholder('afterDate')}::date, ${sql.placeholder('afterId')}::uuid)` : sql``}
        order by t.posted_on desc, t.id desc`;
      return kind === 'offset'
        ? sql`${page} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`
        : sql`select * from (${page} limit ${sql.raw(String(PAGE_READ_AT_MOST))}) page
            order by posted_on desc, id desc limit ${sql.placeholder('limit')}`;
    },
    (rows) => ({
      rows: rows.map(pageRowToView),
      // No version row yet (no transaction ever): 0, as readBankDataVersion answers.
      version: rows[0] ? Number(rows[0][31] ?? 0) : undefined,
    }),
  );

/** One row of unfilteredPage, as drizzle would map selectTransactionViews (the test compares them). */
function pageRowToView(row: unknown[]): BankTransactionView {
  const text = (index: number) => row[index] as string;
  const textOrNull = (index: number) => row[index] as string | null;
  return {
    transaction: {
      id: text(0),
      companyId: text(1),
      accountId: text(2),
      source: text(3) as BankTransactionView['transaction']['source'],
      fitId: textOrNull(4),
      contentKey: text(5),
      dedupeBy: text(6) as BankTransactionView['transaction']['dedupeBy'],
      postedOn: text(7),
      amountCents: Number(row[8]),
      bankType: textOrNull(9),
      name: textOrNull(10),
      memo: textOrNull(11),
      description: text(12),
      counterpartKey: text(13),
      checkNumber: textOrNull(14),
      taxCategoryId: textOrNull(15),
      categoryRuleId: textOrNull(16),
      duplicateOfId: textOrNull(17),
      duplicateStatus: textOrNull(18) as BankTransactionView['transaction']['duplicateStatus'],
      importId: textOrNull(19),
      createdAt: new Date(text(20)),
    },
    currency: text(21),
    accountKind: text(22) as BankAccountKind,
    category:
      row[23] === null
        ? null
        : { id: text(23), code: text(24), name: text(25), kind: text(26) as TaxCategoryRow['kind'] },
    twin:
      row[27] === null || row[28] === null || row[29] === null || row[30] === null
        ? null
        : { id: text(27), postedOn: text(28), amountCents: Number(row[29]), description: text(30) },
  };
}

export interface CurrencyTotals {
  currency: string;
  total: number;
  creditsCents: number;
  debitsCents: number;
}

export interface TransactionTotals {
  /** The company's bank data version the sums were read at (same snapshot); -1: not to be kept. */
  version: number;
  total: number;
  /** Sums in reais only: amounts of accounts in other currencies are never added in. */
  creditsCents: number;
  debitsCents: number;
  /** The filtered set's sums in each other currency, by currency. */
  otherCurrencies: CurrencyTotals[];
}

/**
 * The count and sums of the whole filtered set with the data version, in one statement
 * (one snapshot), per account currency: what is cached under that version is exactly what
 * the version had.
 */
export async function computeTransactionTotals(
  db: Database,
  companyId: string,
  filter: TransactionsFilter,
): Promise<TransactionTotals> {
  const rows = await db
    .select({
      version: sql<string>`coalesce((select ${bankDataVersions.version} from ${bankDataVersions} where ${bankDataVersions.companyId} = ${companyId}), 0)`,
      currency: bankAccounts.currency,
      total: count(),
      credits: sql<string>`coalesce(sum(${bankTransactions.amountCents}) filter (where ${bankTransactions.amountCents} > 0), 0)`,
      debits: sql<string>`coalesce(sum(${bankTransactions.amountCents}) filter (where ${bankTransactions.amountCents} < 0), 0)`,
    })
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.accountId))
    .where(transactionConditions(companyId, filter))
    .groupBy(bankAccounts.currency)
    .orderBy(asc(bankAccounts.currency));
  const byCurrency = rows.map((row) => ({
    currency: row.currency,
    total: Number(row.total),
    creditsCents: Number(row.credits),
    debitsCents: Number(row.debits),
  }));
  const home = byCurrency.find((row) => row.currency === HOME_CURRENCY);
  return {
    // An empty set carries no version of its own snapshot: not kept.
    version: rows[0] ? Number(rows[0].version) : -1,
    total: byCurrency.reduce((sum, row) => sum + row.total, 0),
    creditsCents: home?.creditsCents ?? 0,
    debitsCents: home?.debitsCents ?? 0,
    otherCurrencies: byCurrency.filter((row) => row.currency !== HOME_CURRENCY),
  };
}

/** The company's bank data version now (0 before its first transaction). */
export async function readBankDataVersion(db: Database, companyId: string): Promise<number> {
  const [row] = await bankDataVersion(db).execute({ companyId });
  return Number(row?.version ?? 0);
}

const bankDataVersion = (db: Database) =>
  preparedOnce(db, 'bank_data_version', (d) =>
    d
      .select({ version: bankDataVersions.version })
      .from(bankDataVersions)
      .where(eq(bankDataVersions.companyId, sql.placeholder('companyId')))
      .limit(1)
      .prepare('bank_data_version'),
  );

/**
 * Bumps the company's bank data version and holds its row lock until the transaction ends.
 * Every transaction that writes bank transactions calls it first (the triggers bump it
 * again on each statement), so two of them queue here instead of deadlocking on a rule or
 * a unique key each holds the other way round.
 */
export async function lockBankData(db: Database, companyId: string): Promise<void> {
  await db
    .insert(bankDataVersions)
    .values({ companyId, version: 1 })
    .onConflictDoUpdate({ target: bankDataVersions.companyId, set: { version: sql`${bankDataVersions.version} + 1` } });
}

export async function findTransactionView(
  db: Database,
  companyId: string,
  id: string,
): Promise<BankTransactionView | undefined> {
  const [row] = await selectTransactionViews(db)
    .where(and(eq(bankTransactions.companyId, companyId), eq(bankTransactions.id, id)))
    .limit(1);
  return row && toView(row);
}

/** The transactions of one account in a date range, oldest first (exports). */
export async function listTransactionsOfPeriod(
  db: Database,
  companyId: string,
  accountId: string,
  from: string,
  to: string,
): Promise<BankTransactionView[]> {
  const rows = await selectTransactionViews(db)
    .where(
      and(
        eq(bankTransactions.companyId, companyId),
        eq(bankTransactions.accountId, accountId),
        gte(bankTransactions.postedOn, from),
        lte(bankTransactions.postedOn, to),
      ),
    )
    .orderBy(asc(bankTransactions.postedOn), asc(bankTransactions.createdAt), asc(bankTransactions.id));
  return rows.map(toView);
}

export async function setTransactionCategory(
  db: Database,
  companyId: string,
  ids: readonly string[],
  taxCategoryId: string | null,
  categoryRuleId: string | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(bankTransactions)
    .set({ taxCategoryId, categoryRuleId })
    .where(and(eq(bankTransactions.companyId, companyId), inArray(bankTransactions.id, [...ids])))
    .returning({ id: bankTransactions.id });
  return rows.length;
}

/** Amount and account kind of these ids of the company (the direction check of a bulk change). */
export async function listTransactionSides(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<{ id: string; amountCents: number; accountKind: BankAccountKind }[]> {
  return db
    .select({ id: bankTransactions.id, amountCents: bankTransactions.amountCents, accountKind: bankAccounts.kind })
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.accountId))
    .where(and(eq(bankTransactions.companyId, companyId), inArray(bankTransactions.id, [...ids])));
}

/** Other transactions with the same counterpart whose category differs from taxCategoryId. */
function similarWhere(companyId: string, counterpartKey: string, exceptId: string, taxCategoryId: string | null): SQL {
  return and(
    eq(bankTransactions.companyId, companyId),
    eq(bankTransactions.counterpartKey, counterpartKey),
    ne(bankTransactions.id, exceptId),
    taxCategoryId === null
      ? sql`${bankTransactions.taxCategoryId} is not null`
      : sql`${bankTransactions.taxCategoryId} is distinct from ${taxCategoryId}`,
  ) as SQL;
}

export async function countSimilar(
  db: Database,
  companyId: string,
  counterpartKey: string,
  exceptId: string,
  taxCategoryId: string | null,
): Promise<number> {
  if (counterpartKey === '') return 0;
  const [row] = await db
    .select({ total: count() })
    .from(bankTransactions)
    .where(similarWhere(companyId, counterpartKey, exceptId, taxCategoryId));
  return row?.total ?? 0;
}

export async function updateSimilar(
  db: Database,
  companyId: string,
  counterpartKey: string,
  exceptId: string,
  taxCategoryId: string | null,
  categoryRuleId: string | null,
): Promise<number> {
  if (counterpartKey === '') return 0;
  const rows = await db
    .update(bankTransactions)
    .set({ taxCategoryId, categoryRuleId })
    .where(similarWhere(companyId, counterpartKey, exceptId, taxCategoryId))
    .returning({ id: bankTransactions.id });
  return rows.length;
}

/** The company's transaction `id` while it is still a possible duplicate. */
function possibleDuplicate(companyId: string, id: string) {
  return and(
    eq(bankTransactions.companyId, companyId),
    eq(bankTransactions.id, id),
    eq(bankTransactions.duplicateStatus, 'possible'),
  );
}

export async function markDuplicateKept(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(bankTransactions)
    .set({ duplicateStatus: 'kept' })
    .where(possibleDuplicate(companyId, id))
    .returning({ id: bankTransactions.id });
  return rows.length > 0;
}

export async function deletePossibleDuplicate(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bankTransactions)
    .where(possibleDuplicate(companyId, id))
    .returning({ id: bankTransactions.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- rules (read by imports)

export type CategoryRuleRow = typeof categoryRules.$inferSelect;

export function listRulesForMatching(db: Database, companyId: string): Promise<CategoryRuleRow[]> {
  return db.select().from(categoryRules).where(eq(categoryRules.companyId, companyId));
}

/** Adds to each rule's applied count. */
export async function addRuleApplications(
  db: Database,
  companyId: string,
  counts: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  for (const [ruleId, applied] of counts) {
    if (applied === 0) continue;
    await db
      .update(categoryRules)
      .set({ appliedCount: sql`${categoryRules.appliedCount} + ${applied}`, updatedAt: now })
      .where(and(eq(categoryRules.companyId, companyId), eq(categoryRules.id, ruleId)));
  }
}
