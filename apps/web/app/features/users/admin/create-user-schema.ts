import { adminUserCreateSchema, messages, ROLE_COMPANY_MEMBER, membershipRoleSchema } from '@contabil/contracts';
import { z } from 'zod';

/**
 * The create-user form: the contract's fields, the phone as the mask writes it. A phone
 * given with fewer than 11 digits is "Celular inválido" (spec section 5); it leaves as
 * digits, and an empty one is not sent.
 */
export const createUserFormSchema = z
  .object({
    name: adminUserCreateSchema.shape.name,
    email: adminUserCreateSchema.shape.email,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || value.replace(/\D/g, '').length >= 11, messages.invalidPhone)
      .transform((value) => value.replace(/\D/g, '') || undefined),
    isSystemAdmin: z.boolean(),
    company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    companyRole: membershipRoleSchema,
  })
  .transform(({ isSystemAdmin, company, companyRole, phone, ...rest }) => ({
    ...rest,
    ...(phone ? { phone } : {}),
    roles: isSystemAdmin ? ['system-admin'] : [],
    ...(company ? { companyId: company.id, companyRole } : {}),
  }));
export type CreateUserFormInput = z.input<typeof createUserFormSchema>;
export type CreateUserFormValues = z.output<typeof createUserFormSchema>;

export const CREATE_USER_DEFAULTS: CreateUserFormInput = {
  name: '',
  email: '',
  phone: '',
  isSystemAdmin: false,
  company: null,
  companyRole: ROLE_COMPANY_MEMBER,
};
