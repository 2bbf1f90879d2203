import { z } from 'zod';

// From the confirmed computation to the DAS guide, and the payroll a customer sends for the
// accountant to confirm (decision 014, item 4 and item 2 of issue 22).

export const simplesGuideMessages = {
  notConfirmed: 'Confirme a apuração do mês antes de gerar a guia.',
  changedSinceConfirmation:
    'A apuração mudou depois da confirmação: revise as diferenças e confirme de novo antes de gerar a guia.',
  alreadyIssued: 'A guia do DAS deste mês já foi gerada.',
  meiFixedDas: 'O DAS do MEI tem valor fixo e é emitido no Portal do Empreendedor.',
  nothingToPay: 'Não há DAS a pagar neste mês.',
  barcodeInvalid: 'Informe a linha digitável do DAS: 48 números.',
  barcodeOrFile: 'Informe a linha digitável ou envie o PDF do DAS.',
  payrollAlreadyConfirmed:
    'A folha deste mês já foi confirmada pela contabilidade. Para corrigir, fale com a gente pelas conversas.',
  payrollNothingToConfirm: 'Não há folha enviada pela empresa para confirmar neste mês.',
} as const;

/**
 * `POST /companies/{companyId}/simples/guides/{period}` (accountants): the DAS guide of a
 * confirmed month. Either the linha digitável (the product writes the guide's PDF with the
 * confirmed value, competence and due date) or the key of the Receita's PDF uploaded
 * through `GET /upload/{filename}`.
 */
export const simplesGuideInputSchema = z
  .object({
    barcode: z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .optional(),
    key: z.string().trim().min(1).max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.barcode && value.key)
      ctx.addIssue({ code: 'custom', path: ['barcode'], message: simplesGuideMessages.barcodeOrFile });
    else if (!value.barcode && !value.key)
      ctx.addIssue({ code: 'custom', path: ['barcode'], message: simplesGuideMessages.barcodeOrFile });
    else if (value.barcode !== undefined && value.barcode.length !== 48)
      ctx.addIssue({ code: 'custom', path: ['barcode'], message: simplesGuideMessages.barcodeInvalid });
  });
export type SimplesGuideInput = z.input<typeof simplesGuideInputSchema>;

export const simplesGuideSchema = z.object({
  documentId: z.uuid(),
  period: z.string(),
  amount: z.number(),
  dueDate: z.iso.date(),
  /** `generated`: the product wrote the PDF; `attached`: the Receita's PDF. */
  origin: z.enum(['generated', 'attached']),
});
export type SimplesGuide = z.infer<typeof simplesGuideSchema>;

/** The payroll a month: `submitted` by the company (not counted yet) or `confirmed`. */
export const simplesPayrollStatusSchema = z.enum(['submitted', 'confirmed']);
export type SimplesPayrollStatus = z.infer<typeof simplesPayrollStatusSchema>;

export const simplesPayrollEntrySchema = z.object({
  month: z.string(),
  proLabore: z.number(),
  salaries: z.number(),
  charges: z.number(),
  total: z.number(),
  status: simplesPayrollStatusSchema,
  enteredBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SimplesPayrollEntry = z.infer<typeof simplesPayrollEntrySchema>;
