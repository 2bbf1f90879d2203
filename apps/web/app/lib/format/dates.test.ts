import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  test('a calendar date is written dd/mm/aaaa as it is, with no time zone shift', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  test('an instant is the day in Brasília', () => {
    expect(formatDate('2026-11-22T13:00:00.000Z')).toBe('22/11/2026');
    // 02:00 UTC is still the evening before in Brasília (UTC-3).
    expect(formatDate('2026-11-22T02:00:00.000Z')).toBe('21/11/2026');
  });

  test('anything else is returned as given', () => {
    expect(formatDate('amanhã')).toBe('amanhã');
  });
});

describe('formatDateTime', () => {
  test('day and time in Brasília', () => {
    expect(formatDateTime('2026-11-22T02:30:00.000Z')).toBe('21/11/2026, 23:30');
  });
});
