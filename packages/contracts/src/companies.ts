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

export const addressSchema = z.object({
  zipCode: z.string(),
  state: z.string(),
  city: z.string(),
  street: z.string(),
  number: z.string().optional(),
  complement: z.string().optional(),
  neighborhood: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.string().nullable(),
  cnpj: z.string().nullable(),
  status: companyStatusSchema,
  trackId: trackIdSchema.nullable(),
  trackStatus: z.enum(['pending', 'in_progress', 'done']),
  municipalInscription: z.string().nullable(),
  address: addressSchema.nullable(),
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
