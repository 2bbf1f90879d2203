import { describe, expect, test } from 'vitest';
import {
  adminUserCreateSchema,
  inviteCreateSchema,
  partnerUpsertSchema,
  pickPartnerData,
  supportGrantCreateSchema,
  userUpdateSchema,
  validatePartnerData,
  type PartnerField,
} from './index.js';

function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('admin user create', () => {
  test('the spec’s messages: "E-mail inválido", and "Celular inválido" for a phone under 11 characters', () => {
    expect(fieldMessages(adminUserCreateSchema.safeParse({ email: 'x', name: 'Ana', roles: [] }))).toEqual({
      email: 'E-mail inválido',
    });
    expect(
      fieldMessages(adminUserCreateSchema.safeParse({ email: 'a@b.com', name: 'Ana', roles: [], phone: '1234567890' })),
    ).toEqual({ phone: 'Celular inválido' });
    const ok = adminUserCreateSchema.parse({
      email: 'A@B.com',
      name: 'Ana',
      roles: ['system-admin'],
      phone: '11912345678',
    });
    expect(ok).toMatchObject({ email: 'a@b.com', companyRole: 'company-member' });
  });
});

describe('profile update', () => {
  test('an empty phone clears it; a short one is "Celular inválido"; an empty body has nothing to change', () => {
    expect(userUpdateSchema.parse({ phone: '' })).toEqual({ phone: '' });
    expect(fieldMessages(userUpdateSchema.safeParse({ phone: '119' }))).toEqual({ phone: 'Celular inválido' });
    expect(userUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('invites and support grants', () => {
  test('an invite names a company role; a grant lasts 1, 24 or 72 hours', () => {
    expect(inviteCreateSchema.safeParse({ email: 'a@b.com', role: 'system-admin' }).success).toBe(false);
    expect(
      supportGrantCreateSchema.safeParse({ companyId: '7d3b0c1e-2f4a-4b5c-8d6e-9f0a1b2c3d4e', hours: 24 }).success,
    ).toBe(true);
    expect(
      fieldMessages(
        supportGrantCreateSchema.safeParse({ companyId: '7d3b0c1e-2f4a-4b5c-8d6e-9f0a1b2c3d4e', hours: 5 }),
      ),
    ).toEqual({
      hours: 'Escolha 1, 24 ou 72 horas',
    });
  });
});

describe('partner forms', () => {
  const fields: PartnerField[] = [
    { key: 'name', label: 'Nome', type: 'text', required: true },
    { key: 'email', label: 'E-mail', type: 'email', required: true },
    { key: 'phone', label: 'Celular', type: 'phone', required: false },
    { key: 'cnpj', label: 'CNPJ', type: 'cnpj', required: true },
    { key: 'size', label: 'Porte', type: 'select', required: true, options: ['Pequena', 'Média'] },
  ];

  test('per-field Portuguese messages; unknown keys dropped', () => {
    expect(
      validatePartnerData(fields, { email: 'x', phone: '123', cnpj: '11.111.111/1111-11', size: 'Grande' }),
    ).toEqual({
      name: 'Campo obrigatório',
      email: 'E-mail inválido',
      phone: 'Celular inválido',
      cnpj: 'CNPJ inválido',
      size: 'Escolha uma das opções',
    });
    expect(pickPartnerData(fields, { name: ' Ana ', other: 'x' })).toEqual({ name: 'Ana' });
  });

  test('a partner’s form needs distinct keys and options for lists', () => {
    const result = partnerUpsertSchema.safeParse({
      slug: 'novo',
      name: 'Novo',
      description: 'Parceiro',
      benefits: [],
      fields: [
        { key: 'a', label: 'A', type: 'select', required: true },
        { key: 'a', label: 'B', type: 'text', required: false },
      ],
    });
    expect(fieldMessages(result)).toEqual({
      'fields.0.options': 'Um campo de lista precisa de opções',
      'fields.1.key': 'Cada campo precisa de uma chave diferente',
    });
  });
});
