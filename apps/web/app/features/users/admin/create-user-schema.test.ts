import { describe, expect, test } from 'vitest';
import { CREATE_USER_DEFAULTS, createUserFormSchema } from './create-user-schema';

const COMPANY = { id: '11111111-1111-4111-8111-111111111111', name: 'Padaria' };
const valid = { ...CREATE_USER_DEFAULTS, name: 'Rafael', email: 'rafael@exemplo.com.br' };

function messageOf(input: unknown, field: string) {
  const result = createUserFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('create user form', () => {
  test('a phone with fewer than 11 digits is "Celular inválido"', () => {
    expect(messageOf({ ...valid, phone: '(11) 9912' }, 'phone')).toBe('Celular inválido');
    expect(messageOf({ ...valid, email: 'sem-arroba' }, 'email')).toBe('E-mail inválido');
  });

  test('leaves as the contract body: phone digits, roles, the company and its role', () => {
    expect(
      createUserFormSchema.parse({
        ...valid,
        phone: '(11) 99123-4567',
        isSystemAdmin: true,
        company: COMPANY,
        companyRole: 'company-admin',
      }),
    ).toEqual({
      name: 'Rafael',
      email: 'rafael@exemplo.com.br',
      phone: '11991234567',
      roles: ['system-admin'],
      companyId: COMPANY.id,
      companyRole: 'company-admin',
    });
  });

  test('no phone and no company send neither', () => {
    expect(createUserFormSchema.parse(valid)).toEqual({ name: 'Rafael', email: 'rafael@exemplo.com.br', roles: [] });
  });
});
