import { z } from 'zod';
import { currentUserSchema, claimsSchema } from './auth.js';

// Support access (decision 009): a company user lets our team see the app as them, for a
// while; a system admin then opens a short session (no refresh token), audited.

export const SUPPORT_GRANT_HOURS = [1, 24, 72] as const;
export const SUPPORT_SESSION_TTL_SECONDS = 30 * 60;

export const supportAccessMessages = {
  hoursInvalid: 'Escolha 1, 24 ou 72 horas',
  noConsent: 'Este usuário não autorizou o acesso de suporte, ou a autorização expirou',
  grantNotFound: 'Autorização não encontrada',
  notForAdmins: 'Administradores do sistema não precisam autorizar acesso de suporte',
  notForSupport: 'Uma sessão de suporte não pode abrir outra',
  userDeactivated: 'Esta conta está desativada',
} as const;

export const supportGrantHoursLabels: Readonly<Record<(typeof SUPPORT_GRANT_HOURS)[number], string>> = {
  1: '1 hora',
  24: '24 horas',
  72: '72 horas',
};

/** `POST /support-access/grants`. */
export const supportGrantCreateSchema = z.object({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  hours: z.union([z.literal(1), z.literal(24), z.literal(72)], { error: supportAccessMessages.hoursInvalid }),
});
export type SupportGrantCreate = z.infer<typeof supportGrantCreateSchema>;

export const supportGrantSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  userEmail: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type SupportGrant = z.infer<typeof supportGrantSchema>;

/** `GET /support-access/grants?companyId=`: the caller's active grant for that company, or null. */
export const supportGrantQuerySchema = z.object({ companyId: z.uuid({ error: 'Empresa inválida' }) });

/** `POST /admin/support-access/sessions`. */
export const supportSessionCreateSchema = z.object({ userId: z.uuid({ error: 'Usuário inválido' }) });

/** The answer: an access token only (30 minutes, no refresh token) acting as the user. */
export const supportSessionSchema = z.object({
  sessionId: z.uuid(),
  accessToken: z.string(),
  expiresIn: z.number().int(),
  expiresAt: z.iso.datetime(),
  user: currentUserSchema,
  claims: claimsSchema,
});
export type SupportSession = z.infer<typeof supportSessionSchema>;
