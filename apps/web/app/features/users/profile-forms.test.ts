import { describe, expect, test } from 'vitest';
import {
  emailChangeSentMessage,
  PASSWORDS_DIFFER,
  passwordFormSchema,
  photoProblem,
  profileFormSchema,
} from './profile-forms';

describe('profile forms', () => {
  test('phone: "Celular inválido" when short, digits when valid, null when cleared', () => {
    const short = profileFormSchema.safeParse({ name: 'Ana', phone: '(11) 9' });
    expect(short.success ? null : short.error.issues[0]?.message).toBe('Celular inválido');
    expect(profileFormSchema.parse({ name: ' Ana ', phone: '(11) 98765-4321' })).toEqual({
      name: 'Ana',
      phone: '11987654321',
    });
    expect(profileFormSchema.parse({ name: 'Ana', phone: '' }).phone).toBeNull();
  });

  test('password: the spec message, and the confirmation must match', () => {
    const short = passwordFormSchema.safeParse({ currentPassword: 'x', newPassword: 'curta', confirmation: 'curta' });
    expect(short.success ? null : short.error.issues[0]?.message).toBe('A senha deve conter no mínimo 8 caracteres');
    const differ = passwordFormSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'nova-senha-1',
      confirmation: 'nova-senha-2',
    });
    expect(differ.success ? null : differ.error.issues[0]).toMatchObject({
      message: PASSWORDS_DIFFER,
      path: ['confirmation'],
    });
  });

  test('photo: type and size are checked before sending', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('Envie uma imagem JPG, PNG ou WebP');
    expect(photoProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('Envie uma imagem de até 5 MB');
    expect(photoProblem({ type: 'image/webp', size: 1024 })).toBeNull();
  });

  test('says where the e-mail change link went', () => {
    expect(emailChangeSentMessage('novo@exemplo.com.br')).toMatch(/^Enviamos um link para novo@exemplo\.com\.br\./);
  });
});
