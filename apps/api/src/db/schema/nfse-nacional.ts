import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { nfsRequests } from './nfs.js';
import { users } from './users.js';

/**
 * What a company's DPS needs that the company record does not hold (decision 018): municipal
 * registration, the IBGE code of its municipality, its tax regime (regTrib), the DPS series and
 * the next DPS number, taken gap-free by a conditional update in the transaction that keeps the
 * signed DPS. The A1 certificate lives here sealed (AES-256-GCM under NFSE_CERTIFICATES_KEY),
 * file and password apart; holder, CNPJ and validity are kept in clear to show and to warn.
 */
export const nfseFiscalProfiles = pgTable(
  'nfse_fiscal_profiles',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    municipalRegistration: text('municipal_registration'),
    municipalityCode: text('municipality_code').notNull(),
    /** opSimpNac: 1 não optante, 2 MEI, 3 ME/EPP. */
    simplesOption: text('simples_option').$type<'1' | '2' | '3'>().notNull(),
    simplesApuration: text('simples_apuration').$type<'1' | '2' | '3'>(),
    specialRegime: text('special_regime').$type<'0' | '1' | '2' | '3' | '4' | '5' | '6'>().notNull().default('0'),
    dpsSeries: text('dps_series').notNull().default('1'),
    nextDpsNumber: bigint('next_dps_number', { mode: 'number' }).notNull().default(1),
    /**
     * How the company's requests become notes: `manual` (our accountants re-type them, the
     * default), `automatic` (signed and sent at once) or `reviewed` (an accountant approves,
     * then the product sends). The national modes need the certificate; without it, manual.
     */
    emissionMode: text('emission_mode').$type<'manual' | 'automatic' | 'reviewed'>().notNull().default('manual'),
    /** cNBS used when a request names none (the layout requires it). */
    defaultNbs: text('default_nbs'),
    certificateSealed: text('certificate_sealed'),
    certificatePasswordSealed: text('certificate_password_sealed'),
    certificateHolder: text('certificate_holder'),
    certificateCnpj: text('certificate_cnpj'),
    certificateNotAfter: timestamp('certificate_not_after', { withTimezone: true }),
    certificateUploadedBy: uuid('certificate_uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    certificateUploadedAt: timestamp('certificate_uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('nfse_fiscal_profiles_next_number_positive', sql`${t.nextDpsNumber} >= 1`),
    check('nfse_fiscal_profiles_series_digits', sql`${t.dpsSeries} ~ '^[0-9]{1,5}$'`),
    check('nfse_fiscal_profiles_emission_mode', sql`${t.emissionMode} in ('manual', 'automatic', 'reviewed')`),
  ],
);

/** A national error as kept: the Sefin's code, its message and complement. */
export interface NationalErrorRow {
  code: string;
  description: string;
  complement?: string;
}

/**
 * The national emission of one request (decision 018): the signed DPS, kept BEFORE the first
 * send (every retry sends these bytes; its number was taken once, in the same transaction),
 * what the Sefin answered (the NFS-e, or its errors), the attempts, and the cancellation
 * event when the note is cancelled.
 */
export const nfseEmissions = pgTable(
  'nfse_emissions',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => nfsRequests.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** infDPS/@Id, 45 characters. */
    dpsId: text('dps_id').notNull(),
    dpsSeries: text('dps_series').notNull(),
    dpsNumber: bigint('dps_number', { mode: 'number' }).notNull(),
    signedDpsXml: text('signed_dps_xml').notNull(),
    /** Sends tried (the job's); after the first, the DPS is looked up by its id before sending again. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nfseXml: text('nfse_xml'),
    accessKey: text('access_key'),
    /** nNFSe. */
    nationalNumber: text('national_number'),
    /** dhProc of the note. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    nationalErrors: jsonb('national_errors').$type<NationalErrorRow[]>(),
    cancellationReason: text('cancellation_reason').$type<'1' | '2' | '9'>(),
    cancellationText: text('cancellation_text'),
    /** The signed pedRegEvento sent, and the evento the Sefin registered. */
    cancellationRequestXml: text('cancellation_request_xml'),
    cancellationEventXml: text('cancellation_event_xml'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The send job spent its last retry without an answer: the accountants' queue until retried. */
    sendFailedAt: timestamp('send_failed_at', { withTimezone: true }),
    /** The delivery job (DANFSe, vault, e-mails) spent its last retry: the accountants' queue until retried. */
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nfse_emissions_dps_id_key').on(t.dpsId),
    uniqueIndex('nfse_emissions_company_series_number_key').on(t.companyId, t.dpsSeries, t.dpsNumber),
    index('nfse_emissions_company_idx').on(t.companyId),
  ],
);

/**
 * The certificate expiry warnings sent (30 and 7 days before): one row per company, certificate
 * (its expiry instant) and threshold, inserted in the transaction that queues the e-mails, so
 * each warning goes out once however often the daily job runs. A new certificate (another
 * expiry) is warned again.
 */
export const nfseCertificateWarnings = pgTable(
  'nfse_certificate_warnings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    certificateNotAfter: timestamp('certificate_not_after', { withTimezone: true }).notNull(),
    /** 30 or 7. */
    days: smallint('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.certificateNotAfter, t.days] }),
    check('nfse_certificate_warnings_days', sql`${t.days} in (30, 7)`),
  ],
);
