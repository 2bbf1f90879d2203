import { formatMonthLong } from '~/lib/format/months';

export { formatCompactBrl, formatReais } from '~/lib/format/money';

export { formatPercent } from '~/lib/format/percent';

export type ReportPeriodKind = 'month' | 'quarter' | 'year';

export const REPORT_PERIOD_LABELS: Record<ReportPeriodKind, string> = {
  month: 'Este mês',
  quarter: 'Este trimestre',
  year: 'Este ano',
};

/** The period containing `today` ("YYYY-MM-DD") in the API's syntax: "2026-03", "2026-Q1" or "2026". */
export function reportPeriodValue(kind: ReportPeriodKind, today: string): string {
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));
  if (kind === 'year') return year;
  if (kind === 'quarter') return `${year}-Q${Math.ceil(month / 3)}`;
  return `${year}-${String(month).padStart(2, '0')}`;
}

export type LimitTone = 'normal' | 'warning' | 'over';

/** Up to 80% of the limit all is well; from 80% a warning; above 100% the limit is passed. */
export function limitTone(limitUsed: number): LimitTone {
  if (limitUsed > 1) return 'over';
  if (limitUsed >= 0.8) return 'warning';
  return 'normal';
}

/** "2026-03" -> "em março de 2026", "2026-Q1" -> "no 1º trimestre de 2026", "2026" -> "em 2026". */
export function formatReportPeriod(period: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `no ${quarter[2]}º trimestre de ${quarter[1]}`;
  return `em ${formatMonthLong(period)}`;
}
