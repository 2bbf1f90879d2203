import { nfsIssuedDetailsSchema, nfsRejectionSchema } from '@contabil/contracts';
import { z } from 'zod';
import { brDateToIso, isoToBrDate } from '~/lib/masks';

/**
 * "Marcar como emitida": the note's number and its issue date, typed as dd/mm/aaaa and
 * sent as AAAA-MM-DD, through the contract's rules and messages.
 */
export const issueFormSchema = z.object({
  invoiceNumber: nfsIssuedDetailsSchema.shape.invoiceNumber,
  issueDate: z.string().trim().transform(brDateToIso).pipe(nfsIssuedDetailsSchema.shape.issueDate),
});
export type IssueFormInput = z.input<typeof issueFormSchema>;
export type IssueFormValues = z.output<typeof issueFormSchema>;

/** Today (a "YYYY-MM-DD" from brasiliaToday) as the issue date's default. */
export function issueFormDefaults(today: string): IssueFormInput {
  return { invoiceNumber: '', issueDate: isoToBrDate(today) };
}

/** "Recusar": why, at least 5 characters (the contract's message). */
export const rejectFormSchema = nfsRejectionSchema;
export type RejectFormValues = z.output<typeof rejectFormSchema>;
