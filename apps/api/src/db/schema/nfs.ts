import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { emissionTypeSchema, nfsRequestStatusSchema, type Address } from '@contabil/contracts';
import { companies, companyFiles } from './companies.js';
import { users } from './users.js';

/**
 * What was read from the XML an accountant attached (manual path): whether it is a national
 * NFS-e, whether it passed the official schema and its signature, and the facts compared with
 * the request. The differences themselves are worked out when the request is shown.
 */
export interface NfsXmlCheckRow {
  national: boolean;
  schemaValid: boolean | null;
  signatureValid: boolean | null;
  number: string | null;
  providerCnpj: string | null;
  takerDocument: string | null;
  serviceCents: number | null;
  checkedAt: string;
}

// Service invoices (NFS-e): the company asks, an accountant issues the note and attaches
// its PDF and XML (company_files). Values are in cents.

const values = <T extends string>(options: readonly T[]) => options as [T, ...T[]];
export const emissionType = pgEnum('nfs_emission_type', values(emissionTypeSchema.options));
export const nfsRequestStatus = pgEnum('nfs_request_status', values(nfsRequestStatusSchema.options));

/** The national list of services (cTribNac), reference data loaded from src/reference-data/nfse. */
export const nfseServiceCodes = pgTable(
  'nfse_service_codes',
  {
    /** 6 digits: item, subitem, desdobro. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    itemDescription: text('item_description').notNull(),
    /** lower(unaccent()) of the code, the description and the item's. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [index('nfse_service_codes_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);

/** A monthly request: on dayOfMonth the scheduler creates that month's request, once. */
export const nfsSchedules = pgTable(
  'nfs_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    emissionType: emissionType('emission_type').notNull(),
    takerCnpj: text('taker_cnpj'),
    takerCpf: text('taker_cpf'),
    takerName: text('taker_name').notNull(),
    takerEmail: text('taker_email'),
    takerAddress: jsonb('taker_address').$type<Address>(),
    totalValueCents: bigint('total_value_cents', { mode: 'number' }).notNull(),
    serviceCode: text('service_code')
      .notNull()
      .references(() => nfseServiceCodes.code),
    serviceDescription: text('service_description').notNull(),
    notes: text('notes'),
    /** 1 to 12 (spec section 9). */
    dayOfMonth: smallint('day_of_month').notNull(),
    active: boolean('active').notNull().default(true),
    /** When it was created or last resumed: months before this are never made up. */
    activeSince: timestamp('active_since', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nfs_schedules_company_idx').on(t.companyId, t.createdAt),
    index('nfs_schedules_active_day_idx').on(t.active, t.dayOfMonth),
  ],
);

export const nfsRequests = pgTable(
  'nfs_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    emissionType: emissionType('emission_type').notNull(),
    takerCnpj: text('taker_cnpj'),
    takerCpf: text('taker_cpf'),
    takerName: text('taker_name').notNull(),
    takerEmail: text('taker_email'),
    takerAddress: jsonb('taker_address').$type<Address>(),
    totalValueCents: bigint('total_value_cents', { mode: 'number' }).notNull(),
    serviceCode: text('service_code')
      .notNull()
      .references(() => nfseServiceCodes.code),
    serviceDescription: text('service_description').notNull(),
    /** cNBS (9 digits) for the NFS-e Nacional; the fiscal profile's default when null. */
    nbs: text('nbs'),
    competenceDate: date('competence_date').notNull(),
    notes: text('notes'),
    status: nfsRequestStatus('status').notNull().default('requested'),
    rejectionReason: text('rejection_reason'),
    invoiceNumber: text('invoice_number'),
    issueDate: date('issue_date'),
    /** What the check of a hand-issued note's XML found (manual path; decision 018). */
    xmlCheck: jsonb('xml_check').$type<NfsXmlCheckRow>(),
    pdfFileId: uuid('pdf_file_id').references(() => companyFiles.id, { onDelete: 'set null' }),
    xmlFileId: uuid('xml_file_id').references(() => companyFiles.id, { onDelete: 'set null' }),
    /** Set when a schedule created it; with scheduleMonth, the key that makes each run happen once. */
    scheduleId: uuid('schedule_id').references(() => nfsSchedules.id, { onDelete: 'set null' }),
    /** `YYYY-MM` of the schedule's run. */
    scheduleMonth: text('schedule_month'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The accountant who took it (processing). */
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists' keyset (created_at, id), read forwards (the queue) or backwards (newest first).
    index('nfs_requests_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('nfs_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('nfs_requests_created_idx').on(t.createdAt, t.id),
    index('nfs_requests_company_status_competence_idx').on(t.companyId, t.status, t.competenceDate),
    // A schedule creates at most one request per month, however many replicas run the job.
    uniqueIndex('nfs_requests_schedule_month_key')
      .on(t.scheduleId, t.scheduleMonth)
      .where(sql`schedule_id is not null`),
  ],
);

/** Takers a company invoiced before, offered for reuse (one per document). */
export const nfsTakers = pgTable(
  'nfs_takers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    emissionType: emissionType('emission_type').notNull(),
    /** CNPJ (14) or CPF (11), normalised. */
    document: text('document').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    address: jsonb('address').$type<Address>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nfs_takers_company_document_key').on(t.companyId, t.document),
    index('nfs_takers_company_updated_idx').on(t.companyId, t.updatedAt),
  ],
);
