import { z } from 'zod';

// Issue 24: how a customer pays us. Card, Pix and boleto, chosen at checkout, for the
// first payment and the renewals (decision 005, "Payment methods").

export const paymentMethodSchema = z.enum(['card', 'pix', 'boleto'], { error: 'Escolha cartão, Pix ou boleto' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Cartão de crédito',
  pix: 'Pix',
  boleto: 'Boleto',
};

/** A Pix charge: the copia-e-cola (BR Code) and its QR code, valid until `expiresAt`. */
export const pixChargeSchema = z.object({
  /** The BR Code (EMV) payload the bank app reads: the "Pix copia e cola". */
  code: z.string(),
  /** The same code as a QR code image (`data:image/svg+xml;base64,…`). */
  qrCodeDataUrl: z.string().startsWith('data:image/'),
  expiresAt: z.iso.datetime(),
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

/** A boleto: its digitable line (47 digits), due date and the PDF to print. */
export const boletoChargeSchema = z.object({
  /** The linha digitável, formatted as banks print it. */
  line: z.string(),
  /** `YYYY-MM-DD`. */
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pdfUrl: z.url(),
});
export type BoletoCharge = z.infer<typeof boletoChargeSchema>;

/**
 * What a payment carries about how it is paid (added to Payment and to the sandbox
 * session). Money in reais (decision 019): `amount`.
 */
export const paymentMethodDetailsShape = {
  /** The charge in reais. */
  amount: z.number(),
  /** How the customer chose to pay; null while no method is chosen. */
  method: paymentMethodSchema.nullable(),
  /** Until when it can be paid: the boleto's due date or the Pix code's expiry. */
  dueAt: z.iso.datetime().nullable(),
  pix: pixChargeSchema.nullable(),
  boleto: boletoChargeSchema.nullable(),
};

/** `POST /payments/sandbox/sessions/{id}/method`: the method the person chose on the sandbox checkout. */
export const sandboxMethodChoiceSchema = z.object({ method: paymentMethodSchema });

/** Messages of the payment methods, word for word. */
export const paymentMethodMessages = {
  /** Sandbox: simulating an expiry on a card payment. */
  cannotExpireCard: 'Só um Pix ou um boleto pode expirar',
  /** Sandbox: the boleto PDF of a payment that is not a boleto. */
  notBoleto: 'Este pagamento não é um boleto',
} as const;

/** The firm's receipt for a paid charge, in the company's documents. */
export const receiptTitle = (planName: string, period: string) => `Recibo da mensalidade ${planName} – ${period}`;
