import { isoDateSchema, type BankTransactionType } from '@contabil/contracts';

/** Rows per page of an account's transactions. */
export const TRANSACTIONS_PAGE_SIZE = 50;

/**
 * The transactions list's state lives in the URL (?de=2026-10-01&ate=2026-10-31&busca=pix
 * &tipo=saida&sem-categoria=1&inicio=50): a filtered page can be shared and reloaded.
 */
export const TRANSACTIONS_PARAMS = {
  from: 'de',
  to: 'ate',
  search: 'busca',
  type: 'tipo',
  withoutCategory: 'sem-categoria',
  offset: 'inicio',
} as const;

/** The URL's words for the type, in Portuguese. */
const TYPE_PARAM: Record<BankTransactionType, string> = { credit: 'entrada', debit: 'saida' };

export interface TransactionsFilters {
  /** `YYYY-MM-DD`, inclusive. */
  from: string | null;
  to: string | null;
  search: string;
  type: BankTransactionType | null;
  withoutCategory: boolean;
  offset: number;
}

export const NO_TRANSACTION_FILTERS: TransactionsFilters = {
  from: null,
  to: null,
  search: '',
  type: null,
  withoutCategory: false,
  offset: 0,
};

const SEARCH_MAX = 200;

function readDate(params: URLSearchParams, name: string): string | null {
  const parsed = isoDateSchema.safeParse(params.get(name));
  return parsed.success ? parsed.data : null;
}

/** What the URL asks for; anything malformed is ignored rather than refused. */
export function readTransactionsFilters(params: URLSearchParams): TransactionsFilters {
  let from = readDate(params, TRANSACTIONS_PARAMS.from);
  let to = readDate(params, TRANSACTIONS_PARAMS.to);
  // A range written backwards is still the same range.
  if (from && to && from > to) [from, to] = [to, from];
  const typeParam = params.get(TRANSACTIONS_PARAMS.type);
  const type = (Object.keys(TYPE_PARAM) as BankTransactionType[]).find((key) => TYPE_PARAM[key] === typeParam);
  const offset = Number(params.get(TRANSACTIONS_PARAMS.offset));
  return {
    from,
    to,
    search: (params.get(TRANSACTIONS_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX),
    type: type ?? null,
    withoutCategory: params.get(TRANSACTIONS_PARAMS.withoutCategory) === '1',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL with `filters` in place of the list's params; any other param stays. */
export function writeTransactionsFilters(params: URLSearchParams, filters: TransactionsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(TRANSACTIONS_PARAMS)) next.delete(name);
  if (filters.from) next.set(TRANSACTIONS_PARAMS.from, filters.from);
  if (filters.to) next.set(TRANSACTIONS_PARAMS.to, filters.to);
  if (filters.search.trim()) next.set(TRANSACTIONS_PARAMS.search, filters.search.trim().slice(0, SEARCH_MAX));
  if (filters.type) next.set(TRANSACTIONS_PARAMS.type, TYPE_PARAM[filters.type]);
  if (filters.withoutCategory) next.set(TRANSACTIONS_PARAMS.withoutCategory, '1');
  if (filters.offset > 0) next.set(TRANSACTIONS_PARAMS.offset, String(filters.offset));
  return next;
}

export function hasActiveTransactionFilters(filters: TransactionsFilters): boolean {
  return !!(filters.from || filters.to || filters.search.trim() || filters.type || filters.withoutCategory);
}

/** The query string of `GET /bank-statements/transactions` for one page of the account. */
export function transactionsSearch(
  companyId: string,
  accountId: string,
  filters: TransactionsFilters,
  limit: number = TRANSACTIONS_PAGE_SIZE,
): URLSearchParams {
  const search = new URLSearchParams({ companyId, accountId });
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.search.trim()) search.set('search', filters.search.trim());
  if (filters.type) search.set('type', filters.type);
  if (filters.withoutCategory) search.set('withoutTaxCategory', 'true');
  search.set('limit', String(limit));
  search.set('offset', String(filters.offset));
  return search;
}

/**
 * The month the exports start on (`YYYY-MM`): the filtered period's, else the month of
 * the account's latest transaction (a statement is usually of a month gone by), else today's.
 */
export function defaultExportMonth(
  filters: Pick<TransactionsFilters, 'from' | 'to'>,
  lastTransactionOn: string | null,
  today: string,
): string {
  return (filters.from ?? filters.to ?? lastTransactionOn ?? today).slice(0, 7);
}

/** The months from `first` to `last` (`YYYY-MM-DD` or `YYYY-MM`), newest first: the months an account has. */
export function monthsBetween(first: string, last: string): string[] {
  let year = Number(last.slice(0, 4));
  let month = Number(last.slice(5, 7));
  const stop = first.slice(0, 7);
  const months: string[] = [];
  // At most 10 years of statements: a guard against a malformed range.
  for (let index = 0; index < 120; index += 1) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current <= stop) break;
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}
