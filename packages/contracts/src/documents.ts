import { z } from 'zod';
import { isoDateSchema } from './brazilian-formats.js';
import { DEFAULT_PAGE_SIZE, paginationQuerySchema } from './pagination.js';

// The company's documents (spec section 7 "Documents"): what accountants deliver (tax
// guides, registrations, issued invoices) and what the company sends (its own documents,
// payment receipts). The file itself is an object in storage (storage.ts).

export const documentTypeSchema = z.enum(
  [
    // The company's own documents.
    'articles_of_association',
    'cnpj_card',
    'municipal_registration',
    'state_registration',
    'license',
    'digital_certificate',
    // Tax guides: competence, due date and amount.
    'das',
    'darf',
    'fgts',
    'inss',
    'iss',
    // Everything else.
    'payment_receipt',
    'invoice_pdf',
    'invoice_xml',
    'bank_statement',
    'other',
  ],
  { error: 'Escolha o tipo do documento' },
);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const documentGroupSchema = z.enum(['company', 'guide', 'receipt', 'invoice', 'statement', 'other']);
export type DocumentGroup = z.infer<typeof documentGroupSchema>;

export const DOCUMENT_GROUPS: Readonly<Record<DocumentGroup, readonly DocumentType[]>> = {
  company: [
    'articles_of_association',
    'cnpj_card',
    'municipal_registration',
    'state_registration',
    'license',
    'digital_certificate',
  ],
  guide: ['das', 'darf', 'fgts', 'inss', 'iss'],
  receipt: ['payment_receipt'],
  invoice: ['invoice_pdf', 'invoice_xml'],
  statement: ['bank_statement'],
  other: ['other'],
};

export function documentGroupOf(type: DocumentType): DocumentGroup {
  const found = (Object.keys(DOCUMENT_GROUPS) as DocumentGroup[]).find((group) =>
    DOCUMENT_GROUPS[group].includes(type),
  );
  return found ?? 'other';
}

export const isGuideType = (type: DocumentType) => DOCUMENT_GROUPS.guide.includes(type);

export const documentTypeLabels: Record<DocumentType, string> = {
  articles_of_association: 'Contrato social',
  cnpj_card: 'Cartão CNPJ',
  municipal_registration: 'Inscrição municipal',
  state_registration: 'Inscrição estadual',
  license: 'Alvará ou licença',
  digital_certificate: 'Certificado digital',
  das: 'DAS',
  darf: 'DARF',
  fgts: 'FGTS',
  inss: 'INSS (GPS)',
  iss: 'ISS',
  payment_receipt: 'Comprovante de pagamento',
  invoice_pdf: 'Nota fiscal (PDF)',
  invoice_xml: 'Nota fiscal (XML)',
  bank_statement: 'Extrato bancário',
  other: 'Outro',
};

/**
 * available: nothing to do. Guides: pending -> paid, pending -> overdue (past the due
 * date) -> paid. Documents the company sends for review: pending -> approved | rejected.
 */
export const documentStatusSchema = z.enum(['available', 'pending', 'paid', 'overdue', 'approved', 'rejected']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const documentStatusLabels: Record<DocumentStatus, string> = {
  available: 'Disponível',
  pending: 'Pendente',
  paid: 'Pago',
  overdue: 'Vencido',
  approved: 'Aprovado',
  rejected: 'Recusado',
};

export const GUIDE_TRANSITIONS: Readonly<Partial<Record<DocumentStatus, readonly DocumentStatus[]>>> = {
  pending: ['paid', 'overdue'],
  overdue: ['paid'],
};
export const REVIEW_TRANSITIONS: Readonly<Partial<Record<DocumentStatus, readonly DocumentStatus[]>>> = {
  pending: ['approved', 'rejected'],
};

/** Whether a document of this type may move from one status to another (409 otherwise). */
export function canChangeDocumentStatus(type: DocumentType, from: DocumentStatus, to: DocumentStatus): boolean {
  const table = isGuideType(type) ? GUIDE_TRANSITIONS : REVIEW_TRANSITIONS;
  return table[from]?.includes(to) ?? false;
}

/** Days before the due date when the customer is reminded of a guide, once. */
export const GUIDE_REMINDER_DAYS = 3;

export const documentMessages = {
  competenceRequired: 'Informe a competência (mês/ano)',
  dueDateRequired: 'Informe o vencimento',
  amountRequired: 'Informe o valor da guia',
  guidesByAccountants: 'As guias são enviadas pelos nossos contadores',
  reviewByAccountants: 'Só nossos contadores aprovam ou recusam documentos',
  rejectionReasonRequired: 'Explique por que o documento foi recusado',
  statusNotAllowed: 'Esta mudança de status não é permitida',
  documentNotFound: 'Documento não encontrado',
  cannotDelete: 'Este documento foi enviado pela contabilidade e não pode ser apagado por você',
  titleTooLong: 'Use até 120 caracteres',
  alreadyRegistered: 'Este arquivo já foi registrado como documento',
  invoicesFromRequests: 'As notas fiscais entram nos documentos quando são emitidas',
  pdfOrImage: 'Envie um PDF ou uma imagem (JPG, PNG ou WebP)',
  approvedCannotBeDeleted: 'Este documento já foi aprovado e não pode ser apagado',
  overdueByAccountants: 'Só nossos contadores marcam uma guia como vencida',
  emptyArchive: 'Nenhum documento neste mês',
} as const;

/** `YYYY-MM`. */
export const competenceSchema = z
  .string({ error: documentMessages.competenceRequired })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, documentMessages.competenceRequired);

/**
 * `POST /documents?companyId=`: registers an object already uploaded through
 * `GET /upload/{filename}`. Guides need competence, dueDate and amount (reais).
 */
export const documentCreateSchema = z
  .object({
    key: z.string({ error: 'Envie o arquivo primeiro' }).min(1, 'Envie o arquivo primeiro').max(500),
    type: documentTypeSchema,
    title: z.string().trim().max(120, documentMessages.titleTooLong).optional(),
    competence: competenceSchema.optional(),
    dueDate: isoDateSchema.optional(),
    amount: z
      .number({ error: documentMessages.amountRequired })
      .min(0.01, documentMessages.amountRequired)
      .max(100_000_000)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!isGuideType(value.type)) return;
    if (!value.competence)
      ctx.addIssue({ code: 'custom', path: ['competence'], message: documentMessages.competenceRequired });
    if (!value.dueDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: documentMessages.dueDateRequired });
    if (value.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: documentMessages.amountRequired });
  });
export type DocumentCreate = z.infer<typeof documentCreateSchema>;

export const documentSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  type: documentTypeSchema,
  group: documentGroupSchema,
  title: z.string(),
  /** The object key relative to the company: `GET /download/{key}` gives a signed link. */
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  status: documentStatusSchema,
  competence: z.string().nullable(),
  dueDate: z.iso.date().nullable(),
  amount: z.number().nullable(),
  rejectionReason: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  /** The receipt sent when a guide was marked paid. */
  receiptDocumentId: z.uuid().nullable(),
  /** The invoice request an issued note's file belongs to. */
  nfsRequestId: z.uuid().nullable(),
  uploadedBy: z.object({ uid: z.uuid(), name: z.string() }).nullable(),
  /** Sent by our accountants (system admins) rather than by the company. */
  fromAccountant: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CompanyDocument = z.infer<typeof documentSchema>;

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).max(20).optional(),
  );

/** `GET /documents?companyId=&limit=&offset=&type=&type=` (type repeatable), newest first; guides by due date. */
export const documentsQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  type: repeated(documentTypeSchema),
  status: repeated(documentStatusSchema),
  competence: competenceSchema.optional(),
});
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const documentParamsSchema = z.object({ id: z.uuid({ error: 'Documento inválido' }) });
export const documentStatusParamsSchema = documentParamsSchema.extend({ status: documentStatusSchema });

/** `PUT /documents/{id}/status/{status}?companyId=`: paid may carry the receipt's key; rejected needs a reason. */
export const documentStatusChangeSchema = z.object({
  receiptKey: z.string().min(1).max(500).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type DocumentStatusChange = z.infer<typeof documentStatusChangeSchema>;

/**
 * `GET /documents/archive/months?companyId=`: the months that have documents (the archive's
 * rule: competence, or the month of sending in Brasília), newest first, with their counts.
 */
export const documentArchiveMonthSchema = z.object({ month: z.string(), documents: z.number().int() });
export type DocumentArchiveMonth = z.infer<typeof documentArchiveMonthSchema>;

/** `GET /documents/archive?companyId=&competence=`: every document of a month as one ZIP. */
export const documentsArchiveQuerySchema = z.object({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  competence: competenceSchema,
});
