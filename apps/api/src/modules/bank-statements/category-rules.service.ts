import {
  bankStatementMessages,
  categoryDirectionMessages,
  normaliseCounterpart,
  taxCategoryDirection,
  type CategoryRule,
  type CategoryRuleInput,
  type CategoryRulesQuery,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound, validationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { findTaxCategory, lockBankData } from './bank-statements.repository.js';
import {
  applyRuleToTransactions,
  countRuleMatches,
  deleteRule,
  findRuleByMatch,
  findRuleView,
  insertRule,
  listRuleViews,
  updateRule,
  type CategoryRuleView,
} from './category-rules.repository.js';

export interface CategoryRulesDeps {
  db: Database;
  now: () => Date;
}

export function toCategoryRule(row: CategoryRuleView): CategoryRule {
  return {
    id: row.id,
    companyId: row.companyId,
    match: row.match,
    taxCategory: {
      id: row.category.id,
      code: row.category.code,
      name: row.category.name,
      kind: row.category.kind,
      direction: taxCategoryDirection(row.category),
    },
    appliedCount: row.appliedCount,
    createdBy: row.createdBy && row.creatorName !== null ? { uid: row.createdBy, name: row.creatorName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireRuleView(db: Database, companyId: string, id: string): Promise<CategoryRuleView> {
  const view = await findRuleView(db, companyId, id);
  if (!view) throw notFound(bankStatementMessages.ruleNotFound);
  return view;
}

/**
 * The category exists, and the rule's text does not only find transactions it cannot file
 * (a revenue category for a text that only debits carry is refused).
 */
async function checkCategory(db: Database, companyId: string, match: string, taxCategoryId: string): Promise<void> {
  const category = await findTaxCategory(db, taxCategoryId);
  if (!category) throw validationError({ taxCategoryId: bankStatementMessages.taxCategoryNotFound });
  const { matching, fitting } = await countRuleMatches(db, companyId, match, category);
  if (matching > 0 && fitting === 0)
    throw validationError({ taxCategoryId: categoryDirectionMessages.ruleNoFit(category.name) });
}

/**
 * The rule for a counterpart, created or pointed at the category (the user's latest choice
 * wins), inside the caller's transaction.
 */
export async function rememberRule(
  tx: Database,
  companyId: string,
  userId: string,
  counterpartKey: string,
  taxCategoryId: string,
  now: Date,
): Promise<CategoryRuleView> {
  const existing = await findRuleByMatch(tx, companyId, counterpartKey);
  const rule = existing
    ? await updateRule(tx, companyId, existing.id, { match: counterpartKey, taxCategoryId }, now)
    : await insertRule(tx, companyId, { match: counterpartKey, taxCategoryId, createdBy: userId });
  const id = rule?.id ?? (await findRuleByMatch(tx, companyId, counterpartKey))?.id;
  if (!id) throw new Error('category rule vanished while remembering it');
  return requireRuleView(tx, companyId, id);
}

/** The learned rule of a counterpart, if any, inside the caller's transaction. */
export async function findRuleForCounterpart(
  tx: Database,
  companyId: string,
  counterpartKey: string,
): Promise<CategoryRule | null> {
  const existing = counterpartKey === '' ? undefined : await findRuleByMatch(tx, companyId, counterpartKey);
  return existing ? toCategoryRule(await requireRuleView(tx, companyId, existing.id)) : null;
}

export async function listRules(deps: CategoryRulesDeps, auth: AuthContext, query: CategoryRulesQuery) {
  await assertCompanyAccess(deps.db, auth, query.companyId);
  const { rows, total } = await listRuleViews(deps.db, query.companyId, query);
  return { data: rows.map(toCategoryRule), total, limit: query.limit, offset: query.offset };
}

export async function createRule(
  deps: CategoryRulesDeps,
  auth: AuthContext,
  companyId: string,
  input: CategoryRuleInput,
): Promise<CategoryRule> {
  await assertCompanyAccess(deps.db, auth, companyId);
  const match = normaliseCounterpart(input.match);
  await checkCategory(deps.db, companyId, match, input.taxCategoryId);
  const row = await insertRule(deps.db, companyId, {
    match,
    taxCategoryId: input.taxCategoryId,
    createdBy: auth.sub,
  });
  if (!row) throw conflict(bankStatementMessages.ruleTaken, { match: bankStatementMessages.ruleTaken });
  return toCategoryRule(await requireRuleView(deps.db, companyId, row.id));
}

export async function changeRule(
  deps: CategoryRulesDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  input: CategoryRuleInput,
): Promise<CategoryRule> {
  await assertCompanyAccess(deps.db, auth, companyId);
  await requireRuleView(deps.db, companyId, id);
  const match = normaliseCounterpart(input.match);
  await checkCategory(deps.db, companyId, match, input.taxCategoryId);
  const other = await findRuleByMatch(deps.db, companyId, match);
  if (other && other.id !== id)
    throw conflict(bankStatementMessages.ruleTaken, { match: bankStatementMessages.ruleTaken });
  try {
    await updateRule(deps.db, companyId, id, { match, taxCategoryId: input.taxCategoryId }, deps.now());
  } catch (err) {
    if (isUniqueViolation(err, 'category_rules_company_match_key'))
      throw conflict(bankStatementMessages.ruleTaken, { match: bankStatementMessages.ruleTaken });
    throw err;
  }
  return toCategoryRule(await requireRuleView(deps.db, companyId, id));
}

export async function removeRule(
  deps: CategoryRulesDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
): Promise<void> {
  await assertCompanyAccess(deps.db, auth, companyId);
  // The rule's transactions lose their rule id (set null): a write to them, so the lock first.
  await deps.db.transaction(async (tx) => {
    await lockBankData(tx, companyId);
    if (!(await deleteRule(tx, companyId, id))) throw notFound(bankStatementMessages.ruleNotFound);
  });
}

/** Re-applies a rule to the company's existing transactions. */
export async function applyRule(
  deps: CategoryRulesDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  overwrite: boolean,
): Promise<{ updated: number }> {
  await assertCompanyAccess(deps.db, auth, companyId);
  return deps.db.transaction(async (tx) => {
    await lockBankData(tx, companyId);
    const rule = await requireRuleView(tx, companyId, id);
    return { updated: await applyRuleToTransactions(tx, companyId, rule, overwrite) };
  });
}
