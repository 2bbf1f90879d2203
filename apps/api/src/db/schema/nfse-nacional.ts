import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
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
