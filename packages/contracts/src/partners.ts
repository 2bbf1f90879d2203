import { z } from 'zod';
import { isValidCnpj } from './brazilian-documents.js';
import { EMAIL_PATTERN } from './auth.js';
import { messages } from './messages.js';

// Partner program (decision 009): a registry of partners (slug, name, description, benefits,
// the form of the data the partner needs) kept by system admins, and each company's enrolment.

export const partnerFieldTypeSchema = z.enum(['text', 'email', 'phone', 'cnpj', 'select', 'textarea']);
export type PartnerFieldType = z.infer<typeof partnerFieldTypeSchema>;

export const partnerMessages = {
  partnerNotFound: 'Parceiro não encontrado',
  partnerInactive: 'Este parceiro não está recebendo adesões',
  slugTaken: 'Já existe um parceiro com este identificador',
  slugPattern: 'Use só letras minúsculas sem acento, números e hífens',
  alreadyEnrolled: 'A empresa já enviou a adesão a este parceiro',
  enrolmentNotFound: 'Adesão não encontrada',
  statusNotAllowed: 'Esta mudança de status não é permitida',
  reasonRequired: 'Explique o motivo da recusa',
  fieldKeyDuplicate: 'Cada campo precisa de uma chave diferente',
  selectNeedsOptions: 'Um campo de lista precisa de opções',
  optionInvalid: 'Escolha uma das opções',
  textTooLong: 'Use até 2000 caracteres',
} as const;

export const partnerFieldSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'Chave inválida: letras, números e _'),
  label: z.string().trim().min(1, 'Informe o rótulo').max(80),
  type: partnerFieldTypeSchema,
  required: z.boolean(),
  options: z.array(z.string().trim().min(1).max(80)).max(30).optional(),
});
export type PartnerField = z.infer<typeof partnerFieldSchema>;

export const partnerSlugSchema = z
  .string()
  .trim()
  .min(2, partnerMessages.slugPattern)
  .max(40, partnerMessages.slugPattern)
  .regex(/^[a-z0-9-]+$/, partnerMessages.slugPattern);

export const partnerProgramSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  fields: z.array(partnerFieldSchema),
  websiteUrl: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PartnerProgram = z.infer<typeof partnerProgramSchema>;

/** `POST /admin/partners`, `PUT /admin/partners/{slug}` (all fields again). */
export const partnerUpsertSchema = z
  .object({
    slug: partnerSlugSchema,
    name: z.string().trim().min(2, 'Informe o nome do parceiro').max(80),
    description: z.string().trim().min(1, 'Descreva o parceiro').max(2000),
    benefits: z.array(z.string().trim().min(1).max(200)).max(12, 'Liste no máximo 12 benefícios'),
    fields: z.array(partnerFieldSchema).min(1, 'Inclua pelo menos um campo').max(20),
    websiteUrl: z.url({ error: 'Endereço inválido' }).max(300).nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    const keys = new Set<string>();
    value.fields.forEach((field, index) => {
      if (keys.has(field.key)) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: partnerMessages.fieldKeyDuplicate });
      }
      keys.add(field.key);
      if (field.type === 'select' && !field.options?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: partnerMessages.selectNeedsOptions,
        });
      }
    });
  });
export type PartnerUpsert = z.infer<typeof partnerUpsertSchema>;
export type PartnerUpsertInput = z.input<typeof partnerUpsertSchema>;

export const partnerEnrolmentStatusSchema = z.enum(['sent', 'accepted', 'declined']);
export type PartnerEnrolmentStatus = z.infer<typeof partnerEnrolmentStatusSchema>;
export const partnerEnrolmentStatusLabels: Readonly<Record<PartnerEnrolmentStatus, string>> = {
  sent: 'Enviada',
  accepted: 'Aceita',
  declined: 'Recusada',
};

export const partnerEnrolmentSchema = z.object({
  id: z.uuid(),
  partnerId: z.uuid(),
  partnerSlug: z.string(),
  partnerName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  data: z.record(z.string(), z.string()),
  status: partnerEnrolmentStatusSchema,
  statusReason: z.string().nullable(),
  submittedBy: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type PartnerEnrolment = z.infer<typeof partnerEnrolmentSchema>;

/** `GET /partners/{slug}?companyId=`: the partner and, with companyId, that company's enrolment. */
export const partnerDetailSchema = z.object({
  partner: partnerProgramSchema,
  enrolment: partnerEnrolmentSchema.nullable(),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

export const partnerSlugParamsSchema = z.object({ slug: partnerSlugSchema });
export const partnerCompanyQuerySchema = z.object({ companyId: z.uuid({ error: 'Empresa inválida' }).optional() });
export const partnerEnrolmentQuerySchema = z.object({ companyId: z.uuid({ error: 'Empresa inválida' }) });

/** `POST /partners/{slug}/enrolments?companyId=`: `data` is checked against the partner's fields. */
export const partnerEnrolmentCreateSchema = z.object({
  data: z.record(z.string(), z.string().max(2000, partnerMessages.textTooLong)),
});

/** `PUT /admin/partner-enrolments/{id}/status/{status}`: sent -> accepted | declined (reason required). */
export const partnerEnrolmentDecisionSchema = z.object({ reason: z.string().trim().max(500).optional() });

/** Field errors for `data` against a partner's form, in Portuguese; empty when valid. Shared by the wizard and the API. */
export function validatePartnerData(
  fields: readonly PartnerField[],
  data: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (data[field.key] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.key] = messages.required;
      continue;
    }
    if (field.type === 'email' && !EMAIL_PATTERN.test(value)) errors[field.key] = messages.invalidEmail;
    if (field.type === 'phone' && value.replace(/\D/g, '').length < 10) errors[field.key] = messages.invalidPhone;
    if (field.type === 'cnpj' && !isValidCnpj(value)) errors[field.key] = messages.invalidCnpj;
    if (field.type === 'select' && !(field.options ?? []).includes(value))
      errors[field.key] = partnerMessages.optionInvalid;
  }
  return errors;
}

/** Only the partner's keys, trimmed: anything else the client sent is dropped. */
export function pickPartnerData(fields: readonly PartnerField[], data: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const field of fields) {
    const value = (data[field.key] ?? '').trim();
    if (value) picked[field.key] = value;
  }
  return picked;
}

export const DUCA_PARTNER_SLUG = 'duca';
