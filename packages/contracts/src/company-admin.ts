import { z } from 'zod';
import { cnpjSchema } from './brazilian-documents.js';
import {
  branchTypeSchema,
  companySchema,
  companySizeSchema,
  companyStatusSchema,
  legalNatureSchema,
  stepIdSchema,
  trackStatusSchema,
} from './companies.js';
import { addressInputSchema } from './company-tracks.js';
import { cnaeCodeSchema } from './cnaes.js';
import { isoDateSchema } from './brazilian-formats.js';
import { awaitedStepSchema, companyAttentionSchema } from './work-queue.js';
import {
  cursorQuerySchema,
  DEFAULT_COMPANIES_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  paginationQuerySchema,
} from './pagination.js';

/** `POST /companies`: a company that already has a CNPJ; `userId` only for system admins. */
export const companyCreateSchema = z.object({
  cnpj: cnpjSchema,
  userId: z.uuid().optional(),
});
export type CompanyCreate = z.infer<typeof companyCreateSchema>;

/** `PUT /companies/{id}` (system admins): any subset of the registration fields. */
export const companyUpdateSchema = z
  .object({
    name: z.string().trim().min(3, 'Informe a razão social').max(150),
    alias: z.string().trim().max(60).nullable(),
    cnpj: cnpjSchema,
    municipalInscription: z.string().trim().max(30).nullable(),
    openedOn: isoDateSchema.nullable(),
    address: addressInputSchema,
    legalNature: legalNatureSchema,
    size: companySizeSchema,
    branchType: branchTypeSchema,
    mainCnae: cnaeCodeSchema,
    secondaryCnaes: z.array(cnaeCodeSchema).max(20),
  })
  .partial();
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

const searchParam = z.string().trim().max(100, 'Digite no máximo 100 caracteres').optional();

/** `GET /companies` (system admins): name, alias or CNPJ. */
export const companiesQuerySchema = paginationQuerySchema(DEFAULT_COMPANIES_PAGE_SIZE).extend({
  ...cursorQuerySchema.shape,
  query: searchParam,
  status: companyStatusSchema.optional(),
  /** Only companies with documents to review, or whose last charge failed. */
  attention: companyAttentionSchema.optional(),
});
export type CompaniesQuery = z.infer<typeof companiesQuerySchema>;

/** `GET /companies/orders/opening-requests` and `/migration-requests` (system admins). */
export const companyOrdersQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({
  ...cursorQuerySchema.shape,
  query: searchParam,
  status: companyStatusSchema.optional(),
  trackStatus: trackStatusSchema.optional(),
  /** Only orders whose next step is this accountant's step (the step before it is done). */
  waitingFor: awaitedStepSchema.optional(),
});
export type CompanyOrdersQuery = z.infer<typeof companyOrdersQuerySchema>;

/** One opening or migration order: the company, who asked, and where the track stands. */
export const companyOrderSchema = z.object({
  company: companySchema,
  owner: z.object({ uid: z.uuid(), name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** The first step not done yet; null when the track is done. */
  currentStep: stepIdSchema.nullable(),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  /** When the subscription was paid: the order is placed. */
  paidAt: z.iso.datetime().nullable(),
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;
