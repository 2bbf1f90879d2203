import { z } from 'zod';
import { messages } from './messages.js';
import { cnpjSchema, cpfSchema } from './brazilian-documents.js';
import { hasWholeCents, isoDateSchema } from './brazilian-formats.js';
import { emailSchema } from './auth.js';
import { addressSchema, type CompanyStatus } from './companies.js';
import { addressInputSchema } from './company-tracks.js';
import { nbsSchema, nfseEmissionModeSchema, nfseEmissionSummarySchema, nfseXmlCheckSchema } from './nfse-nacional.js';
import { cursorQuerySchema, DEFAULT_PAGE_SIZE, paginationQuerySchema } from './pagination.js';

// Service invoices (NFS-e). The company asks, an accountant issues the note on the
// national system and sends back its PDF and XML (spec sections 3, 5 and 7 "NFS").

/** Spec section 9: the smallest invoice, in reais. */
export const MINIMUM_INVOICE_VALUE = 1;
/** Ours: a note above R$ 10 million is a typo, not a sale of a small company. */
export const MAXIMUM_INVOICE_VALUE = 10_000_000;
/** Spec section 9: schedules run on days 1 to 12 of the month. */
export const SCHEDULE_DAY_MIN = 1;
export const SCHEDULE_DAY_MAX = 12;
/** The issued note's files, each up to 5 MB. */
export const NFS_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Companies that may ask for notes: they have a CNPJ and are not disabled. */
export const NFS_COMPANY_STATUSES = ['active', 'overdue', 'migrating'] as const satisfies readonly CompanyStatus[];

export const nfsMessages = {
  cpfRequired: 'CPF precisa ser definido.',
  takerNameRequired: 'Informe o nome ou a razão social do tomador',
  serviceCodeRequired: 'Escolha o código do serviço',
  serviceCodeUnknown: 'Código de serviço não encontrado na lista nacional',
  serviceDescriptionRequired: 'Descreva o serviço prestado',
  competenceRequired: 'Informe a data de competência',
  valueTooLarge: 'Valor acima do permitido para uma nota',
  valueCents: 'Use no máximo duas casas decimais',
  valueRequired: 'Informe o valor da nota',
  companyCannotRequest: 'A empresa precisa estar ativa e ter CNPJ para pedir notas fiscais',
  requestAlreadyTaken: 'Este pedido já está com nossos contadores e não pode mais ser cancelado',
  statusNotAllowed: 'Esta mudança de status não é permitida',
  filesMissing: 'Anexe o PDF e o XML da nota antes de marcá-la como emitida',
  invoiceNumberRequired: 'Informe o número da nota',
  issueDateRequired: 'Informe a data de emissão',
  rejectionReasonRequired: 'Explique ao cliente por que o pedido foi recusado',
  filesOnlyWhileProcessing: 'Os arquivos só podem ser anexados enquanto o pedido está em emissão',
  fileNotIssuedYet: 'A nota ainda não foi emitida',
  pdfExpected: 'Envie o PDF da nota',
  xmlExpected: 'Envie o XML da nota',
  fileTooLarge: 'Envie um arquivo de até 5 MB',
  fileMissing: 'Escolha um arquivo',
  dayOfMonthRequired: 'Informe o dia do mês',
  scheduleNotFound: 'Agendamento não encontrado',
  requestNotFound: 'Pedido de nota não encontrado',
  invalidPeriod: 'Período inválido: use AAAA-MM, AAAA-Tn ou AAAA',
} as const;

// ---------------------------------------------------------------- enums

/** Who takes the service: a company (CNPJ) or a person (CPF). */
export const emissionTypeSchema = z.enum(['cnpj', 'cpf'], { error: 'Escolha CNPJ ou CPF' });
export type EmissionType = z.infer<typeof emissionTypeSchema>;

export const nfsRequestStatusSchema = z.enum(['requested', 'processing', 'issued', 'rejected', 'cancelled']);
export type NfsRequestStatus = z.infer<typeof nfsRequestStatusSchema>;

/** Ours: requested -> processing -> issued | rejected; requested -> cancelled (by the customer). */
export const NFS_REQUEST_TRANSITIONS: Readonly<Record<NfsRequestStatus, readonly NfsRequestStatus[]>> = {
  requested: ['processing', 'cancelled'],
  processing: ['issued', 'rejected'],
  issued: [],
  rejected: [],
  cancelled: [],
};

export function canChangeNfsRequestStatus(from: NfsRequestStatus, to: NfsRequestStatus): boolean {
  return NFS_REQUEST_TRANSITIONS[from].includes(to);
}

export const nfsRequestStatusLabels: Record<NfsRequestStatus, string> = {
  requested: 'Solicitada',
  processing: 'Em emissão',
  issued: 'Emitida',
  rejected: 'Recusada',
  cancelled: 'Cancelada',
};

export const emissionTypeLabels: Record<EmissionType, string> = { cnpj: 'Empresa (CNPJ)', cpf: 'Pessoa física (CPF)' };

export const nfsFileKindSchema = z.enum(['pdf', 'xml'], { error: 'Tipo de arquivo inválido' });
export type NfsFileKind = z.infer<typeof nfsFileKindSchema>;

/** The Content-Type each of the note's files is kept and downloaded with. */
export const NFS_FILE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  xml: 'application/xml',
} as const satisfies Record<NfsFileKind, string>;

// ---------------------------------------------------------------- money

/** Reais on the wire (spec: totalValue, at least 1), at most two decimals; cents in the database. */
export const invoiceValueSchema = z
  .number({ error: nfsMessages.valueRequired })
  .min(MINIMUM_INVOICE_VALUE, messages.minimumInvoiceValue)
  .max(MAXIMUM_INVOICE_VALUE, nfsMessages.valueTooLarge)
  .refine(hasWholeCents, nfsMessages.valueCents);

export const toCents = (reais: number) => Math.round(reais * 100);
export const toReais = (cents: number) => cents / 100;

// ---------------------------------------------------------------- requests

/** 6 digits of the national list (cTribNac), e.g. 010101. */
export const serviceCodeSchema = z
  .string({ error: nfsMessages.serviceCodeRequired })
  .trim()
  .regex(/^\d{6}$/, nfsMessages.serviceCodeRequired);

export const nfsTakerInputSchema = z.object({
  name: z.string({ error: nfsMessages.takerNameRequired }).trim().min(2, nfsMessages.takerNameRequired).max(150),
  email: emailSchema.optional(),
  address: addressInputSchema.optional(),
});
export type NfsTakerInput = z.infer<typeof nfsTakerInputSchema>;

/** What an accountant needs to issue the note, shared by requests and schedules. */
const invoiceFields = {
  emissionType: emissionTypeSchema,
  /** The taker's CNPJ: required when emissionType is cnpj (spec section 5). */
  cnpj: z.string().trim().optional(),
  /** The taker's CPF: required when emissionType is cpf. */
  cpf: z.string().trim().optional(),
  totalValue: invoiceValueSchema,
  taker: nfsTakerInputSchema,
  serviceCode: serviceCodeSchema,
  serviceDescription: z
    .string({ error: nfsMessages.serviceDescriptionRequired })
    .trim()
    .min(5, nfsMessages.serviceDescriptionRequired)
    .max(1000, 'Descreva o serviço em até 1.000 caracteres'),
  notes: z.string().trim().max(1000, 'Escreva até 1.000 caracteres').optional(),
};

/** The taker's document by emission type: "CNPJ precisa ser definido." when missing. */
function takerDocument(
  value: { emissionType: EmissionType; cnpj?: string | undefined; cpf?: string | undefined },
  ctx: z.RefinementCtx,
): { cnpj: string | null; cpf: string | null } {
  if (value.emissionType === 'cnpj') {
    if (!value.cnpj) {
      ctx.addIssue({ code: 'custom', path: ['cnpj'], message: messages.cnpjRequired });
      return { cnpj: null, cpf: null };
    }
    const parsed = cnpjSchema.safeParse(value.cnpj);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['cnpj'], message: messages.invalidCnpj });
    return { cnpj: parsed.data ?? null, cpf: null };
  }
  if (!value.cpf) {
    ctx.addIssue({ code: 'custom', path: ['cpf'], message: nfsMessages.cpfRequired });
    return { cnpj: null, cpf: null };
  }
  const parsed = cpfSchema.safeParse(value.cpf);
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['cpf'], message: messages.invalidCpf });
  return { cnpj: null, cpf: parsed.data ?? null };
}

/** `POST /nfs/requests?companyId=`. The output keeps only the document of the emission type, normalised. */
export const nfsRequestInputSchema = z
  .object({
    ...invoiceFields,
    competenceDate: isoDateSchema,
    /** cNBS of the service (NFS-e Nacional); the fiscal profile's default when absent. */
    nbs: nbsSchema.optional(),
  })
  .transform((value, ctx) => ({ ...value, ...takerDocument(value, ctx) }));
export type NfsRequestInput = z.input<typeof nfsRequestInputSchema>;
export type NfsRequestData = z.output<typeof nfsRequestInputSchema>;

export const nfsTakerSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address: addressSchema.nullable(),
});

/** A request's and a schedule's taker and service, as the API answers them. */
const invoiceViewFields = {
  emissionType: emissionTypeSchema,
  cnpj: z.string().nullable(),
  cpf: z.string().nullable(),
  totalValue: z.number(),
  taker: nfsTakerSchema,
  serviceCode: z.string(),
  /** The national list's wording of the service code. */
  serviceCodeDescription: z.string(),
  serviceDescription: z.string(),
};

export const nfsRequestSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  /** Name and CNPJ of the company that asked: the accountants' queue spans companies. */
  companyName: z.string(),
  companyCnpj: z.string().nullable(),
  ...invoiceViewFields,
  nbs: z.string().nullable(),
  competenceDate: z.iso.date(),
  notes: z.string().nullable(),
  status: nfsRequestStatusSchema,
  /** The NFS-e Nacional emission (signed DPS, note, national errors, cancellation); null on the manual path. */
  nationalEmission: nfseEmissionSummarySchema.nullable(),
  /** How the company's requests become notes now (manual while it has no certificate): what the accountant may do. */
  emissionMode: nfseEmissionModeSchema,
  /** Manual path: the attached XML read and compared with the request (number, values, taker). */
  xmlCheck: nfseXmlCheckSchema.nullable(),
  /** Why the accountant refused it; shown to the customer. */
  rejectionReason: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  issueDate: z.iso.date().nullable(),
  hasPdf: z.boolean(),
  hasXml: z.boolean(),
  /** The schedule that created it, if any. */
  scheduleId: z.uuid().nullable(),
  requestedBy: z.object({ uid: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type NfsRequest = z.infer<typeof nfsRequestSchema>;

const searchParam = z.string().trim().max(100, 'Digite no máximo 100 caracteres').optional();

/** `GET /nfs/requests`: one company's requests, newest first; `date` is the day it was asked (Brasília). */
export const nfsRequestsQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({
  ...cursorQuerySchema.shape,
  companyId: z.uuid({ error: 'Empresa inválida' }),
  query: searchParam,
  status: nfsRequestStatusSchema.optional(),
  date: isoDateSchema.optional(),
});
export type NfsRequestsQuery = z.infer<typeof nfsRequestsQuerySchema>;

/** The national path's failures that wait for our accountants (the work queue's rows). */
export const nfsAttentionSchema = z.enum(['send_failed', 'delivery_failed'], { error: 'Filtro inválido' });
export type NfsAttention = z.infer<typeof nfsAttentionSchema>;

/** `GET /nfs/requests/search` (system admins): every company, oldest waiting first. */
export const nfsRequestsSearchQuerySchema = nfsRequestsQuerySchema.omit({ companyId: true }).extend({
  companyId: z.uuid({ error: 'Empresa inválida' }).optional(),
  /** What needs our accountants on the national path: a send or a delivery that spent its retries. */
  attention: nfsAttentionSchema.optional(),
});
export type NfsRequestsSearchQuery = z.infer<typeof nfsRequestsSearchQuerySchema>;

export const companyIdQuerySchema = z.object({ companyId: z.uuid({ error: 'Empresa inválida' }) });
export const nfsRequestParamsSchema = z.object({ id: z.uuid({ error: 'Pedido inválido' }) });
export const nfsRequestStatusParamsSchema = nfsRequestParamsSchema.extend({ status: nfsRequestStatusSchema });
export const nfsRequestFileParamsSchema = nfsRequestParamsSchema.extend({ kind: nfsFileKindSchema });

/**
 * `PUT /nfs/requests/{id}/status/{status}` (system admins). issued needs invoiceNumber
 * and issueDate (and both files attached before); rejected needs reason.
 */
export const nfsStatusChangeSchema = z.object({
  invoiceNumber: z.string().trim().max(20).optional(),
  issueDate: isoDateSchema.optional(),
  reason: z.string().trim().max(500, 'Escreva até 500 caracteres').optional(),
});
export type NfsStatusChange = z.infer<typeof nfsStatusChangeSchema>;

export const nfsIssuedDetailsSchema = z.object({
  invoiceNumber: z
    .string({ error: nfsMessages.invoiceNumberRequired })
    .trim()
    .min(1, nfsMessages.invoiceNumberRequired)
    .max(20),
  issueDate: isoDateSchema,
});
export const nfsRejectionSchema = z.object({
  reason: z
    .string({ error: nfsMessages.rejectionReasonRequired })
    .trim()
    .min(5, nfsMessages.rejectionReasonRequired)
    .max(500),
});

// ---------------------------------------------------------------- takers

/** A taker saved from an earlier request, offered for reuse. */
export const nfsSavedTakerSchema = z.object({
  id: z.uuid(),
  emissionType: emissionTypeSchema,
  /** CNPJ (14) or CPF (11), normalised. */
  document: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  address: addressSchema.nullable(),
  updatedAt: z.iso.datetime(),
});
export type NfsSavedTaker = z.infer<typeof nfsSavedTakerSchema>;

export const nfsTakersQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  query: searchParam,
});

// ---------------------------------------------------------------- service codes

/** The national list of services (LC 116 items, cTribNac): reference data. */
export const nfsServiceCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** The item the code belongs to, e.g. "Serviços de Informática e congêneres." */
  itemDescription: z.string(),
});
export type NfsServiceCode = z.infer<typeof nfsServiceCodeSchema>;

export const nfsServiceCodesQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({ search: searchParam });

// ---------------------------------------------------------------- schedules

export const dayOfMonthSchema = z
  .number({ error: nfsMessages.dayOfMonthRequired })
  .int(messages.dayOfMonthRange)
  .min(SCHEDULE_DAY_MIN, messages.dayOfMonthRange)
  .max(SCHEDULE_DAY_MAX, messages.dayOfMonthRange);

/** `POST /nfs/schedulers?companyId=` and `PUT /nfs/schedulers/{id}?companyId=`: a request made each month. */
export const nfsScheduleInputSchema = z
  .object({
    ...invoiceFields,
    dayOfMonth: dayOfMonthSchema,
    /** Paused schedules do not fire; resuming does not make up the paused months. */
    active: z.boolean().default(true),
  })
  .transform((value, ctx) => ({ ...value, ...takerDocument(value, ctx) }));
export type NfsScheduleInput = z.input<typeof nfsScheduleInputSchema>;
export type NfsScheduleData = z.output<typeof nfsScheduleInputSchema>;

export const nfsScheduleSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  ...invoiceViewFields,
  notes: z.string().nullable(),
  dayOfMonth: z.number().int(),
  active: z.boolean(),
  /** The next day it will create a request (Brasília calendar); null while paused. */
  nextRunOn: z.iso.date().nullable(),
  /** The month of the last request it created, `YYYY-MM`. */
  lastRunMonth: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type NfsSchedule = z.infer<typeof nfsScheduleSchema>;

export const nfsScheduleParamsSchema = z.object({ id: z.uuid({ error: 'Agendamento inválido' }) });

/** `GET /nfs/schedulers/active`: companyId optional for system admins (then every company). */
export const nfsActiveSchedulesQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({
  companyId: z.uuid({ error: 'Empresa inválida' }).optional(),
});
export const nfsSchedulesQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({
  companyId: z.uuid({ error: 'Empresa inválida' }),
});
