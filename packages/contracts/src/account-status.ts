import { z } from 'zod';
import { companyStatusSchema } from './companies.js';
import { paymentSchema } from './billing.js';

/** `GET /companies/{id}/account-status`: what /app/user/disabled explains (decision 009). */
export const companyAccountStatusSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  status: companyStatusSchema,
  /** Why the status last changed (the admin's reason, or "payment failed"), when recorded. */
  reason: z.string().nullable(),
  changedAt: z.iso.datetime().nullable(),
  /** A charge still to pay, with its payment URL (overdue companies). */
  openPayment: paymentSchema.nullable(),
  /** Where to reach us. */
  contactEmail: z.string(),
  /** WhatsApp digits with country and area code (`https://wa.me/{digits}`), when configured. */
  contactWhatsapp: z.string().nullable(),
});
export type CompanyAccountStatus = z.infer<typeof companyAccountStatusSchema>;
