import { z } from 'zod';
import {
  DOCUMENT_GROUPS,
  documentGroupOf,
  documentCreateSchema,
  documentMessages,
  documentTypeSchema,
  isGuideType,
  isoDateSchema,
  toReais,
  type DocumentCreate,
  type DocumentType,
} from '@contabil/contracts';
import { ANY_DOCUMENT_FILE, PDF_OR_IMAGE_FILE, uploadFileProblem, type FileRule } from '~/lib/files/document-files';
import { ApiError } from '~/lib/api-client';
import { brCompetenceToIso, brDateToIso, centsFromMoney } from '~/lib/masks';

export const GUIDE_TYPES = DOCUMENT_GROUPS.guide;
/** What our accountants send besides guides: the company's own documents, statements, anything else. */
export const COMPANY_DOCUMENT_TYPES: readonly DocumentType[] = [
  ...DOCUMENT_GROUPS.company,
  ...DOCUMENT_GROUPS.statement,
  ...DOCUMENT_GROUPS.other,
];

/** The file each type takes: guides and the company's own documents are a PDF or an image (as the API insists). */
export function fileRuleFor(type: string): FileRule {
  const parsed = documentTypeSchema.safeParse(type);
  if (!parsed.success) return ANY_DOCUMENT_FILE;
  return isGuideType(parsed.data) || documentGroupOf(parsed.data) === 'company' ? PDF_OR_IMAGE_FILE : ANY_DOCUMENT_FILE;
}

/** The contract's message for a missing or unknown type. */
const TYPE_REQUIRED = 'Escolha o tipo do documento';

const fileField = (rule: FileRule) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    const problem = uploadFileProblem(file ?? null, rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const amountSchema = documentCreateSchema.shape.amount.unwrap();
const titleField = z
  .string()
  .trim()
  .max(120, documentMessages.titleTooLong)
  .transform((title) => title || undefined);

/** "Enviar guia": type, competence (mm/aaaa), due date (dd/mm/aaaa), amount (R$) and the file. */
export const guideFormSchema = z.object({
  type: z.string().pipe(documentTypeSchema).refine(isGuideType, TYPE_REQUIRED),
  competence: z.string().trim().transform(brCompetenceToIso).pipe(documentCreateSchema.shape.competence.unwrap()),
  dueDate: z.string().trim().min(1, documentMessages.dueDateRequired).transform(brDateToIso).pipe(isoDateSchema),
  amount: z
    .string()
    .transform((value) => {
      const cents = centsFromMoney(value);
      return cents === undefined ? undefined : toReais(cents);
    })
    .pipe(amountSchema),
  title: titleField,
  file: fileField(PDF_OR_IMAGE_FILE),
});
export type GuideFormInput = z.input<typeof guideFormSchema>;
export type GuideFormValues = z.output<typeof guideFormSchema>;

export const EMPTY_GUIDE_FORM: GuideFormInput = {
  type: '',
  competence: '',
  dueDate: '',
  amount: '',
  title: '',
  file: null,
};

/** "Enviar documento": the type (company documents, statements, other), an optional title and the file. */
export const documentFormSchema = z
  .object({
    type: z
      .string()
      .pipe(documentTypeSchema)
      .refine((type) => COMPANY_DOCUMENT_TYPES.includes(type), TYPE_REQUIRED),
    title: titleField,
    // Any stored kind here; the type's own rule once the type is known (below).
    file: fileField(ANY_DOCUMENT_FILE),
  })
  .superRefine((values, ctx) => {
    const problem = uploadFileProblem(values.file, fileRuleFor(values.type));
    if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem });
  });
export type DocumentFormInput = z.input<typeof documentFormSchema>;
export type DocumentFormValues = z.output<typeof documentFormSchema>;

export const EMPTY_DOCUMENT_FORM: DocumentFormInput = { type: '', title: '', file: null };

/** The body of `POST /documents` once the file is stored under `key`. */
export function documentCreateBody(values: GuideFormValues | DocumentFormValues, key: string): DocumentCreate {
  const body: DocumentCreate = { key, type: values.type };
  if (values.title) body.title = values.title;
  if ('competence' in values && isGuideType(values.type)) {
    body.competence = values.competence;
    body.dueDate = values.dueDate;
    body.amount = values.amount;
  }
  return body;
}

/** The form fields the API's field errors may name (`key` is the file). */
export const GUIDE_FIELDS = ['type', 'competence', 'dueDate', 'amount', 'title', 'file'] as const;
export const DOCUMENT_FIELDS = ['type', 'title', 'file'] as const;

/** The API's error with `key` (the stored file) renamed to the form's `file`, for applyApiError. */
export function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fields)) fields[name === 'key' ? 'file' : name] = message;
  return new ApiError(error.status, error.code, error.message, fields, { cause: error });
}

/** "Recusar": the reason goes to the company; required (the contract's message), up to 500 characters. */
export const rejectFormSchema = z.object({
  reason: z.string().trim().min(1, documentMessages.rejectionReasonRequired).max(500, 'Use até 500 caracteres'),
});
export type RejectFormValues = z.output<typeof rejectFormSchema>;
