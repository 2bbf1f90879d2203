import { z } from 'zod';
import { messages } from './messages.js';
import { emailSchema, passwordSchema, PASSWORD_MAX_LENGTH } from './auth.js';
import { roleSchema } from './roles.js';

// A person's own account (spec section 7 "Users": PATCH /users/{id}, DELETE /users/{id})
// and what /app/user/my-profile needs around it (decision 009).

export const PROFILE_PHONE_MIN_LENGTH = 11;
/** The photo a person sends: JPEG, PNG or WebP up to 5 MB; the API keeps a 256×256 square. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_SIZE = 256;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A "definir senha" link (admin-created accounts) lives 72 hours; an e-mail change link 24 hours. */
export const SET_PASSWORD_TTL_HOURS = 72;
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const userMessages = {
  invalidUser: 'Usuário inválido',
  invalidCompany: 'Empresa inválida',
  userNotFound: 'Usuário não encontrado',
  onlyOwnProfile: 'Você só pode alterar a sua própria conta',
  rolesByAdmins: 'Só administradores do sistema alteram papéis',
  deactivated: 'Esta conta foi desativada. Fale com o suporte para reativá-la.',
  alreadyDeactivated: 'Esta conta já está desativada',
  notDeactivated: 'Esta conta não está desativada',
  cannotDeactivateSelfAdmin: 'Um administrador do sistema não pode desativar a própria conta',
  currentPasswordWrong: 'A senha atual está incorreta',
  currentPasswordRequired: 'Informe a senha atual',
  sameEmail: 'Este já é o seu e-mail',
  emailChangeSent: 'Enviamos um link de confirmação para o novo e-mail',
  emailChangeInvalid: 'O link de confirmação de e-mail é inválido ou expirou',
  photoType: 'Envie uma imagem JPG, PNG ou WebP',
  photoTooLarge: 'Envie uma imagem de até 5 MB',
  photoMissing: 'Escolha uma imagem',
  photoUnreadable: 'Não foi possível ler esta imagem',
  notDuringSupport: 'Esta ação não está disponível durante um acesso de suporte',
  nothingToChange: 'Nada para alterar',
} as const;

export const userIdParamsSchema = z.object({ id: z.uuid({ error: userMessages.invalidUser }) });

const profilePhoneSchema = z
  .string()
  .trim()
  .max(20, messages.invalidPhone)
  .refine((v) => v === '' || v.length >= PROFILE_PHONE_MIN_LENGTH, messages.invalidPhone);

/**
 * `PATCH /users/{id}`: the person edits their own name and phone (empty phone clears it);
 * a system admin edits anyone's, and also `roles` (global roles; take effect at the next refresh).
 */
export const userUpdateSchema = z
  .object({
    name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120),
    phone: profilePhoneSchema.nullable(),
    roles: z.array(roleSchema).max(20),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, userMessages.nothingToChange);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** `POST /users/{id}/email-change`: a confirmation link goes to the NEW address. */
export const emailChangeRequestSchema = z.object({
  email: emailSchema,
  currentPassword: z
    .string({ error: userMessages.currentPasswordRequired })
    .min(1, userMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** `POST /users/email-change/confirm` (public: the token proves the address). */
export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: userMessages.emailChangeInvalid }).min(1, userMessages.emailChangeInvalid).max(512),
});

/** `PUT /users/{id}/password`: the current password is required. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: userMessages.currentPasswordRequired })
    .min(1, userMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
