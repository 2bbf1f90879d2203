import { describe, expect, test } from 'vitest';
import { leadInputSchema, messages } from './index.js';

function messageFor(input: unknown, field: string) {
  const result = leadInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('lead (spec section 5)', () => {
  test('e-mail must match a pattern: "E-mail inválido"', () => {
    expect(messageFor({ name: 'Ana', email: 'ana@' }, 'email')).toBe(messages.invalidEmail);
    expect(messageFor({ name: 'Ana', email: 'ana silva@exemplo.com' }, 'email')).toBe(messages.invalidEmail);
  });

  test('a phone, when given, has at least 17 characters (a formatted phone): "Celular inválido"', () => {
    expect(messageFor({ name: 'Ana', email: 'ana@exemplo.com', phone: '11912345678' }, 'phone')).toBe(
      messages.invalidPhone,
    );
    expect(
      messageFor({ name: 'Ana', email: 'ana@exemplo.com', phone: '+55 11 9123-45678'.slice(0, 16) }, 'phone'),
    ).toBe(messages.invalidPhone);
    expect(
      leadInputSchema.safeParse({ name: 'Ana', email: 'ana@exemplo.com', phone: '+55 11 91234-5678' }).success,
    ).toBe(true);
    expect(leadInputSchema.safeParse({ name: 'Ana', email: 'ana@exemplo.com' }).success).toBe(true);
  });

  test('a name is required', () => {
    expect(messageFor({ email: 'ana@exemplo.com' }, 'name')).toBe(messages.nameRequired);
    expect(messageFor({ name: '  ', email: 'ana@exemplo.com' }, 'name')).toBe(messages.nameRequired);
  });
});
