import { createHash } from 'node:crypto';
import { v7 as timeOrderedId } from 'uuid';
import {
  currencyMessages,
  HOME_CURRENCY,
  POSSIBLE_DUPLICATE_DAYS,
  taxCategoryFits,
  normaliseCounterpart,
  type BankAccountKind,
  type BankSource,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, isoDay, parseIsoDay } from '../../lib/brasilia-calendar.js';
import {
  addRuleApplications,
  duplicateCandidates,
  existingContentKeys,
  existingFitIds,
  findOrCreateAccount,
  insertTransactions,
  listRulesForMatching,
  listTaxCategories,
  lockBankData,
  touchAccountImport,
  updateAccountBalance,
  type BankAccountRow,
  type CategoryRuleRow,
  type NewBankTransaction,
} from './bank-statements.repository.js';
import { accountMatchKey, accountName } from './bank-accounts.js';

/** One account's statement, whatever brought it (an OFX file, the Cora API). */
export interface StatementInput {
  kind: BankAccountKind;
  bankId: string | null;
  branchId: string | null;
  accountNumber: string;
  currency: string;
  /** The bank's name when the source tells it (OFX FI/ORG). */
  organization?: string | null;
  ledgerBalance: { amountCents: number; date: string | null } | null;
  transactions: TransactionInput[];
  ignoredBalanceRows: number;
}

export interface TransactionInput {
  fitId: string | null;
  /** YYYY-MM-DD. */
  postedOn: string;
  /** Signed cents. */
  amountCents: number;
  /** The currency of amountCents when the source says it per transaction (OFX CURRENCY); else the statement's. */
  currency?: string | undefined;
  /** The currency the bank converted the amount from (OFX ORIGCURRENCY), when it says so. */
  originalCurrency?: string | null | undefined;
  /** OFX TRNTYPE or the provider's kind. */
  bankType: string | null;
  name: string | null;
  memo: string | null;
  checkNumber: string | null;
}

export interface ImportSeams {
  /**
   * Called after each slice of transactions is written, inside the database transaction.
   * Tests throw from it to prove that a crash halfway leaves nothing behind.
   */
  afterSlice?: (written: number) => void | Promise<void>;
}

export interface AccountImportCounts {
  account: BankAccountRow;
  /** The account's currency (every amount of the account is in it). */
  currency: string;
  /** Transactions the bank converted into the account's currency, by the currency they came from. */
  convertedFrom: Map<string, number>;
  created: boolean;
  imported: number;
  skippedDuplicates: number;
  flagged: number;
  categorised: number;
}

export interface ImportCounts {
  imported: number;
  skippedDuplicates: number;
  flagged: number;
  ignoredBalanceRows: number;
  categorised: number;
  accounts: AccountImportCounts[];
}

/** Multi-row inserts of this many transactions (about 17 parameters each). */
export const INSERT_SLICE = 1000;

/** NAME and MEMO as one text, without saying the same thing twice. */
export function describeTransaction(name: string | null, memo: string | null, bankType: string | null): string {
  const cleanName = name?.replace(/\s+/g, ' ').trim() ?? '';
  const cleanMemo = memo?.replace(/\s+/g, ' ').trim() ?? '';
  if (cleanName && cleanMemo) {
    const upperName = cleanName.toUpperCase();
    const upperMemo = cleanMemo.toUpperCase();
    if (upperMemo.includes(upperName)) return cleanMemo;
    if (upperName.includes(upperMemo)) return cleanName;
    return `${cleanName} - ${cleanMemo}`;
  }
  return cleanName || cleanMemo || bankType || 'Sem descrição';
}

/** The text the content key compares: upper case, no accents, spaces collapsed (digits kept). */
function contentText(description: string): string {
  return description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function contentKey(accountId: string, row: TransactionInput, description: string, occurrence: number): string {
  return createHash('sha256')
    .update(`${accountId}|${row.postedOn}|${row.amountCents}|${contentText(description)}|${occurrence}`)
    .digest('base64url')
    .slice(0, 32);
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The rule for a counterpart key: the longest match contained in it as whole words. */
export function ruleFor(rules: readonly CategoryRuleRow[], counterpartKey: string): CategoryRuleRow | undefined {
  const padded = ` ${counterpartKey} `;
  let best: CategoryRuleRow | undefined;
  for (const rule of rules) {
    if (padded.includes(` ${rule.match} `) && (!best || rule.match.length > best.match.length)) best = rule;
  }
  return best;
}

interface Prepared {
  input: TransactionInput;
  description: string;
  counterpartKey: string;
  contentKey: string;
  /** Dedupe by the bank's id (unique within the file) or by the content key. */
  dedupeBy: 'fit' | 'content';
}

/**
 * Drops rows that repeat the same FITID with the same content (the same transaction listed
 * twice in one file), marks FITIDs reused for different transactions as untrusted, and
 * numbers identical rows so two R$ 5,00 coffees of one day keep two content keys.
 */
function prepare(accountId: string, rows: readonly TransactionInput[]): { prepared: Prepared[]; repeats: number } {
  const byFit = new Map<string, TransactionInput[]>();
  for (const row of rows) {
    if (!row.fitId) continue;
    const list = byFit.get(row.fitId);
    if (list) list.push(row);
    else byFit.set(row.fitId, [row]);
  }
  const sameContent = (a: TransactionInput, b: TransactionInput) =>
    a.postedOn === b.postedOn &&
    a.amountCents === b.amountCents &&
    describeTransaction(a.name, a.memo, a.bankType) === describeTransaction(b.name, b.memo, b.bankType);
  const reused = new Set<string>();
  const repeated = new Set<TransactionInput>();
  for (const [fitId, list] of byFit) {
    if (list.length < 2) continue;
    const first = list[0] as TransactionInput;
    if (list.every((row) => sameContent(row, first))) for (const row of list.slice(1)) repeated.add(row);
    else reused.add(fitId);
  }

  const occurrences = new Map<string, number>();
  const prepared: Prepared[] = [];
  for (const input of rows) {
    if (repeated.has(input)) continue;
    const description = describeTransaction(input.name, input.memo, input.bankType);
    const base = `${input.postedOn}|${input.amountCents}|${contentText(description)}`;
    const occurrence = (occurrences.get(base) ?? 0) + 1;
    occurrences.set(base, occurrence);
    prepared.push({
      input,
      description,
      counterpartKey: normaliseCounterpart(description),
      contentKey: contentKey(accountId, input, description, occurrence),
      dedupeBy: input.fitId && !reused.has(input.fitId) ? 'fit' : 'content',
    });
  }
  return { prepared, repeats: repeated.size };
}

function unprocessable(message: string): AppError {
  return new AppError('unprocessable', 422, message, { file: message });
}

/**
 * The statement's currency (BRL when it says none). A statement whose transactions are in
 * another currency than its own (OFX CURRENCY per transaction) is refused: an account keeps
 * one currency, and its sums would mix them.
 */
function statementCurrency(statement: StatementInput): string {
  const currency = statement.currency.trim().toUpperCase() || HOME_CURRENCY;
  const others = new Set<string>();
  for (const row of statement.transactions) {
    const own = row.currency?.trim().toUpperCase();
    if (own && own !== currency) others.add(own);
  }
  if (others.size > 0) {
    throw unprocessable(currencyMessages.mixedCurrencies(accountName(statement), [currency, ...[...others].sort()]));
  }
  return currency;
}

/**
 * Writes the statements' new transactions. Runs inside the caller's database transaction
 * (`tx`): a failure anywhere leaves nothing behind.
 */
export async function importStatements(
  tx: Database,
  companyId: string,
  statements: readonly StatementInput[],
  options: {
    source: BankSource;
    importId: string | null;
    connectionId?: string | null;
    now: Date;
    seams?: ImportSeams | undefined;
  },
): Promise<ImportCounts> {
  // First: concurrent imports and category changes of the company queue here (decision 017).
  await lockBankData(tx, companyId);
  const rules = await listRulesForMatching(tx, companyId);
  const categories = new Map((await listTaxCategories(tx)).map((category) => [category.id, category]));
  const ruleApplications = new Map<string, number>();
  const totals: ImportCounts = {
    imported: 0,
    skippedDuplicates: 0,
    flagged: 0,
    ignoredBalanceRows: 0,
    categorised: 0,
    accounts: [],
  };
  let writtenSoFar = 0;

  for (const statement of statements) {
    totals.ignoredBalanceRows += statement.ignoredBalanceRows;
    const currency = statementCurrency(statement);
    const { account, created } = await findOrCreateAccount(tx, companyId, {
      source: options.source,
      connectionId: options.connectionId ?? null,
      kind: statement.kind,
      bankId: statement.kind === 'bank' ? statement.bankId : null,
      branchId: statement.kind === 'bank' ? statement.branchId : null,
      accountNumber: statement.accountNumber,
      matchKey: accountMatchKey(statement),
      name: accountName(statement),
      currency,
    });
    // One currency per account: amounts in two currencies would add up to nothing (refused, nothing written).
    if (account.currency !== currency) {
      throw unprocessable(currencyMessages.accountCurrencyMismatch(account.name, account.currency, currency));
    }
    await touchAccountImport(tx, companyId, account.id, options.now);
    if (statement.ledgerBalance?.date) {
      await updateAccountBalance(
        tx,
        companyId,
        account.id,
        statement.ledgerBalance.amountCents,
        statement.ledgerBalance.date,
        options.now,
      );
    }
    let counts = totals.accounts.find((entry) => entry.account.id === account.id);
    if (!counts) {
      counts = {
        account,
        currency,
        convertedFrom: new Map(),
        created,
        imported: 0,
        skippedDuplicates: 0,
        flagged: 0,
        categorised: 0,
      };
      totals.accounts.push(counts);
    }

    const { prepared, repeats } = prepare(account.id, statement.transactions);
    counts.skippedDuplicates += repeats;

    // 1. The bank's id; 2. the content key. Matched existing rows are "claimed": they cannot
    // also be the look-alike of another new row.
    // A new account has nothing to compare with.
    const fitIds = prepared.filter((row) => row.dedupeBy === 'fit').map((row) => row.input.fitId as string);
    const knownFits = created ? new Map<string, string>() : await existingFitIds(tx, companyId, account.id, fitIds);
    const knownKeys = created
      ? new Map<string, { id: string; fitId: string | null }>()
      : await existingContentKeys(
          tx,
          companyId,
          account.id,
          prepared.map((row) => ({ postedOn: row.input.postedOn, contentKey: row.contentKey })),
        );
    const claimed = new Set<string>();
    const fresh: Prepared[] = [];
    for (const row of prepared) {
      const byKey = knownKeys.get(row.contentKey);
      if (row.dedupeBy === 'fit') {
        // Known by its bank id, or the same content under the same bank id (a FITID that an
        // earlier file reused, so that row was kept by its content key).
        const byFit = knownFits.get(row.input.fitId as string);
        if (byFit) {
          claimed.add(byFit);
          continue;
        }
        if (byKey && byKey.fitId === row.input.fitId) {
          claimed.add(byKey.id);
          continue;
        }
      } else if (byKey) {
        claimed.add(byKey.id);
        continue;
      }
      fresh.push(row);
    }
    counts.skippedDuplicates += prepared.length - fresh.length;

    // 3. Look-alikes: same amount, dates at most POSSIBLE_DUPLICATE_DAYS apart, among the rows
    // the account held before this import; imported and flagged, never dropped.
    const twins = new Map<Prepared, string>();
    if (fresh.length > 0 && !created) {
      // Every day within POSSIBLE_DUPLICATE_DAYS of a new row's date.
      const days = new Set<string>();
      for (const postedOn of new Set(fresh.map((row) => row.input.postedOn))) {
        const day = parseIsoDay(postedOn);
        if (!day) continue;
        for (let shift = -POSSIBLE_DUPLICATE_DAYS; shift <= POSSIBLE_DUPLICATE_DAYS; shift += 1)
          days.add(isoDay(addDays(day, shift)));
      }
      const candidates = await duplicateCandidates(
        tx,
        companyId,
        account.id,
        [...new Set(fresh.map((row) => row.input.amountCents))],
        [...days],
      );
      const byAmount = new Map<number, typeof candidates>();
      for (const candidate of candidates) {
        if (claimed.has(candidate.id)) continue;
        const list = byAmount.get(candidate.amountCents);
        if (list) list.push(candidate);
        else byAmount.set(candidate.amountCents, [candidate]);
      }
      for (const row of fresh) {
        const list = byAmount.get(row.input.amountCents);
        if (!list) continue;
        const day = dayNumber(row.input.postedOn);
        let best: { id: string; distance: number } | undefined;
        for (const candidate of list) {
          if (claimed.has(candidate.id)) continue;
          const distance = Math.abs(dayNumber(candidate.postedOn) - day);
          if (distance <= POSSIBLE_DUPLICATE_DAYS && (!best || distance < best.distance))
            best = { id: candidate.id, distance };
        }
        if (best) {
          claimed.add(best.id);
          twins.set(row, best.id);
        }
      }
    }

    const originalCurrencies = new Map<string, string>();
    // Version 7 UUIDs (RFC 9562, the uuid package): the time in ms first, then a counter, so
    // one import's ids are increasing and its rows go into the primary key's last pages
    // instead of one random page each of an index as big as every company's history
    // (decision 017: 10,000 random uuids dirtied about 9,000 pages of a 2M-row primary key).
    const values: NewBankTransaction[] = fresh.map((row) => {
      // A rule files only the transactions its category fits (a revenue rule leaves a debit alone).
      const matched = ruleFor(rules, row.counterpartKey);
      const category = matched && categories.get(matched.taxCategoryId);
      const rule =
        category && taxCategoryFits(category, { amount: row.input.amountCents, accountKind: statement.kind })
          ? matched
          : undefined;
      const twin = twins.get(row);
      const id = timeOrderedId();
      const from = row.input.originalCurrency;
      if (from && from !== currency) originalCurrencies.set(id, from);
      return {
        id,
        accountId: account.id,
        source: options.source,
        fitId: row.input.fitId,
        contentKey: row.contentKey,
        dedupeBy: row.dedupeBy,
        postedOn: row.input.postedOn,
        amountCents: row.input.amountCents,
        bankType: row.input.bankType,
        name: row.input.name,
        memo: row.input.memo,
        description: row.description,
        counterpartKey: row.counterpartKey,
        checkNumber: row.input.checkNumber,
        taxCategoryId: rule?.taxCategoryId ?? null,
        categoryRuleId: rule?.id ?? null,
        duplicateOfId: twin ?? null,
        duplicateStatus: twin ? 'possible' : null,
        importId: options.importId,
      };
    });

    for (let start = 0; start < values.length; start += INSERT_SLICE) {
      const slice = values.slice(start, start + INSERT_SLICE);
      const written = await insertTransactions(tx, companyId, slice);
      // A concurrent import of the same rows wins the unique index: those count as duplicates.
      counts.skippedDuplicates += slice.length - written.size;
      counts.imported += written.size;
      for (const row of slice) {
        if (!written.has(row.id as string)) continue;
        const from = originalCurrencies.get(row.id as string);
        if (from) counts.convertedFrom.set(from, (counts.convertedFrom.get(from) ?? 0) + 1);
        if (row.duplicateStatus === 'possible') counts.flagged += 1;
        if (row.categoryRuleId) {
          counts.categorised += 1;
          ruleApplications.set(row.categoryRuleId, (ruleApplications.get(row.categoryRuleId) ?? 0) + 1);
        }
      }
      writtenSoFar += written.size;
      await options.seams?.afterSlice?.(writtenSoFar);
    }
  }

  await addRuleApplications(tx, companyId, ruleApplications, options.now);
  for (const entry of totals.accounts) {
    totals.imported += entry.imported;
    totals.skippedDuplicates += entry.skippedDuplicates;
    totals.flagged += entry.flagged;
    totals.categorised += entry.categorised;
  }
  return totals;
}
