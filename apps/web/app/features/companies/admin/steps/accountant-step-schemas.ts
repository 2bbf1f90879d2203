import { awaitingGuidePayloadSchema, downloadCompanyInfoPayloadSchema } from '@contabil/contracts';
import { z } from 'zod';
import { brDateToIso, reaisFromMoney } from '~/lib/masks';

export const AMOUNT_REQUIRED = 'Informe o valor da guia';

/** An optional text field: blank is left out, anything else goes through the contract's rule. */
const optionalText = <T extends z.ZodType<unknown, string | undefined>>(schema: T) =>
  z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(schema);

/** A date typed as dd/mm/aaaa (the masked field), sent as AAAA-MM-DD through the contract's rule. */
const brDate = (schema: z.ZodType<string, string>) => z.string().trim().transform(brDateToIso).pipe(schema);

/** The guide form: the amount is typed in a money field ("R$ 182,50") and sent in reais. */
export const awaitingGuideFormSchema = z.object({
  description: awaitingGuidePayloadSchema.shape.description,
  amount: z
    .string()
    .transform((value, ctx) => {
      const reais = reaisFromMoney(value);
      if (reais === undefined) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_REQUIRED });
        return z.NEVER;
      }
      return reais;
    })
    .pipe(awaitingGuidePayloadSchema.shape.amount),
  dueDate: brDate(awaitingGuidePayloadSchema.shape.dueDate),
  barcode: awaitingGuidePayloadSchema.shape.barcode,
  instructions: optionalText(awaitingGuidePayloadSchema.shape.instructions),
});
export type AwaitingGuideFormInput = z.input<typeof awaitingGuideFormSchema>;
export type AwaitingGuideFormValues = z.output<typeof awaitingGuideFormSchema>;

export const downloadCompanyInfoFormSchema = z.object({
  cnpj: downloadCompanyInfoPayloadSchema.shape.cnpj,
  legalName: downloadCompanyInfoPayloadSchema.shape.legalName,
  openedAt: brDate(downloadCompanyInfoPayloadSchema.shape.openedAt),
  municipalInscription: optionalText(downloadCompanyInfoPayloadSchema.shape.municipalInscription),
  stateInscription: optionalText(downloadCompanyInfoPayloadSchema.shape.stateInscription),
  notes: optionalText(downloadCompanyInfoPayloadSchema.shape.notes),
});
export type DownloadCompanyInfoFormInput = z.input<typeof downloadCompanyInfoFormSchema>;
export type DownloadCompanyInfoFormValues = z.output<typeof downloadCompanyInfoFormSchema>;
