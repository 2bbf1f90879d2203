import { z } from 'zod';
import { documentTypeSchema } from './documents.js';
import { paginationQuerySchema } from './pagination.js';

// Conversations between a company and the firm (decision 013): a general thread per company
// and one per subject (an NFS-e request, a document, a bank transaction, a step of the
// opening or migration), messages with attachments, internal notes, reads, live events.

export const conversationMessages = {
  notFound: 'Conversa não encontrada',
  messageNotFound: 'Mensagem não encontrada',
  bodyRequired: 'Escreva uma mensagem ou anexe um arquivo',
  bodyTooLong: 'A mensagem pode ter no máximo 5.000 caracteres',
  tooManyAttachments: 'Anexe no máximo 5 arquivos por mensagem',
  subjectNotFound: 'O item desta conversa não foi encontrado',
  subjectIdRequired: 'Informe o item da conversa',
  notesForFirmOnly: 'Somente contadores escrevem notas internas',
  supportCannotPost: 'Uma sessão de suporte pode ler a conversa, mas não escrever como o cliente',
  deleteWindowOver: 'A mensagem só pode ser apagada por quem a escreveu, até 5 minutos depois do envio',
  assigneeNotAccountant: 'Escolha um contador do escritório',
  statusNotAllowed: 'Esta mudança de status não é permitida',
  deletedMessage: 'Mensagem apagada',
  alreadyInVault: 'Este arquivo já está nos documentos da empresa',
  typeNotForVault: 'Guias e notas fiscais entram pelos seus próprios fluxos: escolha outro tipo',
} as const;

export const CONVERSATION_BODY_MAX = 5000;
export const CONVERSATION_MAX_ATTACHMENTS = 5;
/** The author may delete a message for this long after sending it (audited). */
export const CONVERSATION_DELETE_WINDOW_SECONDS = 5 * 60;

export const conversationSubjectTypeSchema = z.enum([
  'general',
  'nfs_request',
  'document',
  'bank_transaction',
  'company_step',
]);
export type ConversationSubjectType = z.infer<typeof conversationSubjectTypeSchema>;

export const conversationSubjectLabels: Readonly<Record<ConversationSubjectType, string>> = {
  general: 'Conversa geral',
  nfs_request: 'Nota fiscal',
  document: 'Documento',
  bank_transaction: 'Lançamento bancário',
  company_step: 'Etapa da empresa',
};

export const conversationStatusSchema = z.enum(['open', 'waiting_customer', 'resolved']);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

export const conversationStatusLabels: Readonly<Record<ConversationStatus, string>> = {
  open: 'Aberta',
  waiting_customer: 'Aguardando cliente',
  resolved: 'Resolvida',
};

/** Who wrote: a member of the company, or the firm (an accountant). */
export const conversationSideSchema = z.enum(['customer', 'firm']);
export type ConversationSide = z.infer<typeof conversationSideSchema>;

export const conversationAttachmentSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ConversationAttachment = z.infer<typeof conversationAttachmentSchema>;

export const conversationMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  side: conversationSideSchema,
  /** Plain text; the client turns http(s) addresses into links and nothing else. Empty once deleted. */
  body: z.string(),
  /** An internal note: only the firm sees it. */
  internal: z.boolean(),
  attachments: z.array(conversationAttachmentSchema),
  deletedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationReadSchema = z.object({
  userId: z.uuid(),
  userName: z.string(),
  side: conversationSideSchema,
  /** Every message up to this moment was read by the person. */
  readUpTo: z.iso.datetime(),
});
export type ConversationRead = z.infer<typeof conversationReadSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  subjectType: conversationSubjectTypeSchema,
  subjectId: z.string().nullable(),
  title: z.string(),
  status: conversationStatusSchema,
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  /** Since when a customer message waits for the firm's answer; null when answered. */
  waitingSince: z.iso.datetime().nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  lastMessagePreview: z.string().nullable(),
  /** Messages the caller has not read. */
  unreadCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationDetailSchema = conversationSchema.extend({
  messages: z.array(conversationMessageSchema),
  reads: z.array(conversationReadSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** `POST /conversations?companyId=`: opens (or finds) the thread of a subject. */
export const conversationOpenSchema = z
  .object({
    subjectType: conversationSubjectTypeSchema,
    subjectId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((v) => v.subjectType === 'general' || !!v.subjectId, {
    message: conversationMessages.subjectIdRequired,
    path: ['subjectId'],
  });
export type ConversationOpen = z.infer<typeof conversationOpenSchema>;

/** `POST /conversations/{id}/messages?companyId=`. Attachments: keys of objects uploaded by signed link. */
export const conversationMessageCreateSchema = z
  .object({
    body: z.string().trim().max(CONVERSATION_BODY_MAX, conversationMessages.bodyTooLong).default(''),
    internal: z.boolean().default(false),
    attachmentKeys: z
      .array(z.string().min(1).max(1024))
      .max(CONVERSATION_MAX_ATTACHMENTS, conversationMessages.tooManyAttachments)
      .default([]),
  })
  .refine((v) => v.body !== '' || v.attachmentKeys.length > 0, {
    message: conversationMessages.bodyRequired,
    path: ['body'],
  })
  // The OpenAPI example (a text or an attachment is required: the schema alone cannot say it).
  .meta({ examples: [{ body: 'Bom dia! Segue a nota fiscal de janeiro.' }] });
export type ConversationMessageCreate = z.input<typeof conversationMessageCreateSchema>;

export const conversationsQuerySchema = paginationQuerySchema().extend({ companyId: z.uuid() });

export const conversationInboxFilterSchema = z.enum(['all', 'mine', 'unassigned', 'waiting_customer', 'resolved']);
export type ConversationInboxFilter = z.infer<typeof conversationInboxFilterSchema>;

export const conversationInboxFilterLabels: Readonly<Record<ConversationInboxFilter, string>> = {
  all: 'Abertas',
  mine: 'Minhas',
  unassigned: 'Sem responsável',
  waiting_customer: 'Aguardando cliente',
  resolved: 'Resolvidas',
};

/** `GET /conversations/inbox`: every company's threads (system admins). */
export const conversationInboxQuerySchema = paginationQuerySchema(25).extend({
  filter: conversationInboxFilterSchema.default('all'),
});

/** Unanswered threads by how long they wait (the inbox's head and the menu). */
export const conversationInboxSummarySchema = z.object({
  unanswered: z.number().int(),
  upToOneHour: z.number().int(),
  oneToTwentyFourHours: z.number().int(),
  overTwentyFourHours: z.number().int(),
});
export type ConversationInboxSummary = z.infer<typeof conversationInboxSummarySchema>;

export const conversationUnreadSchema = z.object({ unread: z.number().int() });

export const conversationAssignSchema = z.object({ assigneeId: z.uuid().nullable() });

/** `POST /conversations/{id}/attachments/{fileId}/vault`: the firm keeps an attachment as a company document. */
export const conversationVaultSaveSchema = z.object({
  type: documentTypeSchema,
  title: z.string().trim().max(120).optional(),
});
export type ConversationVaultSave = z.infer<typeof conversationVaultSaveSchema>;

export const conversationAccountantSchema = z.object({ id: z.uuid(), name: z.string() });
export type ConversationAccountant = z.infer<typeof conversationAccountantSchema>;

/** What the live stream (`GET /conversations/events`, server-sent events) carries; the SSE id is `id`. */
export const conversationEventTypeSchema = z.enum(['message', 'message_deleted', 'conversation', 'read']);
export type ConversationEventType = z.infer<typeof conversationEventTypeSchema>;

export const conversationEventSchema = z.object({
  id: z.string(),
  type: conversationEventTypeSchema,
  companyId: z.uuid(),
  conversationId: z.uuid(),
  /** message: ConversationMessage; message_deleted: { messageId }; conversation: { status, assigneeId }; read: ConversationRead. */
  data: z.record(z.string(), z.unknown()),
});
export type ConversationEvent = z.infer<typeof conversationEventSchema>;
