import { z } from 'zod';
import { competenceSchema } from './documents.js';

// Bank reconciliation (issue 22, item 6): credits against issued notes, debits against paid
// guides. Money in reais (signed for transactions: positive in, negative out).

/** Unmatched credits from this amount up are flagged as revenue possibly missing from the month's computation. */
export const RECONCILIATION_REVENUE_FLAG = 500;

/** Days a credit may come before (−) or after (+) its note's issue date. */
export const NOTE_CREDIT_WINDOW_DAYS = { before: 5, after: 45 } as const;
/** Days a debit may come before (−) or after (+) its guide's due date. */
export const GUIDE_DEBIT_WINDOW_DAYS = { before: 30, after: 10 } as const;

export const reconciliationMessages = {
  possiblyMissingRevenue: 'Crédito sem nota fiscal: pode ser receita que falta na apuração do mês.',
  transactionNotFound: 'Lançamento do extrato não encontrado',
  targetNotFound: 'Nota ou guia não encontrada',
  alreadyMatched: 'Este lançamento ou esta nota/guia já foi conciliado.',
  notACandidate: 'Esta nota ou guia não corresponde ao lançamento (valor, sentido ou datas).',
} as const;

export const reconciliationTargetTypeSchema = z.enum(['note', 'guide']);
export type ReconciliationTargetType = z.infer<typeof reconciliationTargetTypeSchema>;

/** What explains a transaction and why the product thinks so. */
export const reconciliationTargetSchema = z.object({
  type: reconciliationTargetTypeSchema,
  id: z.uuid(),
  /** "NFS-e 123 · Distribuidora Sol Nascente" or "DAS 10/2026". */
  label: z.string(),
  amount: z.number(),
  /** The note's issue date or the guide's due date. */
  date: z.iso.date(),
  /** `value`, `date`, `name`, `document`, `keyword`: what agreed. */
  evidence: z.array(z.enum(['value', 'date', 'name', 'document', 'keyword'])),
});
export type ReconciliationTarget = z.infer<typeof reconciliationTargetSchema>;

export const reconciliationItemSchema = z.object({
  transaction: z.object({
    id: z.uuid(),
    postedOn: z.iso.date(),
    amount: z.number(),
    description: z.string(),
  }),
  /**
   * `matched`: confirmed by a person (kept) or, `automatic`, the only candidate with every
   * evidence and no other transaction claiming it; `suggested`: candidates to confirm with one
   * click; `unmatched`: nothing fits.
   */
  status: z.enum(['matched', 'suggested', 'unmatched']),
  match: reconciliationTargetSchema
    .extend({
      automatic: z.boolean(),
      confirmedAt: z.iso.datetime({ offset: true }).nullable(),
      confirmedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    })
    .nullable(),
  candidates: z.array(reconciliationTargetSchema),
  /** An unmatched credit of at least RECONCILIATION_REVENUE_FLAG. */
  possiblyMissingRevenue: z.boolean(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

/** `GET /companies/{companyId}/reconciliation?month=YYYY-MM`. */
export const reconciliationQuerySchema = z.object({ month: competenceSchema });
export const reconciliationSchema = z.object({
  companyId: z.uuid(),
  month: z.string(),
  revenueFlagThreshold: z.number(),
  summary: z.object({
    matched: z.number().int(),
    suggested: z.number().int(),
    unmatched: z.number().int(),
    possiblyMissingRevenue: z.number(),
  }),
  items: z.array(reconciliationItemSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** `POST /companies/{companyId}/reconciliation/matches`: confirm a suggestion (or an automatic match). */
export const reconciliationMatchInputSchema = z.object({
  transactionId: z.uuid({ error: reconciliationMessages.transactionNotFound }),
  targetType: reconciliationTargetTypeSchema,
  targetId: z.uuid({ error: reconciliationMessages.targetNotFound }),
});
export type ReconciliationMatchInput = z.infer<typeof reconciliationMatchInputSchema>;
