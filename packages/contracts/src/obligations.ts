import { z } from 'zod';

// The obligations calendar of a company (issue 22, item 5).

export const obligationKindSchema = z.enum(['das', 'dctfweb', 'fgts', 'defis', 'dasn-simei', 'irpf']);
export type ObligationKind = z.infer<typeof obligationKindSchema>;

export const obligationStatusSchema = z.enum(['todo', 'done', 'late']);
export type ObligationStatus = z.infer<typeof obligationStatusSchema>;
export const obligationStatusLabels: Record<ObligationStatus, string> = {
  todo: 'A fazer',
  done: 'Feita',
  late: 'Atrasada',
};

/** Days before the due date when the company's admins are reminded by e-mail, once. */
export const OBLIGATION_REMINDER_DAYS = 5;

export const obligationMessages = {
  notSimples: 'O calendário de obrigações vale para empresas do Simples Nacional e MEI.',
  notInCalendar: 'Esta obrigação não está no calendário da empresa.',
} as const;

export const obligationSchema = z.object({
  kind: obligationKindSchema,
  label: z.string(),
  /** `YYYY-MM` (monthly) or `YYYY` (the base year of a yearly one). */
  period: z.string(),
  opensOn: z.iso.date().nullable(),
  dueDate: z.iso.date(),
  status: obligationStatusSchema,
  doneAt: z.iso.datetime({ offset: true }).nullable(),
  /** The law that sets the date. */
  source: z.string(),
});
export type Obligation = z.infer<typeof obligationSchema>;

export const obligationsQuerySchema = z.object({
  year: z.coerce.number().int().min(2018, 'Ano inválido').max(2100, 'Ano inválido'),
});
export const obligationParamsSchema = z.object({
  companyId: z.uuid(),
  kind: obligationKindSchema,
  period: z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Período inválido'),
});
