import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** The public address of the photo (`GET /users/{id}/photo/{version}` on the API). */
    photoUrl: text('photo_url'),
    /** The photo's object key in storage (`users/{id}/photo-{version}.jpg`). */
    photoKey: text('photo_key'),
    /** Global roles (system-admin, others by name); company roles live on memberships. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The referrer's uid (sign-up's indicatedBy), kept only when it named another existing user. */
    indicatedBy: text('indicated_by'),
    /** The short code of this user's referral link (`?indicacao=`), made on first use; never the uid. */
    referralCode: text('referral_code'),
    /** The version of the terms of use and privacy policy accepted at sign-up (LGPD art. 8: proof of consent), and when. */
    acceptedLegalVersion: text('accepted_legal_version'),
    legalAcceptedAt: timestamp('legal_accepted_at', { withTimezone: true }),
    /** When the person asked for their account to be deleted (LGPD art. 18, VI): the firm handles it. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** Set when the account is deactivated (DELETE /users/{id}): no sign-in, no refresh. Never deleted. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_indicated_by_idx').on(t.indicatedBy),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
  ],
);

export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
