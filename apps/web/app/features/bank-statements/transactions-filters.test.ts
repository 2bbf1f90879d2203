import { describe, expect, test } from 'vitest';
import {
  defaultExportMonth,
  monthsBetween,
  hasActiveTransactionFilters,
  NO_TRANSACTION_FILTERS,
  readTransactionsFilters,
  transactionsSearch,
  writeTransactionsFilters,
  type TransactionsFilters,
} from './transactions-filters';

const COMPANY = '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a';
const ACCOUNT = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

describe('readTransactionsFilters', () => {
  test('reads the period, search, type, "sem categoria" and page from the URL', () => {
    const params = new URLSearchParams({
      de: '2026-10-01',
      ate: '2026-10-31',
      busca: ' posto ',
      tipo: 'saida',
      'sem-categoria': '1',
      inicio: '50',
    });
    expect(readTransactionsFilters(params)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      search: 'posto',
      type: 'debit',
      withoutCategory: true,
      offset: 50,
    });
  });

  test('ignores what is not a real day, a known type or a positive whole offset', () => {
    const params = new URLSearchParams({ de: '2026-02-30', ate: 'ontem', tipo: 'debit', 'sem-categoria': 'sim' });
    expect(readTransactionsFilters(params)).toEqual(NO_TRANSACTION_FILTERS);
    expect(readTransactionsFilters(new URLSearchParams({ inicio: '-50' })).offset).toBe(0);
    expect(readTransactionsFilters(new URLSearchParams({ inicio: '12.5' })).offset).toBe(0);
  });

  test('a period written backwards is read the right way round', () => {
    const filters = readTransactionsFilters(new URLSearchParams({ de: '2026-10-31', ate: '2026-10-01' }));
    expect([filters.from, filters.to]).toEqual(['2026-10-01', '2026-10-31']);
  });

  test('keeps at most 200 characters of search', () => {
    expect(readTransactionsFilters(new URLSearchParams({ busca: 'a'.repeat(250) })).search).toHaveLength(200);
  });
});

describe('writeTransactionsFilters', () => {
  test('writes only what is set and keeps the other params', () => {
    const next = writeTransactionsFilters(new URLSearchParams({ outro: 'x', inicio: '100' }), {
      ...NO_TRANSACTION_FILTERS,
      type: 'credit',
      search: '  pix  ',
    });
    expect(next.toString()).toBe('outro=x&busca=pix&tipo=entrada');
  });

  test('round-trips', () => {
    const filters: TransactionsFilters = {
      from: '2026-10-01',
      to: '2026-10-15',
      search: 'Posto Vila Nova',
      type: 'debit',
      withoutCategory: true,
      offset: 100,
    };
    expect(readTransactionsFilters(writeTransactionsFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

test('hasActiveTransactionFilters: the page alone is not a filter', () => {
  expect(hasActiveTransactionFilters({ ...NO_TRANSACTION_FILTERS, offset: 50 })).toBe(false);
  expect(hasActiveTransactionFilters({ ...NO_TRANSACTION_FILTERS, withoutCategory: true })).toBe(true);
  expect(hasActiveTransactionFilters({ ...NO_TRANSACTION_FILTERS, search: '   ' })).toBe(false);
});

describe('transactionsSearch', () => {
  test('speaks the API: from/to, search, type, withoutTaxCategory, 50 per page', () => {
    const search = transactionsSearch(COMPANY, ACCOUNT, {
      from: '2026-10-01',
      to: null,
      search: 'posto',
      type: 'debit',
      withoutCategory: true,
      offset: 50,
    });
    expect(Object.fromEntries(search)).toEqual({
      companyId: COMPANY,
      accountId: ACCOUNT,
      from: '2026-10-01',
      search: 'posto',
      type: 'debit',
      withoutTaxCategory: 'true',
      limit: '50',
      offset: '50',
    });
  });

  test('without filters only the account and the page', () => {
    expect(transactionsSearch(COMPANY, ACCOUNT, NO_TRANSACTION_FILTERS).toString()).toBe(
      `companyId=${COMPANY}&accountId=${ACCOUNT}&limit=50&offset=0`,
    );
  });
});

test('defaultExportMonth: the filtered period, else the last transaction, else today', () => {
  expect(defaultExportMonth({ from: '2026-09-10', to: null }, '2026-10-31', '2026-11-24')).toBe('2026-09');
  expect(defaultExportMonth({ from: null, to: '2026-08-31' }, '2026-10-31', '2026-11-24')).toBe('2026-08');
  expect(defaultExportMonth({ from: null, to: null }, '2026-10-31', '2026-11-24')).toBe('2026-10');
  expect(defaultExportMonth({ from: null, to: null }, null, '2026-11-24')).toBe('2026-11');
});

test('monthsBetween: every month of the account, newest first, across a year', () => {
  expect(monthsBetween('2025-11-15', '2026-02-03')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  expect(monthsBetween('2026-10-01', '2026-10-31')).toEqual(['2026-10']);
});
