import { sql, type SQL } from 'drizzle-orm';
import { BANK_TRANSACTIONS_MAX_PAGE_SIZE, taxCategoryDirectionRules } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';

/**
 * The unfiltered transactions page (the screen's first call and most next pages) with its
 * items written as JSON by PostgreSQL, as the contract's `BankTransaction` in its field
 * order, so the API writes its answer around that text without reading the rows or
 * stringifying them again (decision 017: reading the rows and writing the JSON were the
 * API's largest own shares of a list call). The answer's bytes must be what zod and
 * JSON.stringify write for the same rows: outside production the route's serializer parses
 * the text and fails the call when they differ (lib/response-serializer.ts), and
 * `transaction-page-json.test.ts` compares the text with the query builder's mapping.
 *
 * How each value is written the way JavaScript writes it:
 * - strings and uuids through `to_json` (PostgreSQL escapes as JSON.stringify does: `"`, `\`,
 *   \b \f \n \r \t, other control characters as \u00xx; nothing else);
 * - amounts as `cents::float8 / 100` (the same double as `toReais`' `cents / 100`, printed
 *   shortest as V8 prints it) while |cents| < 10^15 (the OFX parser's cap: 13 integer digits);
 *   a larger amount is printed differently by the two (1e+15), so such a page answers
 *   `exact: false` and the caller takes the query builder's path;
 * - dates through `to_json` (ISO), `createdAt` as `toISOString` (milliseconds, truncated as
 *   V8 truncates the microseconds, UTC, `Z`);
 * - the category's direction by `taxCategoryDirection`'s own tables.
 * A row whose text came out null (a value the expressions do not cover) also makes the page
 * `exact: false`, instead of vanishing from `string_agg`.
 *
 * The first page and the pages after a cursor read the page inside a constant limit (the
 * largest page the contract allows, plus the row that says a next page exists) and cut it to
 * the asked size outside. With `limit $n` alone PostgreSQL cannot know the page's size when it
 * prices a plan without the values (it assumes a tenth of the company's rows), so it priced
 * the reusable (generic) plan far above the plan made for each call's values and planned the
 * statement again on every call: 0.4-0.5 ms of planning against 0.1 ms of execution (decision
 * 017). With the constant inside, the generic plan costs less than the per-call one and
 * PostgreSQL keeps it after its five trial plans. A page by `offset` (the spec's pagination)
 * keeps the old form: its offset is unknown as well, and it is planned per call as before.
 *
 * `limit` is the asked size plus one. The data version is a subquery run once, in the
 * page's snapshot (also for an empty page).
 */
export const PAGE_READ_AT_MOST = BANK_TRANSACTIONS_MAX_PAGE_SIZE + 1;

/** |cents| below this: PostgreSQL and V8 print cents / 100 alike (see above). */
const EXACT_CENTS = '1000000000000000';

/** `to_json(value)::text`, or `null` for a null value. */
const orNull = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** taxCategoryDirection in SQL, from its own tables. */
const direction = sql.raw(
  `case c.code ${Object.entries(taxCategoryDirectionRules.byCode)
    .map(([code, value]) => `when ${quoted(code)} then ${quoted(value)}`)
    .join(' ')} else case c.kind ${Object.entries(taxCategoryDirectionRules.byKind)
    .map(([kind, value]) => `when ${quoted(kind)} then ${quoted(value)}`)
    .join(' ')} end end`,
);

/** One `BankTransaction` (packages/contracts), fields in the contract's order (toBankTransaction). */
const transactionJson = sql`'{"id":' || to_json(t.id)::text
  || ',"companyId":' || to_json(t.company_id)::text
  || ',"accountId":' || to_json(t.account_id)::text
  || ',"source":' || to_json(t.source)::text
  || ',"fitId":' || ${orNull(sql`t.fit_id`)}
  || ',"postedOn":' || to_json(t.posted_on)::text
  || ',"amount":' || to_json(t.amount_cents::float8 / 100)::text
  || ',"currency":' || to_json(a.currency)::text
  || ',"accountKind":' || to_json(a.kind)::text
  || ',"type":' || case when t.amount_cents < 0 then '"debit"' else '"credit"' end
  || ',"bankType":' || ${orNull(sql`t.bank_type`)}
  || ',"name":' || ${orNull(sql`t.name`)}
  || ',"memo":' || ${orNull(sql`t.memo`)}
  || ',"description":' || to_json(t.description)::text
  || ',"checkNumber":' || ${orNull(sql`t.check_number`)}
  || ',"taxCategory":' || case when c.id is null then 'null' else
       '{"id":' || to_json(c.id)::text || ',"code":' || to_json(c.code)::text || ',"name":' || to_json(c.name)::text
       || ',"kind":' || to_json(c.kind)::text || ',"direction":"' || ${direction} || '"}' end
  || ',"categoryRuleId":' || ${orNull(sql`t.category_rule_id`)}
  || ',"duplicateStatus":' || ${orNull(sql`t.duplicate_status`)}
  || ',"possibleDuplicateOf":' || case when twin.id is null then 'null' else
       '{"id":' || to_json(twin.id)::text || ',"postedOn":' || to_json(twin.posted_on)::text
       || ',"amount":' || to_json(twin.amount_cents::float8 / 100)::text
       || ',"description":' || to_json(twin.description)::text || '}' end
  || ',"importId":' || ${orNull(sql`t.import_id`)}
  || ',"createdAt":"' || to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'`;

export interface TransactionPageJson {
  /** The page's items as the contract's JSON array text. */
  items: string;
  hasMore: boolean;
  /** The page's last row's key (for the next cursor); null on an empty page. */
  last: { postedOn: string; id: string } | null;
  version: number;
  /** false: the text may differ from the contract's bytes; not to be sent. */
  exact: boolean;
}

/** Also what the lists bench times alone (bench/lists.ts: the same statement the API sends). */
/**
 * A page of the company's transactions without a filter, newest first, as JSON text (above).
 * `after`: the previous page's last row; else `offset`. Its cost does not grow with the history.
 */
export async function readTransactionPageJson(
  db: Database,
  companyId: string,
  page: { limit: number; offset: number; after?: { postedOn: string; id: string } | undefined },
): Promise<TransactionPageJson> {
  const { read, ...found } = await unfilteredPage(
    db,
    page.after ? 'after' : page.offset > 0 ? 'offset' : 'first',
  ).execute({
    companyId,
    limit: page.limit + 1,
    offset: page.offset,
    afterDate: page.after?.postedOn ?? null,
    afterId: page.after?.id ?? null,
  });
  return { ...found, hasMore: read > page.limit };
}

export const unfilteredPage = (db: Database, kind: 'first' | 'after' | 'offset') =>
  preparedRows(
    db,
    {
      first: 'transactions_page_json_v1',
      after: 'transactions_page_after_json_v1',
      offset: 'transactions_page_offset_json_v1',
    }[kind],
    () => {
      const page = sql`
        select ${transactionJson} as item, t.posted_on, t.id,
          abs(t.amount_cents) < ${sql.raw(EXACT_CENTS)}
            and (twin.amount_cents is null or abs(twin.amount_cents) < ${sql.raw(EXACT_CENTS)}) as exact
        from bank_transactions t
        join bank_accounts a on a.id = t.account_id
        left join tax_categories c on c.id = t.tax_category_id
        left join bank_transactions twin on twin.id = t.duplicate_of_id
        where t.company_id = ${sql.placeholder('companyId')}
          ${kind === 'after' ? sql`and (t.posted_on, t.id) < (${sql.placeholder('afterDate')}::date, ${sql.placeholder('afterId')}::uuid)` : sql``}
        order by t.posted_on desc, t.id desc`;
      const bounded =
        kind === 'offset'
          ? sql`${page} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`
          : sql`select * from (${page} limit ${sql.raw(String(PAGE_READ_AT_MOST))}) page
              order by posted_on desc, id desc limit ${sql.placeholder('limit')}`;
      const limit = sql.placeholder('limit');
      return sql`
        select '[' || coalesce(string_agg(item, ',' order by n) filter (where n < ${limit}), '') || ']',
          count(*),
          (array_agg(posted_on::text order by n desc) filter (where n < ${limit}))[1],
          (array_agg(id::text order by n desc) filter (where n < ${limit}))[1],
          coalesce(bool_and(item is not null and exact) filter (where n < ${limit}), true),
          (select v.version from bank_data_versions v where v.company_id = ${sql.placeholder('companyId')})
        from (select item, posted_on, id, exact, row_number() over (order by posted_on desc, id desc) as n
              from (${bounded}) bounded) numbered`;
    },
    (rows) => {
      const [items, read, lastPostedOn, lastId, exact, version] = rows[0] as [
        string,
        string | number,
        string | null,
        string | null,
        boolean,
        string | number | null,
      ];
      return {
        items,
        read: Number(read),
        last: lastPostedOn && lastId ? { postedOn: lastPostedOn, id: lastId } : null,
        // No version row yet (no transaction ever): 0, as readBankDataVersion answers.
        version: Number(version ?? 0),
        exact,
      };
    },
  );
