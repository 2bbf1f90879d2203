import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  branchTypeSchema,
  companySizeSchema,
  companyStatusSchema,
  legalNatureSchema,
  membershipRoleSchema,
  stepIdSchema,
  trackIdSchema,
  trackStatusSchema,
  type Address,
  type PartnerSummary,
} from '@contabil/contracts';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// The enums' values come from the contracts: one list for the wire and the database.
const values = <T extends string>(options: readonly T[]) => options as [T, ...T[]];
export const companyStatus = pgEnum('company_status', values(companyStatusSchema.options));
export const trackId = pgEnum('track_id', values(trackIdSchema.options));
export const membershipRole = pgEnum('membership_role', values(membershipRoleSchema.options));
export const progressStatus = pgEnum('progress_status', values(trackStatusSchema.options));
export const stepId = pgEnum('step_id', values(stepIdSchema.options));
export const legalNature = pgEnum('legal_nature', values(legalNatureSchema.options));
export const companySize = pgEnum('company_size', values(companySizeSchema.options));
export const branchType = pgEnum('branch_type', values(branchTypeSchema.options));

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    alias: text('alias'),
    /** 14 characters, digits or (alphanumeric CNPJ, from 2026) letters; null until opened. */
    cnpj: text('cnpj'),
    status: companyStatus('status').notNull().default('pending'),
    trackId: trackId('track_id'),
    trackStatus: progressStatus('track_status').notNull().default('pending'),
    municipalInscription: text('municipal_inscription'),
    /** The fiscal address. */
    address: jsonb('address').$type<Address>(),
    legalNature: legalNature('legal_nature'),
    size: companySize('size'),
    branchType: branchType('branch_type'),
    /** 7-digit CNAE codes (reference table cnae_subclasses). */
    mainCnae: text('main_cnae'),
    secondaryCnaes: text('secondary_cnaes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Copied from the track's partners step on every save (spec section 4), so reads need no join. */
    partners: jsonb('partners').$type<PartnerSummary[]>().notNull().default([]),
    /** The day the company started its activity (CNPJ card); the MEI limit is proportional in that year. */
    openedOn: date('opened_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_cnpj_key').on(t.cnpj),
    index('companies_status_idx').on(t.status),
    index('companies_track_created_idx').on(t.trackId, t.createdAt, t.id),
    // The companies list's keyset (newest first).
    index('companies_created_idx').on(t.createdAt, t.id),
  ],
);

export const companyMemberships = pgTable(
  'company_memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: membershipRole('role').notNull().default('company-member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_memberships_user_idx').on(t.userId)],
);

/** One row per step a company has started on its track; payloads hold the step's form data. */
export const companySteps = pgTable(
  'company_steps',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stepId: stepId('step_id').notNull(),
    status: progressStatus('status').notNull().default('pending'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.stepId] })],
);

/**
 * A stored file of a company: the opening's guide receipt, an issued note's PDF and XML,
 * every document. The bytes live in object storage under `object_key` (the company id is
 * its first segment); rows written before object storage keep them in `content`.
 */
export const companyFiles = pgTable(
  'company_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Full key in the storage, e.g. `{companyId}/uploads/{uuid}/contrato.pdf`; null for legacy rows. */
    objectKey: text('object_key'),
    /** Legacy rows only (before object storage). */
    content: bytea('content'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_files_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('company_files_object_key_key').on(t.objectKey),
  ],
);
