import { describe, expect, test } from 'vitest';
import { DEFAULT_QUEUE_FILTERS, readQueueFilters, writeQueueFilters } from './queue-filters';

const COMPANY = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';

describe('queue filters in the URL', () => {
  test('without parameters the page is the queue: requested, first page', () => {
    expect(readQueueFilters(new URLSearchParams())).toEqual(DEFAULT_QUEUE_FILTERS);
    expect(DEFAULT_QUEUE_FILTERS.status).toBe('requested');
    expect(writeQueueFilters(DEFAULT_QUEUE_FILTERS).toString()).toBe('');
  });

  test('"todos" means every status; a status round-trips', () => {
    expect(readQueueFilters(new URLSearchParams('status=todos')).status).toBeNull();
    expect(writeQueueFilters({ ...DEFAULT_QUEUE_FILTERS, status: null }).get('status')).toBe('todos');
    const processing = { ...DEFAULT_QUEUE_FILTERS, status: 'processing' as const };
    expect(readQueueFilters(writeQueueFilters(processing))).toEqual(processing);
  });

  test('every filter round-trips', () => {
    const filters = {
      query: 'Padaria',
      status: 'issued' as const,
      date: '2026-03-15',
      companyId: COMPANY,
      attention: 'send_failed' as const,
      offset: 40,
    };
    const params = writeQueueFilters(filters);
    expect(params.toString()).toBe(
      `busca=Padaria&status=issued&data=2026-03-15&empresa=${COMPANY}&pendencia=send_failed&inicio=40`,
    );
    expect(readQueueFilters(params)).toEqual(filters);
  });

  test('bad values fall back to the defaults', () => {
    expect(
      readQueueFilters(
        new URLSearchParams('status=nope&data=2026-02-30&empresa=x&pendencia=y&inicio=-3&busca=' + 'a'.repeat(150)),
      ),
    ).toEqual({ ...DEFAULT_QUEUE_FILTERS, query: 'a'.repeat(100) });
  });
});
