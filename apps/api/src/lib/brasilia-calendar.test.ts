import { describe, expect, it } from 'vitest';
import { addDays, addMonths, brasiliaDay, isoDay, monthsBetween, parseIsoDay } from './brasilia-calendar.js';

describe('the Brasília calendar', () => {
  it('reads the day of an instant in Brasília, not in UTC', () => {
    // 02:30 UTC on 1 December is still 30 November in Brasília (UTC-3).
    expect(isoDay(brasiliaDay(new Date('2026-12-01T02:30:00Z')))).toBe('2026-11-30');
    expect(isoDay(brasiliaDay(new Date('2026-12-01T03:00:00Z')))).toBe('2026-12-01');
  });

  it('adds days across month ends, year ends and leap days, forwards and backwards', () => {
    const day = (value: string) => parseIsoDay(value)!;
    expect(isoDay(addDays(day('2026-11-30'), 3))).toBe('2026-12-03');
    expect(isoDay(addDays(day('2026-12-30'), 3))).toBe('2027-01-02');
    expect(isoDay(addDays(day('2028-02-28'), 1))).toBe('2028-02-29');
    expect(isoDay(addDays(day('2027-02-28'), 1))).toBe('2027-03-01');
    expect(isoDay(addDays(day('2027-01-02'), -3))).toBe('2026-12-30');
    expect(isoDay(addDays(day('2026-05-10'), 0))).toBe('2026-05-10');
  });

  it('adds months and counts them', () => {
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthsBetween({ year: 2025, month: 12 }, { year: 2026, month: 2 })).toBe(2);
  });

  it('parses only YYYY-MM-DD', () => {
    expect(parseIsoDay('2026-11-27')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(parseIsoDay('27/11/2026')).toBeNull();
    expect(parseIsoDay(undefined)).toBeNull();
  });
});
