import { describe, expect, test } from 'vitest';
import { bankHolidays, dasDueDate } from './das-due-date.js';

describe('dasDueDate: day 20 of the next month, or the next business day', () => {
  test.each([
    ['2026-03', '2026-04-20', 'a Monday'],
    ['2025-03', '2025-04-22', 'Sunday 20, Tiradentes 21'],
    ['2026-10', '2026-11-23', '20 November, Consciência Negra (Lei 14.759/2023)'],
    ['2023-10', '2023-11-20', '20 November before it became a national holiday (a Monday)'],
    ['2026-05', '2026-06-22', 'a Saturday'],
    ['2030-05', '2030-06-21', 'Corpus Christi'],
    ['2025-12', '2026-01-20', 'a Tuesday'],
  ])('%s -> %s (%s)', (period, due) => {
    const [year, month] = period.split('-').map(Number) as [number, number];
    const day = dasDueDate({ year, month });
    expect(`${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`).toBe(due);
  });

  test('movable days of 2026: Carnival 16-17 February, Good Friday 3 April, Corpus Christi 4 June', () => {
    const days = bankHolidays(2026);
    for (const day of ['02-16', '02-17', '04-03', '06-04']) expect(days.has(day)).toBe(true);
  });
});
