import { describe, expect, test } from 'vitest';
import {
  hasActiveFilters,
  NO_FILTERS,
  readOpenRequest,
  readRequestsFilters,
  withOpenRequest,
  writeRequestsFilters,
} from './requests-filters';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('readRequestsFilters', () => {
  test('reads the search, status, day and page from the URL', () => {
    const params = new URLSearchParams({ busca: 'Maria', status: 'issued', data: '2026-03-15', inicio: '20' });
    expect(readRequestsFilters(params)).toEqual({ query: 'Maria', status: 'issued', date: '2026-03-15', offset: 20 });
  });

  test('ignores what is not a status, a real day or a positive offset', () => {
    const params = new URLSearchParams({ status: 'pago', data: '2026-02-30', inicio: '-10' });
    expect(readRequestsFilters(params)).toEqual(NO_FILTERS);
    expect(readRequestsFilters(new URLSearchParams({ inicio: '1.5' })).offset).toBe(0);
  });

  test('keeps at most 100 characters of search', () => {
    expect(readRequestsFilters(new URLSearchParams({ busca: 'a'.repeat(150) })).query).toHaveLength(100);
  });
});

describe('writeRequestsFilters', () => {
  test('writes only what is set, and keeps the open request', () => {
    const base = new URLSearchParams({ pedido: ID, status: 'issued', inicio: '10' });
    const next = writeRequestsFilters(base, { query: '  Maria ', status: null, date: '2026-03-15', offset: 0 });
    expect(next.toString()).toBe(`pedido=${ID}&busca=Maria&data=2026-03-15`);
  });

  test('round-trips', () => {
    const filters = { query: 'Padaria', status: 'rejected' as const, date: '2026-01-02', offset: 30 };
    expect(readRequestsFilters(writeRequestsFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

test('hasActiveFilters: the page alone is not a filter', () => {
  expect(hasActiveFilters({ ...NO_FILTERS, offset: 10 })).toBe(false);
  expect(hasActiveFilters({ ...NO_FILTERS, query: ' x ' })).toBe(true);
  expect(hasActiveFilters({ ...NO_FILTERS, status: 'requested' })).toBe(true);
  expect(hasActiveFilters({ ...NO_FILTERS, date: '2026-01-02' })).toBe(true);
});

describe('the open request (?pedido=)', () => {
  test('opens and closes without touching the filters', () => {
    const opened = withOpenRequest(new URLSearchParams({ status: 'issued' }), ID);
    expect(readOpenRequest(opened)).toBe(ID);
    expect(opened.get('status')).toBe('issued');
    const closed = withOpenRequest(opened, null);
    expect(readOpenRequest(closed)).toBeNull();
    expect(closed.toString()).toBe('status=issued');
  });

  test('ignores an id that is not one', () => {
    expect(readOpenRequest(new URLSearchParams({ pedido: '../../admin' }))).toBeNull();
  });
});
