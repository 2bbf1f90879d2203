import { z } from 'zod';
import { emailSchema } from './auth.js';
import { membershipRoleSchema, type MembershipRole } from './roles.js';
import { paginationQuerySchema } from './pagination.js';

// Invites (decision 009): a company admin invites a person by e-mail with a role; the link
// `${WEB_ORIGIN}/app/convite/{token}` is single use and lives 7 days.

export const INVITE_TTL_DAYS = 7;

export const inviteStatusSchema = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;
export const inviteStatusLabels: Readonly<Record<InviteStatus, string>> = {
  pending: 'Pendente',
  accepted: 'Aceito',
  expired: 'Expirado',
  revoked: 'Revogado',
};
export const membershipRoleLabels: Readonly<Record<MembershipRole, string>> = {
  'company-admin': 'Administrador da empresa',
  'company-member': 'Membro',
};

export const inviteMessages = {
  inviteNotFound: 'Convite não encontrado',
  invalidInvite: 'Convite inválido',
  expired: 'Este convite expirou. Peça um novo convite a quem convidou você.',
  revoked: 'Este convite foi cancelado',
  alreadyAccepted: 'Este convite já foi usado',
  alreadyMember: 'Esta pessoa já faz parte da empresa',
  youAreAlreadyMember: 'Você já faz parte desta empresa',
  emailMismatch: 'Este convite foi enviado para outro e-mail. Entre com o e-mail convidado.',
  pendingExists: 'Já existe um convite pendente para este e-mail',
  onlyPending: 'Só convites pendentes podem ser reenviados ou cancelados',
  companyAdminsOnly: 'Só administradores da empresa podem convidar pessoas',
} as const;

/** `POST /companies/{id}/invites`. */
export const inviteCreateSchema = z.object({
  email: emailSchema,
  role: membershipRoleSchema,
});
export type InviteCreate = z.infer<typeof inviteCreateSchema>;

/** `GET /companies/{id}/invites`: newest first. */
export const invitesQuerySchema = paginationQuerySchema().extend({ status: inviteStatusSchema.optional() });
export type InvitesQuery = z.infer<typeof invitesQuerySchema>;

export const inviteSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  email: z.string(),
  role: membershipRoleSchema,
  status: inviteStatusSchema,
  invitedBy: z.object({ uid: z.uuid().nullable(), name: z.string() }),
  acceptedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime(),
  resentCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const inviteIdParamsSchema = z.object({ id: z.uuid({ error: inviteMessages.invalidInvite }) });
export const inviteTokenParamsSchema = z.object({
  token: z.string().min(1, inviteMessages.invalidInvite).max(512, inviteMessages.invalidInvite),
});

/** `GET /invites/{token}` (public): what the accept page shows. */
export const invitePreviewSchema = z.object({
  companyName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: membershipRoleSchema,
  status: inviteStatusSchema,
  expiresAt: z.iso.datetime(),
  /** Whether an account with this e-mail exists: the page offers sign-in, otherwise sign-up. */
  hasAccount: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** `POST /invites/{token}/accept`: the company joined. */
export const inviteAcceptedSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  role: membershipRoleSchema,
});
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;
