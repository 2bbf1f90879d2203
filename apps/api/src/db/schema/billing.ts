import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  boolean,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
  primaryKey,
} from 'drizzle-orm/pg-core';
import {
  type FeeInvoiceBlock,
  paymentKindSchema,
  paymentMethodSchema,
  paymentProviderSchema,
  paymentStatusSchema,
  subscriptionStatusSchema,
} from '@contabil/contracts';
import { companies, companyFiles } from './companies.js';
import { nfsRequests } from './nfs.js';

const values = <T extends string>(options: readonly T[]) => options as [T, ...T[]];
export const subscriptionStatus = pgEnum('subscription_status', values(subscriptionStatusSchema.options));
export const paymentStatus = pgEnum('payment_status', values(paymentStatusSchema.options));
export const paymentProvider = pgEnum('payment_provider', values(paymentProviderSchema.options));
export const paymentKind = pgEnum('payment_kind', values(paymentKindSchema.options));
export const paymentMethod = pgEnum('payment_method', values(paymentMethodSchema.options));

/** Plans on offer; three are seeded by a migration and system admins edit them. */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The price when subscribed: a later plan edit does not change it. */
    priceCents: integer('price_cents').notNull(),
    status: subscriptionStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider').notNull(),
    /** Stripe's subscription id (sub_...), once Checkout completes. */
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The customer cancelled: the subscription ends with the paid period (issue 24). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** contracts' cancellationReasonSchema, with the customer's words. */
    cancellationReason: text('cancellation_reason'),
    cancellationNote: text('cancellation_note'),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    /** Since when a charge is unpaid (failed, or the period ended unpaid): dunning counts from it; null once paid. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** The `created` of the last provider subscription event applied: an older one arriving late is ignored. */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
  ],
);

/**
 * The ledger: each charge (the checkout's first payment, then each renewal) and each
 * referral credit (negative amount, paid when written; decision 009).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: paymentKind('kind').notNull().default('charge'),
    /** Null on referral credits. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** On a referral credit: the referred company whose first payment earned it (once per company). */
    referredCompanyId: uuid('referred_company_id').references(() => companies.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider').notNull(),
    /** Checkout session (cs_... or the sandbox session id) or invoice (in_...) at the provider. */
    providerReference: text('provider_reference').notNull(),
    /** Where the person pays (the checkout URL). */
    checkoutUrl: text('checkout_url'),
    returnUrl: text('return_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it failed, or (status expired) when its Pix code or boleto expired. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** On a charge: the referral credit deducted from it (amountCents is what is left to pay). */
    creditCents: integer('credit_cents').notNull().default(0),
    /** On a referral credit: when it was put on the provider's customer balance, and the provider's reference. */
    creditAppliedAt: timestamp('credit_applied_at', { withTimezone: true }),
    creditAppliedReference: text('credit_applied_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 24: how the customer pays it (null until chosen). */
    method: paymentMethod('method'),
    /** The boleto's due date or the Pix code's expiry. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Pix: the BR Code (copia-e-cola). */
    pixCode: text('pix_code'),
    /** Boleto: the digitable line and where its PDF is. */
    boletoLine: text('boleto_line'),
    boletoPdfUrl: text('boleto_pdf_url'),
    /** The receipt PDF in the company's files, once made (the receipt job's once-only key). */
    receiptFileId: uuid('receipt_file_id').references(() => companyFiles.id, { onDelete: 'set null' }),
    /**
     * The firm's own NFS-e for this fee: the request of the firm's company (decision 005, "The
     * firm's note for the fee"). Unique: the fee job's once-only key.
     */
    feeNfsRequestId: uuid('fee_nfs_request_id').references(() => nfsRequests.id, { onDelete: 'set null' }),
    /** Why no note was attempted (a FeeInvoiceBlock code), and since when: the accountants' queue row. */
    feeNfsBlockedCode: text('fee_nfs_blocked_code').$type<FeeInvoiceBlock>(),
    feeNfsBlockedAt: timestamp('fee_nfs_blocked_at', { withTimezone: true }),
    /** The issued note's DANFSe and XML copied into this (the paying) company's files and documents. */
    feeInvoicePdfFileId: uuid('fee_invoice_pdf_file_id').references(() => companyFiles.id, { onDelete: 'set null' }),
    feeInvoiceXmlFileId: uuid('fee_invoice_xml_file_id').references(() => companyFiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
    uniqueIndex('payments_referral_credit_key').on(t.kind, t.referredCompanyId),
    uniqueIndex('payments_fee_nfs_request_key')
      .on(t.feeNfsRequestId)
      .where(sql`fee_nfs_request_id is not null`),
    // The work queue's row: fees paid whose note was not attempted.
    index('payments_fee_nfs_blocked_idx')
      .on(t.feeNfsBlockedAt)
      .where(sql`fee_nfs_blocked_code is not null and fee_nfs_request_id is null`),
  ],
);

/** Provider events already applied: a webhook delivered twice changes nothing the second time. */
export const paymentEvents = pgTable('payment_events', {
  provider: paymentProvider('provider').notNull(),
  eventId: text('event_id').notNull().primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dunning steps done for an unpaid period (issue 24): each e-mail (`email-0`, `email-5`, ...)
 * and the disabling (`disabled`) once per subscription and `pastDueSince`; the key holds it
 * under concurrent runs, and the step's effects commit with its row.
 */
export const billingDunningSteps = pgTable(
  'billing_dunning_steps',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }).notNull(),
    step: text('step').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.pastDueSince, t.step] }),
    index('billing_dunning_steps_company_idx').on(t.companyId),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** The public page the lead came from (contracts' leadSourceSchema); null for older leads. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_created_at_idx').on(t.createdAt)],
);
