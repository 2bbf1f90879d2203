import { z } from 'zod';

export const ROLE_SYSTEM_ADMIN = 'system-admin';
export const ROLE_COMPANY_ADMIN = 'company-admin';
export const ROLE_COMPANY_MEMBER = 'company-member';

/** Roles travel as plain names: the two the spec knows, and others checked by name. */
export const roleSchema = z.string().min(1).max(64);
export const membershipRoleSchema = z.enum([ROLE_COMPANY_ADMIN, ROLE_COMPANY_MEMBER]);
export type MembershipRole = z.infer<typeof membershipRoleSchema>;
