import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { membershipRoleSchema, partnerEnrolmentStatusSchema, type PartnerField } from '@contabil/contracts';
import { users } from './users.js';
import { companies } from './companies.js';

// People and accounts (decision 009): e-mail changes, support access, invites, partners.

const values = <T extends string>(options: readonly T[]) => options as [T, ...T[]];
export const inviteRole = pgEnum('invite_role', values(membershipRoleSchema.options));
export const partnerEnrolmentStatus = pgEnum('partner_enrolment_status', values(partnerEnrolmentStatusSchema.options));

/** A pending e-mail change: the link goes to the new address; hashed, single use, 24 h. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_change_tokens_token_hash_key').on(t.tokenHash)],
);

/** A company user's consent to be seen by our support, until expiresAt (or revoked). */
export const supportGrants = pgTable(
  'support_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_grants_user_idx').on(t.userId, t.expiresAt),
    index('support_grants_company_idx').on(t.companyId),
  ],
);

/** A session a system admin opened with a grant: its token names it; every request is audited. */
export const supportSessions = pgTable(
  'support_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyIds: uuid('company_ids').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_sessions_target_idx').on(t.targetUserId)],
);

/** Invites to join a company; the status is computed (accepted, revoked, expired, pending). */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: inviteRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    resentCount: integer('resent_count').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    index('invites_company_idx').on(t.companyId, t.createdAt),
    index('invites_email_idx').on(t.email),
  ],
);

/** The partner registry, kept by system admins; `fields` is the form of what the partner needs. */
export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  benefits: text('benefits')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  fields: jsonb('fields').$type<PartnerField[]>().notNull(),
  websiteUrl: text('website_url'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's enrolment with a partner; one sent or accepted per company and partner. */
export const partnerEnrolments = pgTable(
  'partner_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    status: partnerEnrolmentStatus('status').notNull().default('sent'),
    statusReason: text('status_reason'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_enrolments_open_key')
      .on(t.companyId, t.partnerId)
      .where(sql`${t.status} <> 'declined'`),
    index('partner_enrolments_partner_idx').on(t.partnerId, t.createdAt),
  ],
);
