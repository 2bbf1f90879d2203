import {
  MEI_ANNUAL_LIMIT,
  MEI_MONTHLY_LIMIT,
  SIMPLES_ANNUAL_LIMIT,
  messages,
  periodRange,
  toReais,
  type AnnualBillingReport,
  type BillingByCategoryReport,
  type MonthlyBilling,
  type ReportRegime,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { findCompany } from '../companies/companies.repository.js';
import {
  addMonths,
  brasiliaDay,
  isoDay,
  monthKey,
  parseIsoDay,
  type CalendarMonth,
} from '../../lib/brasilia-calendar.js';
import { reportRegime } from './report-regime.js';
import { findDeclaredTaxRegime, monthlyIssuedBilling } from './reports.repository.js';
import { monthlyEnteredRevenue } from '../simples/simples.repository.js';

export { reportRegime };

/**
 * The year's limit: MEI R$ 81.000 (R$ 6.750 per month from the opening month when it
 * opened this year, LC 123 art. 18-A §2º), Simples R$ 4.800.000, none for other regimes.
 */
export function annualLimit(
  regime: ReportRegime,
  openedOn: CalendarMonth | null,
  year: number,
): { limit: number | null; limitIsProportional: boolean } {
  if (regime === 'other') return { limit: null, limitIsProportional: false };
  if (regime === 'simples') return { limit: SIMPLES_ANNUAL_LIMIT, limitIsProportional: false };
  if (openedOn?.year === year)
    return { limit: MEI_MONTHLY_LIMIT * (12 - openedOn.month + 1), limitIsProportional: true };
  return { limit: MEI_ANNUAL_LIMIT, limitIsProportional: false };
}

/**
 * `GET /reports/anual-billing-by-company?companyId=`: the company's billing (issued notes
 * by the month of their competence, plus the revenue the accountant entered for the month)
 * over the last 12 months and this year, and the year's limit. The month's DAS is
 * `GET /reports/simples-nacional` (modules/simples). `now` decides the current Brasília month.
 */
export async function getAnnualBillingReport(
  db: Database,
  auth: AuthContext,
  companyId: string,
  now: Date,
): Promise<AnnualBillingReport> {
  await assertCompanyAccess(db, auth, companyId);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.notFound);

  const today = brasiliaDay(now);
  const current: CalendarMonth = { year: today.year, month: today.month };
  // From 12 months before the current one (RBT12) to the end of this year.
  const rows = await monthlyIssuedBilling(db, companyId, {
    from: isoDay({ ...addMonths(current, -12), day: 1 }),
    to: isoDay({ year: current.year, month: 12, day: 31 }),
  });
  // Revenue the product does not issue (goods, notes issued elsewhere), entered by the accountant.
  const entered = await monthlyEnteredRevenue(db, companyId, {
    from: monthKey(addMonths(current, -12)),
    to: monthKey({ year: current.year, month: 12 }),
  });
  const byMonth = new Map(rows.map((row) => [row.month, { ...row }]));
  for (const entry of entered) {
    const row = byMonth.get(entry.month) ?? { month: entry.month, totalCents: 0, count: 0 };
    row.totalCents += entry.totalCents;
    byMonth.set(entry.month, row);
  }
  const centsOf = (month: CalendarMonth) => byMonth.get(monthKey(month))?.totalCents ?? 0;
  const billingOf = (month: CalendarMonth): MonthlyBilling => {
    const row = byMonth.get(monthKey(month));
    return { month: monthKey(month), totalValue: toReais(row?.totalCents ?? 0), count: row?.count ?? 0 };
  };

  const last12Months = Array.from({ length: 12 }, (_, i) => billingOf(addMonths(current, i - 11)));
  const yearMonths = Array.from({ length: 12 }, (_, i) => ({ year: current.year, month: i + 1 }));
  const yearCents = yearMonths.reduce((total, month) => total + centsOf(month), 0);

  const regime = reportRegime(company.size, await findDeclaredTaxRegime(db, companyId));
  const opened = parseIsoDay(company.openedOn);
  const { limit, limitIsProportional } = annualLimit(regime, opened, current.year);
  const totalValue = toReais(yearCents);

  return {
    companyId,
    regime,
    referenceMonth: monthKey(current),
    last12Months,
    year: {
      year: current.year,
      months: yearMonths.map(billingOf),
      totalValue,
      limit,
      limitIsProportional,
      limitUsed: limit === null ? null : totalValue / limit,
    },
  };
}

/**
 * `GET /reports/billing-by-category?companyId=&period=`: bank transactions per tax
 * category. Bank transactions (statements, OFX imports) and their categories arrive with
 * a later issue; until then the answer has its final shape with no categories, zero
 * income and expense and nothing uncategorised.
 */
export async function getBillingByCategoryReport(
  db: Database,
  auth: AuthContext,
  query: { companyId: string; period: string },
): Promise<BillingByCategoryReport> {
  await assertCompanyAccess(db, auth, query.companyId);
  if (!(await findCompany(db, query.companyId))) throw notFound(messages.notFound);
  const { from, to } = periodRange(query.period);
  return {
    companyId: query.companyId,
    period: query.period,
    from,
    to,
    categories: [],
    income: 0,
    expense: 0,
    uncategorizedCount: 0,
  };
}
