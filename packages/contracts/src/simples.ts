import { z } from 'zod';
import { competenceSchema } from './documents.js';
import { simplesAnnexSchema } from './reports.js';

// The month's Simples Nacional computation (decision 014) and what the accountant enters
// for it: revenue the product does not issue, by activity, and the payroll of the Fator R.
// Money in reais with two decimals; rates as fractions (0.06 is 6%).

export const simplesMessages = {
  alreadyConfirmedUnchanged: 'A apuração deste mês já está confirmada e não mudou desde então.',
  notSimples: 'A apuração do Simples Nacional vale para empresas do Simples Nacional e MEI.',
  activityRequired: 'Escolha a atividade',
  serviceCodeRequired: 'Informe o código do serviço (lista nacional, 6 dígitos) para receita de serviços',
  serviceCodeUnknown: 'Código de serviço não encontrado na lista nacional',
  serviceCodeOnlyForServices: 'O código de serviço vale só para receita de serviços',
  amountInvalid: 'Informe um valor de R$ 0,00 a R$ 10.000.000,00, com até dois centavos',
  periodBeforeOpening: 'O período é anterior à abertura da empresa',
  annexInterpretation:
    'O anexo de cada serviço segue a nossa leitura da LC 123/2006 (art. 18, §§ 5º-B a 5º-I), revisada pelos nossos contadores: não existe tabela oficial de código de serviço para anexo.',
} as const;

export const simplesActivitySchema = z.enum(['commerce', 'industry', 'service'], {
  error: simplesMessages.activityRequired,
});
export type SimplesActivity = z.infer<typeof simplesActivitySchema>;

/** Reais, 0 to 10 million, whole cents. */
const moneyInputSchema = z
  .number({ error: simplesMessages.amountInvalid })
  .min(0, simplesMessages.amountInvalid)
  .max(10_000_000, simplesMessages.amountInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, simplesMessages.amountInvalid);

export const simplesReportQuerySchema = z.object({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  period: competenceSchema,
});

/** `PUT /companies/{companyId}/simples/revenue`: one month's revenue of one activity (and service code). */
export const simplesRevenueInputSchema = z
  .object({
    month: competenceSchema,
    activity: simplesActivitySchema,
    serviceCode: z
      .string()
      .trim()
      .transform((value) => value.replace(/\D/g, ''))
      .optional(),
    amount: moneyInputSchema,
    description: z.string().trim().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.activity === 'service' && value.serviceCode?.length !== 6)
      ctx.addIssue({ code: 'custom', path: ['serviceCode'], message: simplesMessages.serviceCodeRequired });
    if (value.activity !== 'service' && value.serviceCode)
      ctx.addIssue({ code: 'custom', path: ['serviceCode'], message: simplesMessages.serviceCodeOnlyForServices });
  });
export type SimplesRevenueInput = z.input<typeof simplesRevenueInputSchema>;

/** `PUT /companies/{companyId}/simples/payroll/{month}`: the month's payroll for the Fator R. */
export const simplesPayrollInputSchema = z.object({
  proLabore: moneyInputSchema,
  salaries: moneyInputSchema,
  /** CPP (INSS patronal) and FGTS of the month. */
  charges: moneyInputSchema,
});
export type SimplesPayrollInput = z.input<typeof simplesPayrollInputSchema>;

export const simplesMonthParamsSchema = z.object({ companyId: z.uuid(), month: competenceSchema });
export const simplesConfirmParamsSchema = z.object({ companyId: z.uuid(), period: competenceSchema });
export const simplesEntryParamsSchema = z.object({ companyId: z.uuid(), entryId: z.uuid() });

const personSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const simplesRevenueSourceSchema = z.object({
  /** `nfs`: notes issued in the product (summed by service code); `entry`: entered by the accountant. */
  source: z.enum(['nfs', 'entry']),
  /** The entry's id; null for the notes. */
  entryId: z.uuid().nullable(),
  activity: simplesActivitySchema,
  serviceCode: z.string().nullable(),
  annex: simplesAnnexSchema,
  amount: z.number(),
  /** How many notes (1 for an entry). */
  count: z.number().int(),
  description: z.string().nullable(),
  enteredBy: personSchema,
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SimplesRevenueSource = z.infer<typeof simplesRevenueSourceSchema>;

export const simplesPayrollMonthSchema = z.object({
  month: z.string(),
  proLabore: z.number(),
  salaries: z.number(),
  charges: z.number(),
  total: z.number(),
  enteredBy: personSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SimplesPayrollMonth = z.infer<typeof simplesPayrollMonthSchema>;

export const simplesAnnexResultSchema = z.object({
  annex: simplesAnnexSchema,
  revenue: z.number(),
  /** 1 to 6, by RBT12. */
  bracket: z.number().int(),
  nominalRate: z.number(),
  deduction: z.number(),
  /** (RBT12 × nominal − deduction) / RBT12. */
  effectiveRate: z.number(),
  /** Revenue × effective rate, rounded to the cent. */
  tax: z.number(),
  /** The part paid in the DAS (ICMS/ISS out once the sublimit takes them out). */
  das: z.number(),
  /** For services: the LC 116 subitems and the provision that put them in this annex. */
  serviceBasis: z.array(z.string()),
});
export type SimplesAnnexResult = z.infer<typeof simplesAnnexResultSchema>;

export const simplesLimitCheckSchema = z.object({
  kind: z.enum(['sublimit', 'limit', 'mei']),
  limit: z.number(),
  proportional: z.boolean(),
  yearRevenue: z.number(),
  crossed: z.boolean(),
  beyondTolerance: z.boolean(),
  consequence: z.string().nullable(),
});
export type SimplesLimitCheck = z.infer<typeof simplesLimitCheckSchema>;

export const simplesDifferenceSchema = z.object({
  /** What changed, in Portuguese ("DAS total", "Receita do Anexo III"…). */
  label: z.string(),
  confirmed: z.number().nullable(),
  current: z.number().nullable(),
});
export type SimplesDifference = z.infer<typeof simplesDifferenceSchema>;

export const simplesConfirmationSchema = z.object({
  confirmedAt: z.iso.datetime({ offset: true }),
  confirmedBy: personSchema,
  /** The computation today against the confirmed one; empty when the inputs did not change. */
  differences: z.array(simplesDifferenceSchema),
  /** The DAS guide made from the confirmed figures (a `das` document), once there is one. */
  guideDocumentId: z.uuid().nullable(),
});

/** `GET /reports/simples-nacional?companyId=&period=YYYY-MM`. */
export const simplesReportSchema = z.object({
  companyId: z.uuid(),
  period: z.string(),
  regime: z.enum(['simples', 'mei']),
  /** Revenue of the 12 months before the period, or the opening year's proportional figure. */
  rbt12: z.number(),
  rbt12Rule: z.enum(['twelve-months', 'opening-month', 'average-of-months-worked']),
  monthsOfActivity: z.number().int().nullable(),
  periodRevenue: z.number(),
  fatorR: z.object({
    payroll12: z.number(),
    ratio: z.number().nullable(),
    threshold: z.number(),
    annex: z.enum(['III', 'V']),
    used: z.boolean(),
  }),
  annexes: z.array(simplesAnnexResultSchema),
  /** Null for a MEI (fixed monthly DAS). */
  totalDas: z.number().nullable(),
  dueDate: z.iso.date(),
  issIcmsOutsideDas: z.boolean(),
  limits: z.array(simplesLimitCheckSchema),
  sources: z.array(simplesRevenueSourceSchema),
  /** The payroll months that entered the Fator R (the 12 before the period, and the period in the opening month). */
  payroll: z.array(simplesPayrollMonthSchema),
  annexSource: z.string(),
  /**
   * Set once an accountant confirmed the month: the figures above are then the confirmed
   * ones (locked), and `differences` lists what the inputs would change today.
   */
  confirmation: simplesConfirmationSchema.nullable(),
});
export type SimplesReport = z.infer<typeof simplesReportSchema>;
/** The figures of a month, without the confirmation: what a confirmation stores. */
export type SimplesFigures = Omit<SimplesReport, 'confirmation'>;
