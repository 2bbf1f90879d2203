// The month's Simples Nacional computation as a pure function: revenue by activity, RBT12,
// Fator R, the annexes with their brackets and tax, the DAS and its due date, the limits.
// Integer cents throughout; no I/O (the service reads the inputs, decision 014).
import {
  addMonths,
  monthKey,
  monthsBetween,
  type CalendarDay,
  type CalendarMonth,
} from '../../lib/brasilia-calendar.js';
import { dasDueDate } from './das-due-date.js';
import { serviceAnnexRule } from './service-annex.js';
import { checkLimit, type LimitCheck } from './simples-limits.js';
import { annexTaxCents, bracketFor, rbt12Cents, type AnnexBracket } from './simples-rate.js';

export type Annex = 'I' | 'II' | 'III' | 'IV' | 'V';
export type Activity = 'commerce' | 'industry' | 'service';

export interface BracketWithSplit extends AnnexBracket {
  /** Shares of the amount due, basis points adding up to 10000. */
  taxSplitBps: Partial<Record<'icms' | 'iss', number>> & Record<string, number | undefined>;
}

export interface RevenueLine {
  /** `nfs`: a note issued in the product; `entry`: entered by the accountant. */
  source: 'nfs' | 'entry';
  activity: Activity;
  /** National service code (cTribNac) for services; null otherwise. */
  serviceCode: string | null;
  cents: number;
}

export interface SimplesComputationInput {
  regime: 'simples' | 'mei';
  period: CalendarMonth;
  openedOn: CalendarMonth | null;
  /** Gross revenue per `YYYY-MM`, all activities; from January of the previous year to the period. */
  revenueByMonth: ReadonlyMap<string, number>;
  /** Payroll for the Fator R per `YYYY-MM` (pró-labore, salaries, charges that count). */
  payrollByMonth: ReadonlyMap<string, number>;
  /** The period's revenue, one line per source and activity. */
  lines: readonly RevenueLine[];
  brackets: Readonly<Record<Annex, readonly BracketWithSplit[]>>;
}

export type TwelveMonthRule = 'twelve-months' | 'opening-month' | 'average-of-months-worked';

export interface FatorR {
  payroll12Cents: number;
  /** payroll12 / RBT12; null while RBT12 is zero. */
  ratio: number | null;
  /** Anexo III when the ratio is 28% or more (LC 123 art. 18 § 5º-J and § 5º-M), else V. */
  annex: 'III' | 'V';
  /** True when some revenue of the period depends on it. */
  used: boolean;
}

export interface AnnexResult {
  annex: Annex;
  revenueCents: number;
  bracket: number;
  nominalRateBps: number;
  deductionCents: number;
  /** (RBT12 × nominal − deduction) / RBT12, for display; the tax is computed exactly. */
  effectiveRate: number;
  /** Revenue × effective rate, rounded half up once. */
  taxCents: number;
  /** The part of the tax paid in the DAS (without ICMS/ISS once the sublimit takes them out). */
  dasCents: number;
  serviceBasis: string[];
}

export interface SimplesComputation {
  rbt12Cents: number;
  rbt12Rule: TwelveMonthRule;
  monthsOfActivity: number | null;
  periodRevenueCents: number;
  fatorR: FatorR;
  annexes: AnnexResult[];
  /** Null for a MEI: its DAS is a fixed monthly amount, not a share of revenue. */
  totalDasCents: number | null;
  dueDate: CalendarDay;
  issIcmsOutsideDas: boolean;
  limits: LimitCheck[];
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const ANNEX_ORDER: readonly Annex[] = ['I', 'II', 'III', 'IV', 'V'];
const FATOR_R_PERCENT = 28;

function twelveMonthRule(monthsOfActivity: number | null): TwelveMonthRule {
  if (monthsOfActivity === null || monthsOfActivity >= 12) return 'twelve-months';
  return monthsOfActivity <= 0 ? 'opening-month' : 'average-of-months-worked';
}

/** RBT12 or the payroll of the 12 months, with the opening year's proportional rule (art. 18 §§ 2º, 3º). */
function twelveMonthBase(
  byMonth: ReadonlyMap<string, number>,
  period: CalendarMonth,
  monthsOfActivity: number | null,
): number {
  return rbt12Cents({
    monthsBefore: Array.from({ length: 12 }, (_, i) => byMonth.get(monthKey(addMonths(period, i - 12))) ?? 0),
    currentMonthCents: byMonth.get(monthKey(period)) ?? 0,
    monthsOfActivity,
  });
}

function fatorRAnnex(payroll12: number, rbt12: number): 'III' | 'V' {
  if (rbt12 <= 0) return payroll12 > 0 ? 'III' : 'V';
  // payroll / RBT12 ≥ 28%, in integers: the threshold itself is Anexo III.
  return payroll12 * 100 >= rbt12 * FATOR_R_PERCENT ? 'III' : 'V';
}

export function lineAnnex(
  line: RevenueLine,
  fatorR: 'III' | 'V',
): { annex: Annex; basis: string | null; usesFatorR: boolean } {
  if (line.activity === 'commerce') return { annex: 'I', basis: null, usesFatorR: false };
  if (line.activity === 'industry') return { annex: 'II', basis: null, usesFatorR: false };
  const { rule, basis, subitem } = serviceAnnexRule(line.serviceCode ?? '');
  const label = `${subitem ?? line.serviceCode ?? '—'}: ${basis}`;
  if (rule === 'FATOR_R') return { annex: fatorR, basis: label, usesFatorR: true };
  return { annex: rule, basis: label, usesFatorR: false };
}

function yearRevenue(
  byMonth: ReadonlyMap<string, number>,
  year: number,
  untilMonth: number,
  openedOn: CalendarMonth | null,
): { cents: number; monthsInYear: number } {
  const firstMonth = openedOn?.year === year ? openedOn.month : 1;
  const months = Array.from({ length: Math.max(0, untilMonth - firstMonth + 1) }, (_, i) =>
    monthKey({ year, month: firstMonth + i }),
  );
  return { cents: sum(months.map((key) => byMonth.get(key) ?? 0)), monthsInYear: 12 - firstMonth + 1 };
}

/**
 * ICMS and ISS leave the DAS for the whole year when last year passed the sublimit, and
 * from the month after an excess of more than 20% in this year (LC 123 art. 20 §§ 1º, 1º-A).
 */
function issIcmsOutside(input: SimplesComputationInput): boolean {
  const { period, openedOn, revenueByMonth } = input;
  const lastYear = period.year - 1;
  if (!openedOn || openedOn.year <= lastYear) {
    const previous = yearRevenue(revenueByMonth, lastYear, 12, openedOn);
    if (checkLimit('sublimit', previous.cents, previous.monthsInYear).crossed) return true;
  }
  const before = yearRevenue(revenueByMonth, period.year, period.month - 1, openedOn);
  return checkLimit('sublimit', before.cents, before.monthsInYear).beyondTolerance;
}

function dasShare(taxCents: number, bracket: BracketWithSplit, outside: boolean): number {
  if (!outside) return taxCents;
  const localBps = (bracket.taxSplitBps.icms ?? 0) + (bracket.taxSplitBps.iss ?? 0);
  // The federal share, rounded half up: tax × (10000 − ICMS − ISS) / 10000.
  return Math.floor((taxCents * (10_000 - localBps) * 2 + 10_000) / 20_000);
}

export function computeSimples(input: SimplesComputationInput): SimplesComputation {
  const { period, openedOn } = input;
  const monthsOfActivity = openedOn ? Math.max(0, monthsBetween(openedOn, period)) : null;
  const rbt12 = twelveMonthBase(input.revenueByMonth, period, monthsOfActivity);
  const payroll12 = twelveMonthBase(input.payrollByMonth, period, monthsOfActivity);
  const fatorRResult = fatorRAnnex(payroll12, rbt12);
  const outside = input.regime === 'simples' && issIcmsOutside(input);

  const grouped = new Map<Annex, { cents: number; basis: Set<string> }>();
  let fatorRUsed = false;
  for (const line of input.lines) {
    const { annex, basis, usesFatorR } = lineAnnex(line, fatorRResult);
    fatorRUsed ||= usesFatorR;
    const group = grouped.get(annex) ?? { cents: 0, basis: new Set<string>() };
    group.cents += line.cents;
    if (basis) group.basis.add(basis);
    grouped.set(annex, group);
  }

  const annexes: AnnexResult[] =
    input.regime === 'mei'
      ? []
      : ANNEX_ORDER.filter((annex) => grouped.has(annex)).map((annex) => {
          const group = grouped.get(annex)!;
          const bracket = bracketFor(input.brackets[annex], rbt12) as BracketWithSplit;
          const taxCents = annexTaxCents(group.cents, rbt12, bracket);
          return {
            annex,
            revenueCents: group.cents,
            bracket: bracket.bracket,
            nominalRateBps: bracket.nominalRateBps,
            deductionCents: bracket.deductionCents,
            effectiveRate:
              rbt12 > 0
                ? (rbt12 * bracket.nominalRateBps - bracket.deductionCents * 10_000) / (rbt12 * 10_000)
                : bracket.nominalRateBps / 10_000,
            taxCents,
            dasCents: dasShare(taxCents, bracket, outside),
            serviceBasis: [...group.basis],
          };
        });

  const year = yearRevenue(input.revenueByMonth, period.year, period.month, openedOn);
  const limits =
    input.regime === 'mei'
      ? [checkLimit('mei', year.cents, year.monthsInYear)]
      : [checkLimit('sublimit', year.cents, year.monthsInYear), checkLimit('limit', year.cents, year.monthsInYear)];

  return {
    rbt12Cents: rbt12,
    rbt12Rule: twelveMonthRule(monthsOfActivity),
    monthsOfActivity,
    periodRevenueCents: sum(input.lines.map((line) => line.cents)),
    fatorR: {
      payroll12Cents: payroll12,
      ratio: rbt12 > 0 ? payroll12 / rbt12 : null,
      annex: fatorRResult,
      used: fatorRUsed,
    },
    annexes,
    totalDasCents: input.regime === 'mei' ? null : sum(annexes.map((annex) => annex.dasCents)),
    dueDate: dasDueDate(period),
    issIcmsOutsideDas: outside,
    limits,
  };
}
