import { z } from 'zod';
import { messages } from './messages.js';
import { emailSchema } from './auth.js';
import { roleSchema } from './roles.js';
import { paginationQuerySchema } from './pagination.js';

export const ADMIN_PHONE_MIN_LENGTH = 11;

export const adminUserCreateSchema = z.object({
  email: emailSchema,
  roles: z.array(roleSchema).default([]),
  companyId: z.uuid().optional(),
  name: z.string().trim().min(1, messages.nameRequired).max(120),
  phone: z.string().trim().min(ADMIN_PHONE_MIN_LENGTH, messages.invalidPhone).max(20).optional(),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const adminUsersQuerySchema = paginationQuerySchema().extend({
  companyId: z.uuid().optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  uid: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  phoneNumber: z.string().nullable(),
  roles: z.array(roleSchema),
  companies: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
