import {
  emailChangeRequestSchema,
  messages,
  passwordChangeSchema,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  userMessages,
} from '@contabil/contracts';
import { z } from 'zod';

/**
 * Name and phone: the phone as the mask writes it, "Celular inválido" with fewer than 11
 * digits, sent as digits; an empty phone clears it (null).
 */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, messages.nameRequired).max(120),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || value.replace(/\D/g, '').length >= 11, messages.invalidPhone)
    .transform((value) => value.replace(/\D/g, '') || null),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const emailChangeFormSchema = emailChangeRequestSchema;

export const PASSWORDS_DIFFER = 'As senhas não conferem';

/** Current and new password, the new one typed twice. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirmation: z.string() })
  .refine((value) => value.newPassword === value.confirmation, { path: ['confirmation'], message: PASSWORDS_DIFFER });

/** Why a chosen photo cannot be sent (before any byte leaves), or null. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return userMessages.photoType;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return userMessages.photoTooLarge;
  return null;
}

/** "Enviamos um link para novo@exemplo.com…" after asking for an e-mail change. */
export function emailChangeSentMessage(email: string): string {
  return `Enviamos um link para ${email}. Abra o e-mail e confirme para trocar o seu e-mail de acesso. O link vale 24 horas.`;
}
