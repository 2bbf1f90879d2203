import { describe, expect, test } from 'vitest';
import { publicNavLinks } from '~/layouts/public-nav-links';
import { IRPF_YEARS } from './irpf-content';
import { IRPF_PAGE_YEARS, IRPF_YEARS_NEWEST_FIRST, currentIrpfYear } from './irpf-years';

describe('the IRPF menu follows the calendar', () => {
  test("the year's page once it exists; a later year without a page keeps the newest one", () => {
    expect(currentIrpfYear('2025-11-26')).toBe(2025);
    expect(currentIrpfYear('2026-01-02')).toBe(2026);
    expect(currentIrpfYear('2026-11-26')).toBe(2026);
    expect(currentIrpfYear('2027-02-01')).toBe(2026);
  });

  test('in November 2026 the header offers IRPF 2026; the footer keeps every year, newest first', () => {
    const irpf = publicNavLinks('2026-11-26').find((link) => link.label.startsWith('IRPF'));
    expect(irpf).toEqual({ to: '/lp/irpf/2026', label: 'IRPF 2026' });
    expect(IRPF_YEARS_NEWEST_FIRST).toEqual([2026, 2025, 2024]);
  });

  test('every year with a page has its figures: 2026 declares 2025 with the Receita’s new limits', () => {
    for (const year of IRPF_PAGE_YEARS) expect(IRPF_YEARS[year].year).toBe(year);
    expect(IRPF_YEARS[2026]).toMatchObject({
      calendarYear: 2025,
      deliveryFrom: '2026-03-23',
      deliveryUntil: '2026-05-29',
    });
    expect(IRPF_YEARS[2026].obligations[0]).toContain('R$ 35.584,00');
  });
});
