import { describe, expect, test } from 'vitest';
import { readCompaniesFilters, writeCompaniesFilters } from './companies-filters';

describe('companies list filters in the URL', () => {
  test('reads the search, the status and the offset', () => {
    expect(
      readCompaniesFilters(new URLSearchParams('busca=padaria&status=active&pendencia=payment_failed&inicio=25')),
    ).toEqual({
      query: 'padaria',
      status: 'active',
      attention: 'payment_failed',
      offset: 25,
    });
  });

  test('ignores an unknown status and a bad offset', () => {
    expect(readCompaniesFilters(new URLSearchParams('status=closed&pendencia=x&inicio=-3'))).toEqual({
      query: '',
      status: null,
      attention: null,
      offset: 0,
    });
    expect(readCompaniesFilters(new URLSearchParams('inicio=2.5')).offset).toBe(0);
  });

  test('cuts a search longer than the API accepts', () => {
    expect(readCompaniesFilters(new URLSearchParams({ busca: 'a'.repeat(150) })).query).toHaveLength(100);
  });

  test('writes only what is set, and reads back the same', () => {
    expect(writeCompaniesFilters({ query: '  ', status: null, attention: null, offset: 0 }).toString()).toBe('');
    const filters = {
      query: '12.345.678/0001-95',
      status: 'overdue' as const,
      attention: 'documents_to_review' as const,
      offset: 50,
    };
    const written = writeCompaniesFilters(filters);
    expect(written.toString()).toBe(
      'busca=12.345.678%2F0001-95&status=overdue&pendencia=documents_to_review&inicio=50',
    );
    expect(readCompaniesFilters(written)).toEqual(filters);
  });
});
