import { z } from 'zod';

export const companyStatusSchema = z.enum([
  'pending',
  'awaiting_opening',
  'migrating',
  'opening',
  'active',
  'overdue',
  'disabled',
]);
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

export const trackIdSchema = z.enum(['create-company', 'migrate-company']);
export type TrackId = z.infer<typeof trackIdSchema>;

export const legalNatureSchema = z.enum(['on_person', 'private_limited', 'limited_liability']);
export const companySizeSchema = z.enum(['MEI', 'ME', 'EPP', 'EMP', 'GE']);
export const branchTypeSchema = z.enum(['matriz']);

/** An address as stored and answered (spec section 3: address lookup result). */
export const addressSchema = z.object({
  zipCode: z.string(),
  state: z.string(),
  city: z.string(),
  street: z.string(),
  number: z.string().optional(),
  complement: z.string().optional(),
  neighborhood: z.string(),
  ibgeCode: z.number().int().optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** What a company shows of its partners, whichever track listed them (spec section 4). */
export const partnerSummarySchema = z.object({
  name: z.string(),
  cpf: z.string(),
  sharePercent: z.number(),
  isAdministrator: z.boolean(),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

export const subscriptionStatusSchema = z.enum(['pending', 'active', 'past_due', 'canceled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The company's latest subscription; "active" when its status is active (spec section 4). */
export const currentSubscriptionSchema = z.object({
  id: z.uuid(),
  status: subscriptionStatusSchema,
  planId: z.uuid(),
  planName: z.string(),
  /** Monthly price in reais. */
  price: z.number(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/** Spec section 3 (company context) plus what a real registration needs. */
export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.string().nullable(),
  /** 14 characters, digits or (alphanumeric CNPJ) letters; null until the opening is done. */
  cnpj: z.string().nullable(),
  status: companyStatusSchema,
  trackId: trackIdSchema.nullable(),
  trackStatus: z.enum(['pending', 'in_progress', 'done']),
  municipalInscription: z.string().nullable(),
  /** The day the company started its activity (from its CNPJ card), `YYYY-MM-DD`. */
  openedOn: z.iso.date().nullable(),
  /** The fiscal address. */
  address: addressSchema.nullable(),
  currentSubscription: currentSubscriptionSchema.nullable(),
  legalNature: legalNatureSchema.nullable(),
  size: companySizeSchema.nullable(),
  branchType: branchTypeSchema.nullable(),
  /** 7-digit CNAE codes. */
  mainCnae: z.string().nullable(),
  secondaryCnaes: z.array(z.string()),
  partners: z.array(partnerSummarySchema),
  /** Exactly one partner listed (spec section 4). */
  isSolePerson: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Company = z.infer<typeof companySchema>;

export const companyIdParamsSchema = z.object({ id: z.uuid({ message: 'Empresa inválida' }) });

export const trackStatusSchema = z.enum(['pending', 'in_progress', 'done']);
export type TrackStatus = z.infer<typeof trackStatusSchema>;
export const stepStatusSchema = z.enum(['pending', 'in_progress', 'done']);
export type StepStatus = z.infer<typeof stepStatusSchema>;
export const stepIdSchema = z.enum([
  'partner-registration',
  'partner-registration-basic',
  'pre-registration',
  'awaiting-guide',
  'subscription',
  'download-company-info',
  'select-fiscal-address',
  'migrate-accountant',
  'upload-guide-receipt',
]);
export type StepId = z.infer<typeof stepIdSchema>;

export const trackStepSchema = z.object({
  stepId: stepIdSchema,
  status: stepStatusSchema,
  payload: z.record(z.string(), z.unknown()).nullable(),
});
export type TrackStep = z.infer<typeof trackStepSchema>;

/** A company's step track (spec section 3): which wizard, how far along. */
export const trackSchema = z.object({
  trackId: trackIdSchema.nullable(),
  status: trackStatusSchema,
  steps: z.array(trackStepSchema),
});
export type Track = z.infer<typeof trackSchema>;
