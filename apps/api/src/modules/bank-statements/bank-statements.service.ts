import {
  bankStatementMessages,
  categoryDirectionMessages,
  currencyMessages,
  taxCategoryDirection,
  taxCategoryFits,
  HOME_CURRENCY,
  toReais,
  type BankAccount,
  type BankTransaction,
  type BankTransactionList,
  type BankTransactionsQuery,
  type BulkTaxCategory,
  type OfxUploadResult,
  type TaxCategory,
  type TaxCategoryAssignResult,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError, conflict, notFound, validationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { UploadedFile } from '../../lib/multipart-file-reader.js';
import {
  listTransactionSides,
  countSimilar,
  deleteAccount,
  deletePossibleDuplicate,
  findAccountView,
  findTaxCategory,
  findTransactionView,
  insertImport,
  listAccountViews,
  listTaxCategories,
  computeAccountStats,
  computeTransactionTotals,
  listTransactionPage,
  lockBankData,
  markDuplicateKept,
  readBankDataVersion,
  setTransactionCategory,
  updateImportCounts,
  updateSimilar,
  type BankAccountView,
  type BankTransactionView,
  type TaxCategoryRow,
} from './bank-statements.repository.js';
import { findRuleForCounterpart, rememberRule, toCategoryRule } from './category-rules.service.js';
import { CompanyVersionCache, TransactionTotalsCache } from './transaction-totals-cache.js';
import { decodeTimeIdCursor, encodeCursor } from '../../lib/keyset-cursor.js';
import { OFX_TEXT_LIMITS, OfxParseError, parseOfx, type OfxStatement } from './ofx/ofx-parser.js';
import { importStatements, type ImportCounts, type ImportSeams, type StatementInput } from './statement-import.js';

export interface BankStatementsDeps {
  db: Database;
  now: () => Date;
  /** Test seams of the import (a failure injected halfway). */
  importSeams?: ImportSeams | undefined;
  /** The list's totals by data version (a process-wide one by default). */
  totalsCache?: TransactionTotalsCache | undefined;
}

const processTotalsCache = new TransactionTotalsCache();
/** The accounts list's counts per company, by the same data version. */
const processAccountStatsCache = new CompanyVersionCache<Awaited<ReturnType<typeof computeAccountStats>>>();

export const toTaxCategory = (row: TaxCategoryRow): TaxCategory => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  direction: taxCategoryDirection(row),
});

export function toBankAccount(row: BankAccountView): BankAccount {
  return {
    id: row.id,
    companyId: row.companyId,
    source: row.source,
    connectionId: row.connectionId,
    kind: row.kind,
    bankId: row.bankId,
    branchId: row.branchId,
    accountNumber: row.accountNumber,
    name: row.name,
    currency: row.currency,
    balance: row.balanceCents === null ? null : toReais(row.balanceCents),
    balanceDate: row.balanceDate,
    transactionCount: row.transactionCount,
    possibleDuplicates: row.possibleDuplicates,
    withoutTaxCategory: row.withoutTaxCategory,
    firstTransactionOn: row.firstTransactionOn,
    lastTransactionOn: row.lastTransactionOn,
    lastImportedAt: row.lastImportedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBankTransaction({
  transaction: row,
  currency,
  accountKind,
  category,
  twin,
}: BankTransactionView): BankTransaction {
  return {
    id: row.id,
    companyId: row.companyId,
    accountId: row.accountId,
    source: row.source,
    fitId: row.fitId,
    postedOn: row.postedOn,
    amount: toReais(row.amountCents),
    currency,
    accountKind,
    type: row.amountCents < 0 ? 'debit' : 'credit',
    bankType: row.bankType,
    name: row.name,
    memo: row.memo,
    description: row.description,
    checkNumber: row.checkNumber,
    taxCategory: category && toTaxCategory(category),
    categoryRuleId: row.categoryRuleId,
    duplicateStatus: row.duplicateStatus,
    possibleDuplicateOf: twin && {
      id: twin.id,
      postedOn: twin.postedOn,
      amount: toReais(twin.amountCents),
      description: twin.description,
    },
    importId: row.importId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The parser's statements as the import reads them (undated rows were already set aside). */
export function statementsFromOfx(statements: readonly OfxStatement[]): StatementInput[] {
  return statements.map((statement) => ({
    kind: statement.kind,
    bankId: statement.bankId,
    branchId: statement.branchId,
    accountNumber: statement.accountId,
    currency: statement.currency,
    organization: statement.organization,
    ledgerBalance: statement.ledgerBalance,
    ignoredBalanceRows: statement.ignoredBalanceRows,
    transactions: statement.transactions.flatMap((row) =>
      row.postedOn
        ? [
            {
              fitId: row.fitId,
              postedOn: row.postedOn,
              amountCents: row.amountCents,
              currency: row.currency,
              originalCurrency: row.originalCurrency,
              bankType: row.type,
              name: row.name,
              memo: row.memo,
              checkNumber: row.checkNumber,
            },
          ]
        : [],
    ),
  }));
}

function parseUpload(content: Buffer): OfxStatement[] {
  try {
    return parseOfx(content);
  } catch (err) {
    if (!(err instanceof OfxParseError)) throw err;
    if (err.reason === 'no_transactions') return unprocessable(err.message);
    throw validationError({ file: err.message });
  }
}

function unprocessable(message: string): never {
  throw new AppError('unprocessable', 422, message, { file: message });
}

/**
 * `POST /bank-statements/ofx/upload`: parses the file, then writes accounts, transactions
 * and the import row in one database transaction. A refusal writes nothing.
 */
export async function uploadOfx(
  deps: BankStatementsDeps,
  auth: AuthContext,
  companyId: string,
  read: () => Promise<UploadedFile | undefined>,
  requestId: string,
): Promise<OfxUploadResult> {
  await assertCompanyAccess(deps.db, auth, companyId);
  const file = await read();
  if (!file) throw validationError({ file: bankStatementMessages.fileRequired });
  if (file.content.length === 0) throw validationError({ file: bankStatementMessages.emptyFile });
  const parsed = parseUpload(file.content);
  const statements = statementsFromOfx(parsed);
  const truncated = parsed.reduce((sum, statement) => sum + statement.truncatedFields, 0);
  const notes =
    truncated === 0
      ? []
      : [
          truncated === 1
            ? `1 texto do arquivo (NAME, MEMO, CHECKNUM ou REFNUM) passava de ${OFX_TEXT_LIMITS.MEMO} caracteres e foi cortado.`
            : `${truncated} textos do arquivo (NAME, MEMO, CHECKNUM ou REFNUM) passavam do limite e foram cortados (NAME e MEMO: ${OFX_TEXT_LIMITS.MEMO} caracteres).`,
        ];
  const fileName = (file.fileName || 'extrato.ofx').slice(0, 255);
  const now = deps.now();

  return deps.db.transaction(async (tx) => {
    const record = await insertImport(tx, companyId, {
      source: 'ofx',
      fileName,
      size: file.content.length,
      createdBy: auth.sub,
    });
    const counts = await importStatements(tx, companyId, statements, {
      source: 'ofx',
      importId: record.id,
      now,
      seams: deps.importSeams,
    });
    await updateImportCounts(tx, companyId, record.id, counts);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'bank_statement.imported',
      entityType: 'bank_import',
      entityId: record.id,
      requestId,
      details: {
        fileName,
        imported: counts.imported,
        skippedDuplicates: counts.skippedDuplicates,
        flagged: counts.flagged,
        truncatedFields: truncated,
      },
    });
    return {
      importId: record.id,
      fileName,
      imported: counts.imported,
      skippedDuplicates: counts.skippedDuplicates,
      flagged: counts.flagged,
      ignoredBalanceRows: counts.ignoredBalanceRows,
      categorised: counts.categorised,
      accounts: counts.accounts.map((entry) => ({
        accountId: entry.account.id,
        name: entry.account.name,
        kind: entry.account.kind,
        currency: entry.currency,
        created: entry.created,
        imported: entry.imported,
        skippedDuplicates: entry.skippedDuplicates,
        flagged: entry.flagged,
      })),
      notes: [...notes, ...currencyNotes(counts.accounts)],
    };
  });
}

/** What the import did with amounts in other currencies, for the summary. */
function currencyNotes(accounts: ImportCounts['accounts']): string[] {
  const notes: string[] = [];
  for (const entry of accounts) {
    if (entry.currency !== HOME_CURRENCY)
      notes.push(currencyMessages.foreignImported(entry.account.name, entry.currency));
    const converted = [...entry.convertedFrom.values()].reduce((sum, count) => sum + count, 0);
    if (converted > 0) notes.push(currencyMessages.convertedFrom(converted, [...entry.convertedFrom.keys()].sort()));
  }
  return notes;
}

// ---------------------------------------------------------------- accounts

export async function listAccounts(
  deps: BankStatementsDeps,
  auth: AuthContext,
  query: { companyId: string; limit: number; offset: number },
) {
  await assertCompanyAccess(deps.db, auth, query.companyId);
  const version = await readBankDataVersion(deps.db, query.companyId);
  let stats = processAccountStatsCache.get(query.companyId, version);
  if (!stats) {
    stats = await computeAccountStats(deps.db, query.companyId);
    processAccountStatsCache.set(query.companyId, stats);
  }
  const { rows, total } = await listAccountViews(deps.db, query.companyId, query, stats.byAccount);
  return { data: rows.map(toBankAccount), total, limit: query.limit, offset: query.offset };
}

export async function removeAccount(
  deps: BankStatementsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  requestId: string,
): Promise<void> {
  await assertCompanyAccess(deps.db, auth, companyId);
  await deps.db.transaction(async (tx) => {
    await lockBankData(tx, companyId);
    const account = await findAccountView(tx, companyId, id);
    if (!account || !(await deleteAccount(tx, companyId, id))) throw notFound(bankStatementMessages.accountNotFound);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'bank_account.deleted',
      entityType: 'bank_account',
      entityId: id,
      requestId,
      details: { name: account.name, transactions: account.transactionCount },
    });
  });
}

// ---------------------------------------------------------------- transactions

export async function listTransactions(
  deps: BankStatementsDeps,
  auth: AuthContext,
  query: BankTransactionsQuery,
): Promise<BankTransactionList> {
  await assertCompanyAccess(deps.db, auth, query.companyId);
  const { companyId, limit, offset, cursor, ...filter } = query;
  const after = cursor === undefined ? undefined : toTransactionKey(decodeTimeIdCursor(cursor, 'date'));
  const cache = deps.totalsCache ?? processTotalsCache;
  const page = await listTransactionPage(deps.db, companyId, filter, { limit, offset, after });
  let totals = cache.get(companyId, filter, page.version);
  if (!totals) {
    totals = await computeTransactionTotals(deps.db, companyId, filter);
    cache.set(companyId, filter, totals);
  }
  const last = page.rows.at(-1)?.transaction;
  return {
    data: page.rows.map(toBankTransaction),
    total: totals.total,
    limit,
    offset: after ? 0 : offset,
    nextCursor: page.hasMore && last ? encodeCursor([last.postedOn, last.id]) : null,
    totals: {
      currency: HOME_CURRENCY,
      credits: toReais(totals.creditsCents),
      debits: toReais(totals.debitsCents),
      otherCurrencies: totals.otherCurrencies.map((entry) => ({
        currency: entry.currency,
        total: entry.total,
        credits: toReais(entry.creditsCents),
        debits: toReais(entry.debitsCents),
      })),
    },
  };
}

const toTransactionKey = ({ at, id }: { at: string; id: string }) => ({ postedOn: at, id });

export async function listCategories(deps: BankStatementsDeps): Promise<TaxCategory[]> {
  return (await listTaxCategories(deps.db)).map(toTaxCategory);
}

async function requireCategory(db: Database, id: string | null): Promise<TaxCategoryRow | null> {
  if (id === null) return null;
  const category = await findTaxCategory(db, id);
  if (!category) throw validationError({ taxCategoryId: bankStatementMessages.taxCategoryNotFound });
  return category;
}

/**
 * `PUT /bank-statements/transactions/{id}/tax-category`: files one transaction and, when
 * asked, the others of the same counterpart, and remembers a rule for future imports.
 */
export async function assignTaxCategory(
  deps: BankStatementsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  input: { taxCategoryId: string | null; applyToSimilar: boolean; remember: boolean },
): Promise<TaxCategoryAssignResult> {
  await assertCompanyAccess(deps.db, auth, companyId);
  return deps.db.transaction(async (tx) => {
    await lockBankData(tx, companyId);
    const current = await findTransactionView(tx, companyId, id);
    if (!current) throw notFound(bankStatementMessages.transactionNotFound);
    const category = await requireCategory(tx, input.taxCategoryId);
    const side = { amount: current.transaction.amountCents, accountKind: current.accountKind };
    if (category && !taxCategoryFits(category, side)) {
      throw validationError({ taxCategoryId: categoryDirectionMessages.mismatch(category, side) });
    }
    const key = current.transaction.counterpartKey;
    const rule =
      input.remember && category && key !== ''
        ? await rememberRule(tx, companyId, auth.sub, key, category.id, deps.now())
        : null;
    await setTransactionCategory(tx, companyId, [id], input.taxCategoryId, rule?.id ?? null);
    const updatedSimilar = input.applyToSimilar
      ? await updateSimilar(tx, companyId, key, id, input.taxCategoryId, rule?.id ?? null)
      : 0;
    const similarCount = await countSimilar(tx, companyId, key, id, input.taxCategoryId);
    const updated = await findTransactionView(tx, companyId, id);
    if (!updated) throw notFound(bankStatementMessages.transactionNotFound);
    const learned = rule ? null : await findRuleForCounterpart(tx, companyId, key);
    return {
      transaction: toBankTransaction(updated),
      similarCount,
      updatedSimilar,
      rule: rule && toCategoryRule(rule),
      conflictingRule: learned && learned.taxCategory.id !== input.taxCategoryId ? learned : null,
    };
  });
}

/** `PUT /bank-statements/transactions/tax-category`: all or nothing (an id of another company is 404). */
export async function assignTaxCategoryInBulk(
  deps: BankStatementsDeps,
  auth: AuthContext,
  companyId: string,
  input: BulkTaxCategory,
): Promise<{ updated: number }> {
  await assertCompanyAccess(deps.db, auth, companyId);
  const ids = [...new Set(input.ids)];
  return deps.db.transaction(async (tx) => {
    await lockBankData(tx, companyId);
    const category = await requireCategory(tx, input.taxCategoryId);
    const sides = await listTransactionSides(tx, companyId, ids);
    if (sides.length !== ids.length) throw notFound(bankStatementMessages.transactionNotFound);
    if (category) {
      const misfits = sides.filter(
        (row) => !taxCategoryFits(category, { amount: row.amountCents, accountKind: row.accountKind }),
      );
      if (misfits.length > 0)
        throw validationError({ taxCategoryId: categoryDirectionMessages.bulkMismatch(misfits.length, category.name) });
    }
    return { updated: await setTransactionCategory(tx, companyId, ids, input.taxCategoryId, null) };
  });
}

/** Keep (200 with the transaction) or remove (null: 204) a possible duplicate. */
export async function resolveDuplicate(
  deps: BankStatementsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
  action: 'keep' | 'remove',
  requestId: string,
): Promise<BankTransaction | null> {
  await assertCompanyAccess(deps.db, auth, companyId);
  return deps.db.transaction(async (tx) => {
    await lockBankData(tx, companyId);
    const current = await findTransactionView(tx, companyId, id);
    if (!current) throw notFound(bankStatementMessages.transactionNotFound);
    const done =
      action === 'keep' ? await markDuplicateKept(tx, companyId, id) : await deletePossibleDuplicate(tx, companyId, id);
    if (!done) throw conflict(bankStatementMessages.notPossibleDuplicate);
    if (action === 'remove') {
      await recordAudit(tx, companyId, {
        actorUserId: auth.sub,
        action: 'bank_transaction.duplicate_removed',
        entityType: 'bank_transaction',
        entityId: id,
        requestId,
        details: {
          postedOn: current.transaction.postedOn,
          amountCents: current.transaction.amountCents,
          description: current.transaction.description,
          duplicateOf: current.transaction.duplicateOfId,
        },
      });
      return null;
    }
    const updated = await findTransactionView(tx, companyId, id);
    if (!updated) throw notFound(bankStatementMessages.transactionNotFound);
    return toBankTransaction(updated);
  });
}
