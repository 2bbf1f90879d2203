import { z } from 'zod';

/*
 * Issue 24 (items 2 and 3): cancellation by the customer, the next charge with the
 * referral credit deducted, dunning, and paying the open charge from the disabled page.
 * Money on the wire in reais (decision 019).
 */

// ---------------------------------------------------------------- cancellation

export const cancellationReasonSchema = z.enum(
  ['price', 'not_using', 'missing_features', 'service', 'closing_company', 'other'],
  { error: 'Escolha o motivo do cancelamento' },
);
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;
export const cancellationReasonLabels: Record<CancellationReason, string> = {
  price: 'O preço está alto para a empresa',
  not_using: 'Não estou usando o serviço',
  missing_features: 'Falta algo de que preciso',
  service: 'Não fiquei satisfeito com o atendimento',
  closing_company: 'Vou fechar a empresa',
  other: 'Outro motivo',
};

export const cancellationMessages = {
  noteRequired: 'Conte em poucas palavras o motivo do cancelamento',
  noteTooLong: 'Escreva no máximo 500 caracteres',
  noActiveSubscription: 'A empresa não tem uma assinatura ativa para cancelar',
  alreadyCancelled: 'A assinatura já está cancelada para o fim do período',
  notCancelled: 'A assinatura não tem um cancelamento para desfazer',
  noRenewal: 'A assinatura foi cancelada e não terá nova cobrança',
  /** The reason the disabled page shows once the cancelled subscription ended. */
  endedReason: 'A assinatura foi cancelada a pedido da empresa.',
} as const;

/** `POST /subscriptions/cancellation?companyId=`: cancel at the end of the paid period. */
export const subscriptionCancellationSchema = z
  .object({
    reason: cancellationReasonSchema,
    note: z.string().trim().max(500, cancellationMessages.noteTooLong).optional(),
  })
  .refine((value) => value.reason !== 'other' || (value.note ?? '').length > 0, {
    message: cancellationMessages.noteRequired,
    path: ['note'],
  });
export type SubscriptionCancellation = z.infer<typeof subscriptionCancellationSchema>;

/** The cancellation of a subscription, when one is scheduled or done. */
export const subscriptionCancellationStateSchema = z.object({
  /** Null when cancelled at Stripe (the customer gave us no reason). */
  reason: cancellationReasonSchema.nullable(),
  note: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  /** The last day of access: the end of the paid period. */
  endsAt: z.iso.datetime().nullable(),
});
export type SubscriptionCancellationState = z.infer<typeof subscriptionCancellationStateSchema>;

// ---------------------------------------------------------------- the next charge

/** The next renewal: the plan's price, the referral credit deducted from it, and what is left to pay. */
export const nextChargeSchema = z.object({
  date: z.iso.datetime(),
  /** The plan's price, in reais. */
  amount: z.number(),
  /** The referral credit deducted, in reais (at most the price). */
  creditAmount: z.number(),
  /** What will be charged, in reais. */
  amountDue: z.number(),
});
export type NextCharge = z.infer<typeof nextChargeSchema>;

// ---------------------------------------------------------------- dunning and paying the open charge

export const dunningMessages = {
  /** The reason the disabled page shows once the grace ended without payment. */
  disabledReason: 'A mensalidade ficou em aberto além do prazo de tolerância.',
  nothingToPay: 'Não há mensalidade em aberto para pagar',
  noPaymentLink: 'Ainda não há um link para pagar esta mensalidade. Fale com o nosso atendimento.',
} as const;

/** `POST /billing/open-charge/checkout?companyId=`: where to pay the charge in the open (a new checkout when needed). */
export const openChargeCheckoutSchema = z.object({ paymentId: z.uuid(), url: z.url() });
export type OpenChargeCheckout = z.infer<typeof openChargeCheckoutSchema>;

/** What the billing page and the disabled page say of it, word for word. */
export const billingChangesCopy = {
  /** "Cancelada, ativa até 27/12/2026". */
  cancelledUntil: (date: string) => `Cancelada, ativa até ${date}`,
  cancelledDone: (date: string) => `Assinatura cancelada. A empresa continua com acesso até ${date}.`,
  undoDone: 'Cancelamento desfeito. A assinatura continua normalmente.',
  cancelFailed: 'Não foi possível cancelar a assinatura. Tente novamente.',
  undoFailed: 'Não foi possível desfazer o cancelamento. Tente novamente.',
  payFailed: 'Não foi possível abrir o pagamento. Tente novamente.',
} as const;
