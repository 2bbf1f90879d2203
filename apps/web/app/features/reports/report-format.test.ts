import { describe, expect, test } from 'vitest';
import { brasiliaToday } from '~/lib/brasilia-today';
import {
  formatCompactBrl,
  formatPercent,
  formatReportPeriod,
  formatReais,
  limitTone,
  reportPeriodValue,
} from './report-format';

/** Intl separates "R$" and the amount with a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money', () => {
  test('full BRL from reais', () => {
    expect(plain(formatReais(1234.56))).toBe('R$ 1.234,56');
    expect(plain(formatReais(0))).toBe('R$ 0,00');
    expect(plain(formatReais(4_800_000))).toBe('R$ 4.800.000,00');
  });

  test('compact BRL for the axis', () => {
    expect(plain(formatCompactBrl(0))).toBe('R$ 0');
    expect(plain(formatCompactBrl(950))).toBe('R$ 950');
    expect(plain(formatCompactBrl(12_000))).toBe('R$ 12 mil');
    expect(plain(formatCompactBrl(12_500))).toBe('R$ 12,5 mil');
    expect(plain(formatCompactBrl(1_200_000))).toBe('R$ 1,2 mi');
  });
});

describe('percent', () => {
  test('two decimals by default, pt-BR comma', () => {
    expect(formatPercent(0.0612)).toBe('6,12%');
    expect(formatPercent(0.06)).toBe('6,00%');
    expect(formatPercent(0.112)).toBe('11,20%');
  });

  test('other precisions', () => {
    expect(formatPercent(0.4567, 1)).toBe('45,7%');
    expect(formatPercent(1.25, 0)).toBe('125%');
  });
});

describe('report periods', () => {
  test('month, quarter and year of a day', () => {
    expect(reportPeriodValue('month', '2026-03-15')).toBe('2026-03');
    expect(reportPeriodValue('quarter', '2026-03-15')).toBe('2026-Q1');
    expect(reportPeriodValue('quarter', '2026-04-01')).toBe('2026-Q2');
    expect(reportPeriodValue('quarter', '2026-12-31')).toBe('2026-Q4');
    expect(reportPeriodValue('year', '2026-12-31')).toBe('2026');
  });

  test('in words', () => {
    expect(formatReportPeriod('2026-03')).toBe('em março de 2026');
    expect(formatReportPeriod('2026-Q4')).toBe('no 4º trimestre de 2026');
    expect(formatReportPeriod('2026')).toBe('em 2026');
  });

  test("today is Brasília's day, not UTC's", () => {
    // 01:30 UTC on 1 March is still 28 February in Brasília (UTC-3).
    expect(brasiliaToday(new Date('2026-03-01T01:30:00Z'))).toBe('2026-02-28');
    expect(brasiliaToday(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
  });
});

describe('limit tone', () => {
  test('warning from 80%, over above 100%', () => {
    expect(limitTone(0)).toBe('normal');
    expect(limitTone(0.7999)).toBe('normal');
    expect(limitTone(0.8)).toBe('warning');
    expect(limitTone(1)).toBe('warning');
    expect(limitTone(1.0001)).toBe('over');
  });
});
