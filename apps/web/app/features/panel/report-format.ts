const MONTHS_SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;
const MONTHS_LONG = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

function monthParts(month: string): { year: string; index: number } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? { year: match[1]!, index: Number(match[2]) - 1 } : null;
}

/** "2026-01" -> "jan/26": the chart's axis. Anything else comes back as given. */
export function formatMonthShort(month: string): string {
  const parts = monthParts(month);
  return parts ? `${MONTHS_SHORT[parts.index]}/${parts.year.slice(2)}` : month;
}

/** "2026-01" -> "janeiro de 2026": tooltips and the text alternative. */
export function formatMonthLong(month: string): string {
  const parts = monthParts(month);
  return parts ? `${MONTHS_LONG[parts.index]} de ${parts.year}` : month;
}

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
