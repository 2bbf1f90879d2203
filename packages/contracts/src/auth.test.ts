import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  LEGAL_DOCUMENTS_VERSION,
  messages,
  paginationQuerySchema,
  passwordSchema,
  signUpInputSchema,
  adminUserCreateSchema,
} from './index.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('sign-up schema', () => {
  test('the spec’s messages, word for word', () => {
    expect(firstMessage(signUpInputSchema.safeParse({ name: 'A', email: 'a@b', password: '12345678' }))).toBe(
      'E-mail inválido',
    );
    expect(firstMessage(signUpInputSchema.safeParse({ name: 'A', email: 'a@b.com', password: '1234567' }))).toBe(
      'A senha deve conter no mínimo 8 caracteres',
    );
  });

  test('trims and lower-cases the e-mail', () => {
    const parsed = signUpInputSchema.parse({
      name: ' Ana ',
      email: ' Ana@Exemplo.COM ',
      password: '12345678',
      acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
    });
    expect(parsed).toMatchObject({ name: 'Ana', email: 'ana@exemplo.com' });
  });

  test('a missing field says "Campo obrigatório" unless the field names its own message', () => {
    expect(firstMessage(z.object({ cidade: z.string() }).safeParse({}))).toBe('Campo obrigatório');
    expect(firstMessage(passwordSchema.safeParse(undefined))).toBe(messages.passwordTooShort);
  });

  test('other built-in messages are Portuguese too', () => {
    expect(firstMessage(z.object({ n: z.number() }).safeParse({ n: 'x' }))).toMatch(/^Entrada inválida/);
  });
});

describe('admin user create schema', () => {
  test('a phone shorter than 11 characters: "Celular inválido"', () => {
    const base = { email: 'a@b.com', name: 'Ana' };
    expect(firstMessage(adminUserCreateSchema.safeParse({ ...base, phone: '1199999999' }))).toBe('Celular inválido');
    expect(adminUserCreateSchema.safeParse({ ...base, phone: '11999999999' }).success).toBe(true);
    expect(adminUserCreateSchema.safeParse(base).success).toBe(true);
  });
});

describe('pagination', () => {
  test('defaults to the list’s page size and caps limit at 100', () => {
    expect(paginationQuerySchema().parse({})).toEqual({ limit: 10, offset: 0 });
    expect(paginationQuerySchema(25).parse({})).toEqual({ limit: 25, offset: 0 });
    expect(paginationQuerySchema().parse({ limit: '7', offset: '14' })).toEqual({ limit: 7, offset: 14 });
    expect(paginationQuerySchema().safeParse({ limit: '101' }).success).toBe(false);
    expect(paginationQuerySchema().safeParse({ offset: '-1' }).success).toBe(false);
  });
});
