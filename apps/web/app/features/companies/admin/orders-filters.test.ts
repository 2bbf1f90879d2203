import { describe, expect, test } from 'vitest';
import { readOrdersFilters, writeOrdersFilters } from './orders-filters';

describe('orders filters in the URL', () => {
  test('round-trip', () => {
    const filters = {
      query: 'padaria',
      status: 'pending' as const,
      trackStatus: 'in_progress' as const,
      waitingFor: 'awaiting-guide' as const,
      offset: 20,
    };
    const params = writeOrdersFilters(filters);
    expect(params.toString()).toBe(
      'busca=padaria&status=pending&etapas=in_progress&aguardando=awaiting-guide&inicio=20',
    );
    expect(readOrdersFilters(params)).toEqual(filters);
  });

  test('unknown or broken values fall back to no filter', () => {
    expect(
      readOrdersFilters(new URLSearchParams('status=aberta&etapas=x&aguardando=pre-registration&inicio=-3')),
    ).toEqual({
      query: '',
      status: null,
      trackStatus: null,
      waitingFor: null,
      offset: 0,
    });
    expect(
      writeOrdersFilters({ query: '  ', status: null, trackStatus: null, waitingFor: null, offset: 0 }).toString(),
    ).toBe('');
  });
});
