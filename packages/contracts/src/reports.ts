import { z } from 'zod';
import { nfsMessages } from './nfs.js';

// Reports of the panel (spec section 7 "Reports"). Money in reais, like the invoices.

/** LC 123/2006 art. 18-A §1º (LC 155/2016): the MEI's yearly revenue limit, in reais. */
export const MEI_ANNUAL_LIMIT = 81_000;
/** In the opening year the MEI limit is R$ 6.750 per month from the opening month (art. 18-A §2º). */
export const MEI_MONTHLY_LIMIT = 6_750;
/** LC 123/2006 art. 3º II: the Simples Nacional (EPP) yearly limit, in reais. */
export const SIMPLES_ANNUAL_LIMIT = 4_800_000;

/**
 * How the company is taxed, as far as the reports are concerned: MEI by its size, other
 * for EMP/GE sizes or a lucro presumido/real regime declared when migrating, else Simples
 * (the rule for our customers, also while the size is not recorded).
 */
export const reportRegimeSchema = z.enum(['mei', 'simples', 'other']);
export type ReportRegime = z.infer<typeof reportRegimeSchema>;

export const simplesAnnexSchema = z.enum(['I', 'II', 'III', 'IV', 'V']);
export type SimplesAnnexName = z.infer<typeof simplesAnnexSchema>;

export const monthlyBillingSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** Issued notes whose competence falls in the month, plus the revenue the accountant entered for it. */
  totalValue: z.number(),
  /** Issued notes of the month. */
  count: z.number().int(),
});
export type MonthlyBilling = z.infer<typeof monthlyBillingSchema>;

/** `GET /reports/anual-billing-by-company?companyId=` (the spec's spelling). */
export const annualBillingReportSchema = z.object({
  companyId: z.uuid(),
  regime: reportRegimeSchema,
  /** The current month, `YYYY-MM` (Brasília). */
  referenceMonth: z.string(),
  /** The last 12 months, oldest first, the current one last. */
  last12Months: z.array(monthlyBillingSchema),
  year: z.object({
    year: z.number().int(),
    /** January to December of the current year, zeros included. */
    months: z.array(monthlyBillingSchema),
    totalValue: z.number(),
    /** MEI or Simples limit for the year; null when no limit applies (other regimes). */
    limit: z.number().nullable(),
    /** True when the MEI opened this year and its limit is proportional. */
    limitIsProportional: z.boolean(),
    /** totalValue / limit (may pass 1); null without a limit. */
    limitUsed: z.number().nullable(),
  }),
});
export type AnnualBillingReport = z.infer<typeof annualBillingReportSchema>;

/** `YYYY-MM`, `YYYY-Qn` or `YYYY-Tn` (quarter: "trimestre", as the message asks) or `YYYY`. */
export const reportPeriodSchema = z
  .string({ error: nfsMessages.invalidPeriod })
  .trim()
  .toUpperCase()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])|-[QT][1-4])?$/, nfsMessages.invalidPeriod);

/** The first and last day (inclusive) of a period. */
export function periodRange(period: string): { from: string; to: string } {
  const year = Number(period.slice(0, 4));
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = (month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  let first = 1;
  let last = 12;
  if (/^\d{4}-\d{2}$/.test(period)) {
    first = last = Number(period.slice(5, 7));
  } else if (/^\d{4}-[QT][1-4]$/i.test(period)) {
    const quarter = Number(period.slice(6));
    first = quarter * 3 - 2;
    last = quarter * 3;
  }
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay(last))}` };
}

export const billingByCategoryQuerySchema = z.object({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  period: reportPeriodSchema,
});

export const categoryTotalSchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  kind: z.enum(['income', 'expense']),
  totalValue: z.number(),
  count: z.number().int(),
});
export type CategoryTotal = z.infer<typeof categoryTotalSchema>;

/** `GET /reports/billing-by-category?companyId=&period=`: bank transactions per tax category. */
export const billingByCategoryReportSchema = z.object({
  companyId: z.uuid(),
  period: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  categories: z.array(categoryTotalSchema),
  income: z.number(),
  expense: z.number(),
  /** Transactions in the period that have no category yet. */
  uncategorizedCount: z.number().int(),
});
export type BillingByCategoryReport = z.infer<typeof billingByCategoryReportSchema>;
