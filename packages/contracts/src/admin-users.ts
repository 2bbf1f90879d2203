import { z } from 'zod';
import { messages } from './messages.js';
import { emailSchema } from './auth.js';
import { membershipRoleSchema, roleSchema, ROLE_COMPANY_MEMBER } from './roles.js';
import { paginationQuerySchema } from './pagination.js';
import { userMessages } from './users.js';

export const ADMIN_PHONE_MIN_LENGTH = 11;

/** `POST /admin/users` (spec section 3 "Admin user create"): no password; the person gets a "definir senha" link. */
export const adminUserCreateSchema = z.object({
  email: emailSchema,
  roles: z.array(roleSchema).default([]),
  companyId: z.uuid({ error: userMessages.invalidCompany }).optional(),
  /** The role in `companyId` (ours); company-member when omitted. */
  companyRole: membershipRoleSchema.default(ROLE_COMPANY_MEMBER),
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120),
  phone: z.string().trim().min(ADMIN_PHONE_MIN_LENGTH, messages.invalidPhone).max(20, messages.invalidPhone).optional(),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;

export const userStatusSchema = z.enum(['active', 'deactivated']);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const userStatusLabels: Readonly<Record<UserStatus, string>> = {
  active: 'Ativo',
  deactivated: 'Desativado',
};

/** `GET /admin/users`: `query` matches name or e-mail (accent- and case-insensitive). */
export const adminUsersQuerySchema = paginationQuerySchema().extend({
  companyId: z.uuid({ error: userMessages.invalidCompany }).optional(),
  query: z.string().trim().max(120).optional(),
  /** A global role (`system-admin`) or a company role (`company-admin`, `company-member`). */
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const userMembershipSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  role: membershipRoleSchema,
});
export type UserMembership = z.infer<typeof userMembershipSchema>;

export const adminUserSchema = z.object({
  uid: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  phoneNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Global roles as stored (company roles are in `memberships`). */
  roles: z.array(roleSchema),
  companies: z.array(z.uuid()),
  memberships: z.array(userMembershipSchema),
  status: userStatusSchema,
  deactivatedAt: z.iso.datetime().nullable(),
  /** False until the person sets a password (an account an admin created). */
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The terms and privacy policy version accepted at sign-up, and when (null: created by an admin, or before issue 27). */
  acceptedLegalVersion: z.string().nullable(),
  legalAcceptedAt: z.iso.datetime().nullable(),
  /** When the person asked for their account to be deleted: the firm handles it (LGPD art. 18, VI). */
  deletionRequestedAt: z.iso.datetime().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
