import {
  LEGAL_DOCUMENTS_VERSION,
  emailSchema,
  legalMessages,
  messages,
  passwordSchema,
  signUpInputSchema,
} from '@contabil/contracts';
import { z } from 'zod';

export const MOBILE_PHONE_REQUIRED = 'Informe o celular';

/** A mobile number as the mask writes it: "(11) 91234-5678". */
const MASKED_MOBILE_PHONE = /^\([1-9]\d\) 9\d{4}-\d{4}$/;

/**
 * The fields the person fills in; the track and the referral come from the link that
 * brought them. The contract's messages ("E-mail inválido", "A senha deve conter no
 * mínimo 8 caracteres") are the spec's, word for word. The phone leaves as digits.
 */
export const signUpFormSchema = z.object({
  name: signUpInputSchema.shape.name,
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(1, MOBILE_PHONE_REQUIRED)
    .regex(MASKED_MOBILE_PHONE, messages.invalidPhone)
    .transform((value) => value.replace(/\D/g, '')),
  password: passwordSchema,
  /** The box "Li e aceito os termos de uso e a política de privacidade": leaves as the version accepted. */
  acceptedLegalVersion: z
    .boolean()
    .refine((accepted) => accepted, legalMessages.acceptanceRequired)
    .transform((): typeof LEGAL_DOCUMENTS_VERSION => LEGAL_DOCUMENTS_VERSION),
});
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;
