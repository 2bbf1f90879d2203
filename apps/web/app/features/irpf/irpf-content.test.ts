import { describe, expect, test } from 'vitest';
import type { LoaderFunctionArgs, UNSAFE_DataWithResponseInit } from 'react-router';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { IRPF_YEARS, deliveryClosed, formatLongDate, formatShortDate, irpfFaq } from './irpf-content';
import { irpfLoader, irpfYearFromPath } from './irpf-route.server';

describe('IRPF pages', () => {
  test("each year's window, refunds and thresholds, as the Receita published them", () => {
    expect(IRPF_YEARS[2024]).toMatchObject({
      calendarYear: 2023,
      deliveryFrom: '2024-03-15',
      deliveryUntil: '2024-05-31',
    });
    expect(IRPF_YEARS[2025]).toMatchObject({
      calendarYear: 2024,
      deliveryFrom: '2025-03-17',
      deliveryUntil: '2025-05-30',
    });
    expect(IRPF_YEARS[2024].obligations[0]).toContain('R$ 30.639,90');
    expect(IRPF_YEARS[2025].obligations[0]).toContain('R$ 33.888,00');
    for (const irpf of Object.values(IRPF_YEARS)) {
      expect(irpf.refundBatches).toHaveLength(5);
      expect([...irpf.refundBatches].sort()).toEqual(irpf.refundBatches);
      expect(irpf.refundBatches[0]! >= irpf.deliveryUntil).toBe(true);
    }
  });

  test('the deadline is past the day after the last day, in Brasília', () => {
    expect(deliveryClosed(IRPF_YEARS[2025], '2025-05-30')).toBe(false);
    expect(deliveryClosed(IRPF_YEARS[2025], '2025-05-31')).toBe(true);
  });

  test('dates in Brazilian formats', () => {
    expect(formatLongDate('2025-05-30')).toBe('30 de maio de 2025');
    expect(formatShortDate('2024-03-15')).toBe('15/03/2024');
  });

  test('the late-filing answer quotes the minimum fine', () => {
    expect(irpfFaq(IRPF_YEARS[2024])[0]?.answer).toContain('R$ 165,74');
  });

  test('the loader reads the year from the path and sends today and the cache policy', () => {
    const answer = irpfLoader({
      request: new Request('http://site.test/lp/irpf/2024'),
      params: {},
      context: {},
    } as unknown as LoaderFunctionArgs) as UNSAFE_DataWithResponseInit<{ year: number; today: string }>;
    expect(answer.data.year).toBe(2024);
    expect(answer.data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(() => irpfYearFromPath('/lp/irpf/2023')).toThrow();
  });
});
