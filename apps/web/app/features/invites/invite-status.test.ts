import { describe, expect, test } from 'vitest';
import { inviteStatusLabels, inviteStatusSchema } from '@contabil/contracts';
import { canManageInvite, inviteClosedMessage, inviteStatusTones } from './invite-status';

describe('invite status', () => {
  test('every status has a chip label and a tone', () => {
    for (const status of inviteStatusSchema.options) {
      expect(inviteStatusLabels[status]).toBeTruthy();
      expect(inviteStatusTones[status]).toBeTruthy();
    }
    expect(Object.values(inviteStatusLabels)).toEqual(['Pendente', 'Aceito', 'Expirado', 'Revogado']);
  });

  test('only a pending invite can be accepted, resent or revoked', () => {
    expect(inviteClosedMessage('pending')).toBeNull();
    expect(canManageInvite('pending')).toBe(true);
    for (const status of ['accepted', 'expired', 'revoked'] as const) {
      expect(canManageInvite(status)).toBe(false);
      expect(inviteClosedMessage(status)).toBeTruthy();
    }
    expect(inviteClosedMessage('expired')).toBe('Este convite expirou. Peça um novo convite a quem convidou você.');
    expect(inviteClosedMessage('accepted')).toBe('Este convite já foi usado.');
  });
});
