import { describe, expect, test } from 'vitest';
import { formatCompetence, formatMonthLong, formatMonthShort } from './months';

describe('month labels', () => {
  test('a competence as mm/aaaa', () => {
    expect(formatCompetence('2026-03')).toBe('03/2026');
    expect(formatCompetence('2025-12')).toBe('12/2025');
  });

  test('short, for the axis', () => {
    expect(formatMonthShort('2026-01')).toBe('jan/26');
    expect(formatMonthShort('2025-12')).toBe('dez/25');
    expect(formatMonthShort('2026-03')).toBe('mar/26');
  });

  test('long, for tooltips, tables and the month archive', () => {
    expect(formatMonthLong('2026-03')).toBe('março de 2026');
    expect(formatMonthLong('2025-12')).toBe('dezembro de 2025');
  });

  test('anything else comes back as given', () => {
    expect(formatCompetence('2026-13')).toBe('2026-13');
    expect(formatMonthShort('2026-13')).toBe('2026-13');
    expect(formatMonthLong('março')).toBe('março');
  });
});
