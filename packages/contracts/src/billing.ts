import { z } from 'zod';
import { messages } from './messages.js';
import { emailSchema } from './auth.js';
import { reaisSchema } from './brazilian-formats.js';
import { subscriptionStatusSchema } from './companies.js';
import { paginationQuerySchema } from './pagination.js';
import { paymentMethodDetailsShape } from './payment-methods.js';
import { feeInvoiceSchema } from './fee-invoice.js';
import { nextChargeSchema, subscriptionCancellationStateSchema } from './billing-changes.js';

// ---------------------------------------------------------------- plans

/** A plan on offer (the spec hides prices: ours, editable by system admins). */
export const planSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Monthly price in reais. */
  price: z.number(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /plans`: active plans for everyone; `includeInactive=true` for system admins. */
export const plansQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** `PUT /plans/{id}` (system admins). */
export const planUpdateSchema = z
  .object({
    name: z.string().trim().min(2, 'Informe o nome do plano').max(60),
    description: z.string().trim().max(300),
    /** In reais. */
    price: reaisSchema.min(0, 'O preço não pode ser negativo').max(100_000),
    features: z.array(z.string().trim().min(1).max(120)).max(12, 'Liste no máximo 12 itens'),
    isActive: z.boolean(),
    sortOrder: z.number().int().min(0).max(100),
  })
  .partial();
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

// ---------------------------------------------------------------- subscriptions

export const paymentProviderSchema = z.enum(['stripe', 'sandbox']);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

export const subscriptionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  planId: z.uuid(),
  planName: z.string(),
  /** Monthly price in reais. */
  price: z.number(),
  status: subscriptionStatusSchema,
  provider: paymentProviderSchema,
  currentPeriodEnd: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Scheduled for the end of the paid period (or done), with the reason given; null otherwise. */
  cancellation: subscriptionCancellationStateSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `POST /subscriptions/{id}?companyId=`: `{id}` is the plan; the answer carries the payment URL. */
export const subscriptionCheckoutQuerySchema = z.object({
  companyId: z.uuid({ message: 'Empresa inválida' }),
  /** Where to come back after paying: a path of the app (default /app/user/my-billing). */
  returnPath: z
    .string()
    .regex(/^\/app\/[\w\-/?=&.]*$/, 'Caminho de retorno inválido')
    .max(200)
    .optional(),
});
export const subscriptionCheckoutSchema = z.object({ subscriptionId: z.uuid(), url: z.url() });
export type SubscriptionCheckout = z.infer<typeof subscriptionCheckoutSchema>;

// ---------------------------------------------------------------- payments

/** `expired`: a Pix code or a boleto that was not paid in time (issue 24). */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const paymentStatusLabels = {
  pending: 'Aguardando',
  paid: 'Pago',
  failed: 'Falhou',
  expired: 'Expirado',
} as const;

/** A ledger row: a charge of the subscription, or a referral credit (negative amount, always paid). */
export const paymentKindSchema = z.enum(['charge', 'referral_credit']);
export type PaymentKind = z.infer<typeof paymentKindSchema>;
export const paymentKindLabels = { charge: 'Mensalidade', referral_credit: 'Crédito de indicação' } as const;

export const paymentSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  kind: paymentKindSchema,
  /** Null on referral credits. */
  subscriptionId: z.uuid().nullable(),
  description: z.string(),
  status: paymentStatusSchema,
  provider: paymentProviderSchema,
  paidAt: z.iso.datetime().nullable(),
  failedAt: z.iso.datetime().nullable(),
  /** Where this charge can still be paid (the checkout or Stripe's invoice page); null once paid. */
  checkoutUrl: z.url().nullable(),
  createdAt: z.iso.datetime(),
  ...paymentMethodDetailsShape,
  /** The firm's NFS-e for this fee (paid charges), once requested; null otherwise. */
  feeInvoice: feeInvoiceSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `PUT /subscriptions/plan?companyId=`: another plan for an active subscription, from the next charge on. */
export const subscriptionPlanChangeSchema = z.object({ planId: z.uuid({ message: 'Plano inválido' }) });
/** The payment provider (Stripe) did not answer or refused the call: nothing of ours changed. */
export const paymentProviderMessages = {
  unavailable:
    'Não conseguimos falar com o sistema de pagamentos agora. Nada foi alterado: tente de novo em alguns minutos.',
} as const;

export const planChangeMessages = {
  samePlan: 'A empresa já está neste plano',
  noActiveSubscription: 'A empresa não tem uma assinatura ativa para trocar de plano',
} as const;

/** `GET /billing/overview?companyId=`: what /app/user/my-billing shows above the history. */
export const billingOverviewSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  /** The oldest charge still to pay, with its payment URL. */
  openPayment: paymentSchema.nullable(),
  credits: z.object({
    /** Sum of the referral credits in the ledger (positive, in reais). */
    balance: z.number(),
    entries: z.array(
      z.object({
        id: z.uuid(),
        /** In reais. */
        amount: z.number(),
        description: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  }),
  /** The next renewal with the referral credit deducted; null without a live subscription or once cancelled. */
  nextCharge: nextChargeSchema.nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** `GET /v1/ecommerce/payments?companyId=`. */
export const paymentsQuerySchema = z.object({ companyId: z.uuid({ message: 'Empresa inválida' }) });

/** The built-in sandbox checkout (development): a person pays or fails the payment. */
export const sandboxCheckoutSessionSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  planName: z.string(),
  status: z.enum(['open', 'paid', 'failed', 'expired']),
  /** Where the page sends the person afterwards (the wizard or the billing page). */
  returnUrl: z.url(),
  ...paymentMethodDetailsShape,
});
export type SandboxCheckoutSession = z.infer<typeof sandboxCheckoutSessionSchema>;

// ---------------------------------------------------------------- leads

export const LEAD_PHONE_MIN_LENGTH = 17;

/** The public page a lead was sent from, so the accountant who calls back knows what it is about. */
export const leadSourceSchema = z.enum([
  'home',
  'abrir-empresa',
  'trocar-contador',
  'irpf-2024',
  'irpf-2025',
  'irpf-2026',
]);
export type LeadSource = z.infer<typeof leadSourceSchema>;
export const leadSourceLabels: Record<LeadSource, string> = {
  home: 'Página inicial',
  'abrir-empresa': 'Abrir empresa',
  'trocar-contador': 'Trocar de contador',
  'irpf-2024': 'IRPF 2024',
  'irpf-2025': 'IRPF 2025',
  'irpf-2026': 'IRPF 2026',
};

/** `POST /leads` (spec sections 3 and 5). */
export const leadInputSchema = z.object({
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120),
  email: emailSchema,
  phone: z.string().trim().min(LEAD_PHONE_MIN_LENGTH, messages.invalidPhone).max(25, messages.invalidPhone).optional(),
  planId: z.uuid().optional(),
  source: leadSourceSchema.optional(),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  planId: z.uuid().nullable(),
  planName: z.string().nullable(),
  source: leadSourceSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = paginationQuerySchema();
