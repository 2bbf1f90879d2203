import { z } from 'zod';
import { messages } from './messages.js';
import { emailSchema } from './auth.js';
import { cnpjSchema, cpfSchema } from './brazilian-documents.js';
import { cepSchema, isoDateSchema, phoneSchema, reaisSchema, stateSchema } from './brazilian-formats.js';
import {
  branchTypeSchema,
  companySizeSchema,
  legalNatureSchema,
  stepIdSchema,
  type StepId,
  type StepStatus,
  type TrackId,
  type TrackStatus,
} from './companies.js';
import { cnaeCodeSchema } from './cnaes.js';

/** Who completes a step: the customer in the wizard, our accountants in the admin, or the payment. */
export type StepActor = 'customer' | 'accountant' | 'payment';

export interface TrackStepDefinition {
  stepId: StepId;
  actor: StepActor;
  label: string;
}

/**
 * The steps of each track, in order (ours; the spec lists the ids only). Opening asks
 * for the partners first because the legal natures on offer depend on how many there
 * are; migration asks for the fiscal address too, since an accountant switch is when
 * people move to a virtual office. docs/decisions/005-company-tracks.md.
 */
export const trackDefinitions: Readonly<Record<TrackId, readonly TrackStepDefinition[]>> = {
  'create-company': [
    { stepId: 'partner-registration', actor: 'customer', label: 'Sócios' },
    { stepId: 'pre-registration', actor: 'customer', label: 'Pré-cadastro' },
    { stepId: 'select-fiscal-address', actor: 'customer', label: 'Endereço fiscal' },
    { stepId: 'subscription', actor: 'payment', label: 'Assinatura' },
    { stepId: 'awaiting-guide', actor: 'accountant', label: 'Guia de registro' },
    { stepId: 'upload-guide-receipt', actor: 'customer', label: 'Comprovante' },
    { stepId: 'download-company-info', actor: 'accountant', label: 'Dados da empresa' },
  ],
  'migrate-company': [
    { stepId: 'partner-registration-basic', actor: 'customer', label: 'Sócios' },
    { stepId: 'migrate-accountant', actor: 'customer', label: 'Troca de contador' },
    { stepId: 'select-fiscal-address', actor: 'customer', label: 'Endereço fiscal' },
    { stepId: 'subscription', actor: 'payment', label: 'Assinatura' },
    { stepId: 'download-company-info', actor: 'accountant', label: 'Dados da empresa' },
  ],
};

/** The step that holds the partners on each track (spec section 4). */
export const partnersStepOf: Readonly<Record<TrackId, StepId>> = {
  'create-company': 'partner-registration',
  'migrate-company': 'partner-registration-basic',
};

/** pending until a step starts, done when every step of the track is done, in progress between. */
export function computeTrackStatus(
  trackId: TrackId,
  steps: readonly { stepId: StepId; status: StepStatus }[],
): TrackStatus {
  const statusOf = new Map(steps.map((step) => [step.stepId, step.status]));
  const statuses = trackDefinitions[trackId].map((step) => statusOf.get(step.stepId) ?? 'pending');
  if (statuses.every((status) => status === 'done')) return 'done';
  if (statuses.every((status) => status === 'pending')) return 'pending';
  return 'in_progress';
}

/** On or before today (UTC today, which is never behind Brazil's today). */
function notInFuture(value: string): boolean {
  return value <= new Date().toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- partners

const personName = z
  .string({ error: 'Informe o nome completo' })
  .trim()
  .min(3, 'Informe o nome completo')
  .max(150, 'Use no máximo 150 caracteres');

export const SHARE_MIN = 0.01;
const sharePercent = z
  .number({ error: 'Informe a participação' })
  .min(SHARE_MIN, 'A participação precisa ser entre 0,01% e 100%')
  .max(100, 'A participação precisa ser entre 0,01% e 100%');

/** A partner as the opening needs it: the Junta Comercial asks for all of this. */
export const partnerSchema = z.object({
  name: personName,
  cpf: cpfSchema,
  email: emailSchema,
  phone: phoneSchema,
  birthDate: isoDateSchema.refine((value) => value < new Date().toISOString().slice(0, 10), messages.invalidDate),
  sharePercent,
  isAdministrator: z.boolean().default(false),
});
export type Partner = z.infer<typeof partnerSchema>;

/** A partner of a company that already exists (migration): the Receita already has the rest. */
export const basicPartnerSchema = z.object({
  name: personName,
  cpf: cpfSchema,
  email: emailSchema.optional(),
  sharePercent,
  isAdministrator: z.boolean().default(false),
});
export type BasicPartner = z.infer<typeof basicPartnerSchema>;

export const MAX_PARTNERS = 10;

function partnersList<T extends z.ZodType<{ cpf: string; sharePercent: number; isAdministrator: boolean }>>(
  partner: T,
) {
  return z
    .array(partner)
    .min(1, 'Informe pelo menos um sócio')
    .max(MAX_PARTNERS, `Informe no máximo ${MAX_PARTNERS} sócios`)
    .superRefine((partners, ctx) => {
      if (partners.length === 0) return;
      const total = partners.reduce((sum, p) => sum + p.sharePercent, 0);
      if (Math.abs(total - 100) > 0.001) ctx.addIssue({ code: 'custom', message: messages.sharesMustTotal100 });
      if (!partners.some((p) => p.isAdministrator)) {
        ctx.addIssue({ code: 'custom', message: messages.administratorRequired });
      }
      const seen = new Set<string>();
      partners.forEach((p, index) => {
        if (seen.has(p.cpf)) {
          ctx.addIssue({ code: 'custom', path: [index, 'cpf'], message: messages.duplicatePartnerCpf });
        }
        seen.add(p.cpf);
      });
    });
}

export const partnerRegistrationPayloadSchema = z.object({ partners: partnersList(partnerSchema) });
export const partnerRegistrationBasicPayloadSchema = z.object({ partners: partnersList(basicPartnerSchema) });

// ---------------------------------------------------------------- opening

export const MAX_NAME_OPTIONS = 3;
export const MAX_SECONDARY_CNAES = 20;
/** In reais. */
export const MIN_SHARE_CAPITAL = 1;

export const legalNatureLabels = {
  on_person: 'Empresário individual (EI)',
  private_limited: 'Sociedade limitada unipessoal (SLU)',
  limited_liability: 'Sociedade limitada (LTDA)',
} as const;

export const companySizeLabels = {
  MEI: 'Microempreendedor individual (MEI)',
  ME: 'Microempresa (ME)',
  EPP: 'Empresa de pequeno porte (EPP)',
  EMP: 'Empresa de médio porte',
  GE: 'Empresa de grande porte',
} as const;

/** Legal natures with a single owner: a sole-person company must pick one of these. */
export const SOLE_PERSON_LEGAL_NATURES = ['on_person', 'private_limited'] as const;

export const preRegistrationPayloadSchema = z
  .object({
    nameOptions: z
      .array(
        z.string().trim().min(3, 'O nome precisa ter pelo menos 3 letras').max(150, 'Use no máximo 150 caracteres'),
      )
      .min(1, 'Sugira pelo menos um nome')
      .max(MAX_NAME_OPTIONS, `Sugira no máximo ${MAX_NAME_OPTIONS} nomes`),
    alias: z.string().trim().max(60, 'Use no máximo 60 caracteres').optional(),
    legalNature: legalNatureSchema,
    size: companySizeSchema,
    branchType: branchTypeSchema.default('matriz'),
    mainCnae: cnaeCodeSchema,
    secondaryCnaes: z
      .array(cnaeCodeSchema)
      .max(MAX_SECONDARY_CNAES, `Escolha no máximo ${MAX_SECONDARY_CNAES} atividades secundárias`)
      .default([]),
    /** In reais. */
    shareCapital: reaisSchema.min(MIN_SHARE_CAPITAL, 'O capital social precisa ser de pelo menos R$ 1,00'),
    activityDescription: z
      .string({ error: 'Conte o que a empresa vai fazer' })
      .trim()
      .min(10, 'Conte em pelo menos 10 letras o que a empresa vai fazer')
      .max(2000, 'Use no máximo 2.000 caracteres'),
  })
  .superRefine((value, ctx) => {
    if (value.size === 'MEI' && value.legalNature !== 'on_person') {
      ctx.addIssue({ code: 'custom', path: ['legalNature'], message: messages.meiNeedsIndividual });
    }
    if (value.secondaryCnaes.includes(value.mainCnae)) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondaryCnaes'],
        message: 'A atividade principal não pode ser também secundária',
      });
    }
    if (new Set(value.secondaryCnaes).size !== value.secondaryCnaes.length) {
      ctx.addIssue({ code: 'custom', path: ['secondaryCnaes'], message: 'Atividade secundária repetida' });
    }
  });

export const addressInputSchema = z.object({
  zipCode: cepSchema,
  street: z.string({ error: 'Informe a rua' }).trim().min(1, 'Informe a rua').max(200),
  number: z.string({ error: 'Informe o número' }).trim().min(1, 'Informe o número (ou S/N)').max(20),
  complement: z.string().trim().max(100).optional(),
  neighborhood: z.string({ error: 'Informe o bairro' }).trim().min(1, 'Informe o bairro').max(100),
  city: z.string({ error: 'Informe a cidade' }).trim().min(1, 'Informe a cidade').max(100),
  state: stateSchema,
  /** IBGE municipality code, when the city came from the city search. */
  ibgeCode: z.number().int().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const selectFiscalAddressPayloadSchema = z.object({
  address: addressInputSchema,
  /** Where the company will work from: the partner's home, its own premises, or a virtual office. */
  propertyUse: z.enum(['residential', 'commercial', 'virtual_office'], { error: 'Escolha o tipo de imóvel' }),
});

/** Written by the payment, never posted: the plan chosen and the subscription paying for it. */
export const subscriptionStepPayloadSchema = z.object({
  planId: z.uuid(),
  subscriptionId: z.uuid(),
  paidAt: z.iso.datetime().nullable(),
});

/** The registration fee guide (DARE/taxa da Junta) the accountant issues for the customer to pay. */
export const awaitingGuidePayloadSchema = z.object({
  description: z.string().trim().min(3, 'Descreva a guia').max(200),
  /** In reais. */
  amount: reaisSchema.min(0, 'O valor não pode ser negativo'),
  dueDate: isoDateSchema,
  /** The "linha digitável": 47 (boleto) or 48 (arrecadação) digits. */
  barcode: z
    .string({ error: 'Linha digitável inválida' })
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length === 47 || digits.length === 48, 'Linha digitável inválida'),
  instructions: z.string().trim().max(1000).optional(),
});

export const uploadGuideReceiptPayloadSchema = z.object({
  /** A file uploaded with POST /companies/{id}/files. */
  receiptFileId: z.uuid({ error: 'Envie o comprovante de pagamento' }),
  /** Empty says what is missing, not that a date is malformed. */
  paidAt: z
    .string({ error: messages.paymentDateRequired })
    .trim()
    .min(1, messages.paymentDateRequired)
    .pipe(isoDateSchema)
    .refine(notInFuture, messages.dateInFuture),
});

/** What the accountant hands over once the company exists: it sets the company's CNPJ. */
export const downloadCompanyInfoPayloadSchema = z.object({
  cnpj: cnpjSchema,
  legalName: z.string({ error: 'Informe a razão social' }).trim().min(3, 'Informe a razão social').max(150),
  openedAt: isoDateSchema.refine(notInFuture, messages.dateInFuture),
  municipalInscription: z.string().trim().max(30).optional(),
  stateInscription: z.string().trim().max(30).optional(),
  notes: z.string().trim().max(2000).optional(),
});

// ---------------------------------------------------------------- migration

export const taxRegimeSchema = z.enum(['mei', 'simples_nacional', 'lucro_presumido', 'lucro_real'], {
  error: 'Escolha o regime tributário',
});
export const taxRegimeLabels = {
  mei: 'MEI',
  simples_nacional: 'Simples Nacional',
  lucro_presumido: 'Lucro Presumido',
  lucro_real: 'Lucro Real',
} as const;

export const migrateAccountantPayloadSchema = z.object({
  cnpj: cnpjSchema,
  currentAccountant: z.object({
    name: z
      .string({ error: 'Informe o nome do contador atual' })
      .trim()
      .min(3, 'Informe o nome do contador atual')
      .max(150),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    crc: z.string().trim().max(20).optional(),
  }),
  taxRegime: taxRegimeSchema,
  hasEmployees: z.boolean(),
  reason: z.string().trim().max(1000).optional(),
});

// ---------------------------------------------------------------- per step

export const stepPayloadSchemas = {
  'partner-registration': partnerRegistrationPayloadSchema,
  'partner-registration-basic': partnerRegistrationBasicPayloadSchema,
  'pre-registration': preRegistrationPayloadSchema,
  'select-fiscal-address': selectFiscalAddressPayloadSchema,
  subscription: subscriptionStepPayloadSchema,
  'awaiting-guide': awaitingGuidePayloadSchema,
  'upload-guide-receipt': uploadGuideReceiptPayloadSchema,
  'download-company-info': downloadCompanyInfoPayloadSchema,
  'migrate-accountant': migrateAccountantPayloadSchema,
} as const satisfies Record<StepId, z.ZodType>;

export type StepPayloads = { [K in StepId]: z.output<(typeof stepPayloadSchemas)[K]> };
export type StepPayloadInputs = { [K in StepId]: z.input<(typeof stepPayloadSchemas)[K]> };

/** The body of POST /companies/{id}/steps/{stepId} is the step's payload itself. */
export const stepParamsSchema = z.object({
  id: z.uuid({ message: 'Empresa inválida' }),
  stepId: stepIdSchema,
});

// ---------------------------------------------------------------- plans per company

export const MEI_PLAN_SLUG = 'mei';

/**
 * Whether the company is a MEI, as its track says: the size chosen in the opening's
 * pre-registration, or the tax regime told in the migration. null while unknown.
 */
export function isMeiByTrack(
  steps: readonly { stepId: StepId; payload: Record<string, unknown> | null }[],
): boolean | null {
  const payloadOf = (stepId: StepId) => steps.find((step) => step.stepId === stepId)?.payload ?? null;
  const size = payloadOf('pre-registration')?.size;
  if (typeof size === 'string') return size === 'MEI';
  const taxRegime = payloadOf('migrate-accountant')?.taxRegime;
  if (typeof taxRegime === 'string') return taxRegime === 'mei';
  return null;
}

/**
 * Whether the company is a MEI: what its track says first (isMeiByTrack), else its size,
 * else a company of two or more partners is not one (a MEI has a single owner). null while
 * unknown. The one rule for the plans a company may take, in the wizard, billing and the API.
 */
export function isMeiCompany(
  company: { size: string | null; partners: readonly unknown[] },
  steps: readonly { stepId: StepId; payload: Record<string, unknown> | null }[] = [],
): boolean | null {
  const byTrack = isMeiByTrack(steps);
  if (byTrack !== null) return byTrack;
  if (company.size) return company.size === 'MEI';
  if (company.partners.length > 1) return false;
  return null;
}

/** Why a plan cannot be sold to this company, or null: the MEI plan covers a MEI only. */
export function planRefusal(plan: { slug: string }, isMei: boolean | null): string | null {
  if (plan.slug === MEI_PLAN_SLUG && isMei === false) return messages.meiPlanOnlyForMei;
  return null;
}
