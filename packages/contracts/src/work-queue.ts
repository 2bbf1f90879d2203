import { z } from 'zod';

/**
 * The firm's work queue (issue 27, item 10): what waits for our accountants, one row per
 * kind of work, each opening the admin screen filtered to it.
 */
export const workQueueKindSchema = z.enum([
  'nfs_requests',
  'openings_awaiting_guide',
  'openings_awaiting_company_data',
  'migrations_awaiting_company_data',
  'documents_to_review',
  'payments_failed',
  'companies_overdue',
  'certificates_expiring',
  'nfse_sends_failed',
  'nfse_deliveries_failed',
  'fee_invoices_blocked',
]);
export type WorkQueueKind = z.infer<typeof workQueueKindSchema>;

export const workQueueItemSchema = z.object({
  kind: workQueueKindSchema,
  count: z.number().int().nonnegative(),
  /** Since when the oldest of them waits; null when none waits. */
  oldestSince: z.iso.datetime().nullable(),
  /** Why they wait, when the kind has a reason to show (the newest one's). */
  detail: z.string().nullable().optional(),
});
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;

/** `GET /admin/work-queue` (system administrators). */
export const workQueueSchema = z.object({
  items: z.array(workQueueItemSchema),
  /** When the counts were read. */
  asOf: z.iso.datetime(),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** The accountant's step an order may wait at: the registration guide, or the company's data. */
export const awaitedStepSchema = z.enum(['awaiting-guide', 'download-company-info']);
export type AwaitedStep = z.infer<typeof awaitedStepSchema>;

/** What a company needs from the firm, as a filter of the admin companies list. */
export const companyAttentionSchema = z.enum(['documents_to_review', 'payment_failed', 'certificate_expiring']);

/** Days before its expiry from which a company's A1 certificate needs our accountants (and is warned of). */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 30;
export type CompanyAttention = z.infer<typeof companyAttentionSchema>;
