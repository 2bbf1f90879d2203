import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { CARD_PAYMENT_CATEGORY_CODE, taxCategoryDirection } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { bankAccounts, bankTransactions, categoryRules, taxCategories } from '../../db/schema/bank-statements.js';
import { users } from '../../db/schema/users.js';
import type { CategoryRuleRow, TaxCategoryRow } from './bank-statements.repository.js';

export interface CategoryRuleView extends CategoryRuleRow {
  category: TaxCategoryRow;
  creatorName: string | null;
}

function selectRuleViews(db: Database) {
  return db
    .select({ rule: categoryRules, category: taxCategories, creatorName: users.name })
    .from(categoryRules)
    .innerJoin(taxCategories, eq(taxCategories.id, categoryRules.taxCategoryId))
    .leftJoin(users, eq(users.id, categoryRules.createdBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRuleViews>['execute']>>[number];
const flatten = ({ rule, category, creatorName }: Selected): CategoryRuleView => ({ ...rule, category, creatorName });

export async function listRuleViews(
  db: Database,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CategoryRuleView[]; total: number }> {
  const where = eq(categoryRules.companyId, companyId);
  const [rows, totals] = await Promise.all([
    selectRuleViews(db)
      .where(where)
      .orderBy(asc(categoryRules.match), asc(categoryRules.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(categoryRules).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

export async function findRuleView(db: Database, companyId: string, id: string): Promise<CategoryRuleView | undefined> {
  const [row] = await selectRuleViews(db)
    .where(and(eq(categoryRules.companyId, companyId), eq(categoryRules.id, id)))
    .limit(1);
  return row && flatten(row);
}

export async function findRuleByMatch(
  db: Database,
  companyId: string,
  match: string,
): Promise<CategoryRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(categoryRules)
    .where(and(eq(categoryRules.companyId, companyId), eq(categoryRules.match, match)))
    .limit(1);
  return row;
}

export async function insertRule(
  db: Database,
  companyId: string,
  values: { match: string; taxCategoryId: string; createdBy: string | null },
): Promise<CategoryRuleRow | undefined> {
  const [row] = await db
    .insert(categoryRules)
    .values({ ...values, companyId })
    .onConflictDoNothing({ target: [categoryRules.companyId, categoryRules.match] })
    .returning();
  return row;
}

export async function updateRule(
  db: Database,
  companyId: string,
  id: string,
  values: { match: string; taxCategoryId: string },
  now: Date,
): Promise<CategoryRuleRow | undefined> {
  const [row] = await db
    .update(categoryRules)
    .set({ ...values, updatedAt: now })
    .where(and(eq(categoryRules.companyId, companyId), eq(categoryRules.id, id)))
    .returning();
  return row;
}

export async function deleteRule(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(categoryRules)
    .where(and(eq(categoryRules.companyId, companyId), eq(categoryRules.id, id)))
    .returning({ id: categoryRules.id });
  return rows.length > 0;
}

/**
 * Files under the rule every transaction of the company whose counterpart key contains the
 * rule's text as whole words (uncategorised ones only, unless overwrite). Returns how many.
 */
/** taxCategoryFits in SQL: the transactions of the company a category fits. */
function fitsCategory(companyId: string, category: TaxCategoryRow): SQL {
  const cardCredit = sql`(${bankTransactions.amountCents} > 0 and ${bankTransactions.accountId} in (select ${bankAccounts.id} from ${bankAccounts} where ${bankAccounts.companyId} = ${companyId} and ${bankAccounts.kind} = 'creditcard'))`;
  const onCardCredit = category.kind === 'expense' || category.code === CARD_PAYMENT_CATEGORY_CODE;
  const direction = taxCategoryDirection(category);
  const bySign =
    direction === 'both'
      ? sql`true`
      : direction === 'credit'
        ? sql`${bankTransactions.amountCents} >= 0`
        : sql`${bankTransactions.amountCents} <= 0`;
  return sql`(case when ${cardCredit} then ${onCardCredit ? sql`true` : sql`false`} else ${bySign} end)`;
}

/** The company's transactions a rule's text matches: how many, and how many its category fits. */
export async function countRuleMatches(
  db: Database,
  companyId: string,
  match: string,
  category: TaxCategoryRow,
): Promise<{ matching: number; fitting: number }> {
  const [row] = await db
    .select({
      matching: count(),
      fitting: sql<string>`count(*) filter (where ${fitsCategory(companyId, category)})`,
    })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.companyId, companyId),
        sql`position(${` ${match} `} in ' ' || ${bankTransactions.counterpartKey} || ' ') > 0`,
      ),
    );
  return { matching: Number(row?.matching ?? 0), fitting: Number(row?.fitting ?? 0) };
}

/** Files the rule's matching transactions that its category fits (counted in the rule). */
export async function applyRuleToTransactions(
  db: Database,
  companyId: string,
  rule: CategoryRuleRow & { category: TaxCategoryRow },
  overwrite: boolean,
): Promise<number> {
  const rows = await db
    .update(bankTransactions)
    .set({ taxCategoryId: rule.taxCategoryId, categoryRuleId: rule.id })
    .where(
      and(
        eq(bankTransactions.companyId, companyId),
        sql`position(${` ${rule.match} `} in ' ' || ${bankTransactions.counterpartKey} || ' ') > 0`,
        fitsCategory(companyId, rule.category),
        overwrite
          ? sql`${bankTransactions.taxCategoryId} is distinct from ${rule.taxCategoryId}`
          : sql`${bankTransactions.taxCategoryId} is null`,
      ),
    )
    .returning({ id: bankTransactions.id });
  if (rows.length > 0) {
    await db
      .update(categoryRules)
      .set({ appliedCount: sql`${categoryRules.appliedCount} + ${rows.length}` })
      .where(and(eq(categoryRules.companyId, companyId), eq(categoryRules.id, rule.id)));
  }
  return rows.length;
}
