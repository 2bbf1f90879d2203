import type { ObligationKind } from '@contabil/contracts';
import { addMonths, isoDay, monthKey, type CalendarDay, type CalendarMonth } from '../../lib/brasilia-calendar.js';
import { isBusinessDay, nextBusinessDay } from '../simples/das-due-date.js';

// The obligations calendar (issue 22, item 5): which obligation a company has, by its regime
// and payroll, and when each is due, with the legal source of each date. Dates the law moves
// off non-business days move as it says (next or previous business day).

export interface ObligationRule {
  kind: ObligationKind;
  label: string;
  /** Who has it: by regime, and for the payroll ones only in months with that payroll. */
  regimes: readonly ('simples' | 'mei')[];
  when: 'always' | 'payroll' | 'salaries';
  frequency: 'monthly' | 'yearly';
  /** Monthly: the day of the month after the period. Yearly: `MM-DD` of the year after the base year. */
  due: number | string;
  nonBusinessDay: 'next' | 'previous' | 'none';
  source: string;
}

export const OBLIGATION_RULES: readonly ObligationRule[] = [
  {
    kind: 'das',
    label: 'DAS do Simples Nacional',
    regimes: ['simples', 'mei'],
    when: 'always',
    frequency: 'monthly',
    due: 20,
    nonBusinessDay: 'next',
    source: 'LC 123/2006, art. 21, III (dia 20 do mês seguinte; dia útil seguinte)',
  },
  {
    kind: 'dctfweb',
    label: 'DCTFWeb (contribuições da folha e do pró-labore)',
    regimes: ['simples', 'mei'],
    when: 'payroll',
    frequency: 'monthly',
    due: 15,
    nonBusinessDay: 'previous',
    source: 'IN RFB 2.005/2021, art. 19 (dia 15 do mês seguinte)',
  },
  {
    kind: 'fgts',
    label: 'FGTS Digital',
    regimes: ['simples', 'mei'],
    when: 'salaries',
    frequency: 'monthly',
    due: 20,
    nonBusinessDay: 'previous',
    source: 'Lei 8.036/1990, art. 15, na redação da Lei 14.438/2022 (dia 20; dia útil anterior)',
  },
  {
    kind: 'defis',
    label: 'DEFIS (declaração anual do Simples Nacional)',
    regimes: ['simples'],
    when: 'always',
    frequency: 'yearly',
    due: '03-31',
    nonBusinessDay: 'none',
    source: 'Resolução CGSN 140/2018, art. 72, § 1º (até 31 de março do ano seguinte)',
  },
  {
    kind: 'dasn-simei',
    label: 'DASN-SIMEI (declaração anual do MEI)',
    regimes: ['mei'],
    when: 'always',
    frequency: 'yearly',
    due: '05-31',
    nonBusinessDay: 'none',
    source: 'Resolução CGSN 140/2018, art. 109 (até 31 de maio do ano seguinte)',
  },
];

/** The partners' IRPF season, set each year by an Instrução Normativa: add the year's row when it is published. */
export const IRPF_SEASONS: Readonly<Record<number, { from: string; to: string; source: string }>> = {
  2025: { from: '2025-03-17', to: '2025-05-30', source: 'IN RFB 2.255/2025, art. 7º' },
};

export interface CalendarEntry {
  kind: ObligationKind;
  label: string;
  /** `YYYY-MM` for monthly obligations, `YYYY` (the base year) for yearly ones. */
  period: string;
  /** The season's first day (IRPF only). */
  opensOn: string | null;
  dueDate: string;
  source: string;
}

function previousBusinessDay(day: CalendarDay): CalendarDay {
  let date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const toDay = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  while (!isBusinessDay(toDay(date))) date = new Date(date.getTime() - 86_400_000);
  return toDay(date);
}

function moved(day: CalendarDay, rule: ObligationRule): CalendarDay {
  if (rule.nonBusinessDay === 'next') return nextBusinessDay(day);
  if (rule.nonBusinessDay === 'previous') return previousBusinessDay(day);
  return day;
}

export interface CompanyFacts {
  regime: 'simples' | 'mei';
  /** `YYYY-MM` of the opening; null when unknown. */
  openedMonth: string | null;
  /** Confirmed payroll by month `YYYY-MM`: whether there was any and whether there were salaries. */
  payroll: ReadonlyMap<string, { any: boolean; salaries: boolean }>;
}

/** The company's obligations due in `year`, by due date. */
export function obligationsDueIn(year: number, facts: CompanyFacts): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const rule of OBLIGATION_RULES) {
    if (!rule.regimes.includes(facts.regime)) continue;
    if (rule.frequency === 'monthly') {
      // Periods from December of the year before (due in January) to November.
      for (let offset = 0; offset < 12; offset++) {
        const period: CalendarMonth = addMonths({ year, month: 1 }, offset - 1);
        const key = monthKey(period);
        if (facts.openedMonth && key < facts.openedMonth) continue;
        const payroll = facts.payroll.get(key);
        if (rule.when === 'payroll' && !payroll?.any) continue;
        if (rule.when === 'salaries' && !payroll?.salaries) continue;
        const due = moved({ ...addMonths(period, 1), day: rule.due as number }, rule);
        entries.push({
          kind: rule.kind,
          label: rule.label,
          period: key,
          opensOn: null,
          dueDate: isoDay(due),
          source: rule.source,
        });
      }
    } else {
      const baseYear = year - 1;
      if (facts.openedMonth && `${baseYear}-12` < facts.openedMonth) continue;
      entries.push({
        kind: rule.kind,
        label: rule.label,
        period: String(baseYear),
        opensOn: null,
        dueDate: `${year}-${rule.due as string}`,
        source: rule.source,
      });
    }
  }
  const season = IRPF_SEASONS[year];
  if (season)
    entries.push({
      kind: 'irpf',
      label: 'IRPF dos sócios (declaração de ajuste anual)',
      period: String(year - 1),
      opensOn: season.from,
      dueDate: season.to,
      source: season.source,
    });
  return entries.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.kind.localeCompare(b.kind));
}
