import { z } from 'zod';
import { simplesMessages, toReais } from '@contabil/contracts';
import { centsFromMoney } from '~/lib/masks';

// The accountant's forms for the month's computation: what is typed (mm/aaaa, "R$ 1.234,56")
// becomes the API's body (AAAA-MM, reais).

const money = z
  .string()
  .transform((value) => {
    const cents = centsFromMoney(value);
    return cents === undefined ? Number.NaN : toReais(cents);
  })
  .pipe(z.number({ error: simplesMessages.amountInvalid }).min(0, simplesMessages.amountInvalid));

export const ACTIVITY_LABELS = {
  commerce: 'Comércio — Anexo I',
  industry: 'Indústria — Anexo II',
  service: 'Serviços (pelo código)',
} as const;

export const revenueFormSchema = z
  .object({
    activity: z.enum(['commerce', 'industry', 'service'], { error: simplesMessages.activityRequired }),
    serviceCode: z.string().trim(),
    amount: money,
    description: z.string().trim().max(200),
  })
  .superRefine((value, ctx) => {
    if (value.activity === 'service' && value.serviceCode.replace(/\D/g, '').length !== 6)
      ctx.addIssue({ code: 'custom', path: ['serviceCode'], message: simplesMessages.serviceCodeRequired });
  });
export type RevenueFormInput = z.input<typeof revenueFormSchema>;
export type RevenueFormValues = z.output<typeof revenueFormSchema>;
export const EMPTY_REVENUE_FORM: RevenueFormInput = {
  activity: 'commerce',
  serviceCode: '',
  amount: '',
  description: '',
};
export const REVENUE_FIELDS = ['activity', 'serviceCode', 'amount', 'description'] as const;

/** Payroll fields left blank count as zero. */
const payrollMoney = z.string().transform((value) => toReais(centsFromMoney(value) ?? 0));

export const payrollFormSchema = z.object({ proLabore: payrollMoney, salaries: payrollMoney, charges: payrollMoney });
export type PayrollFormInput = z.input<typeof payrollFormSchema>;
export const EMPTY_PAYROLL_FORM: PayrollFormInput = { proLabore: '', salaries: '', charges: '' };
export const PAYROLL_FIELDS = ['proLabore', 'salaries', 'charges'] as const;

export type PayrollFormValues = z.output<typeof payrollFormSchema>;
