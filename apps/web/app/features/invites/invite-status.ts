import type { InviteStatus } from '@contabil/contracts';

export const inviteStatusTones: Readonly<Record<InviteStatus, 'neutral' | 'success' | 'warning' | 'destructive'>> = {
  pending: 'warning',
  accepted: 'success',
  expired: 'neutral',
  revoked: 'destructive',
};

/** Why an invite can no longer be accepted, for the acceptance page; null while it still can. */
export function inviteClosedMessage(status: InviteStatus): string | null {
  if (status === 'expired') return 'Este convite expirou. Peça um novo convite a quem convidou você.';
  if (status === 'revoked') return 'Este convite foi cancelado por quem o enviou.';
  if (status === 'accepted') return 'Este convite já foi usado.';
  return null;
}

/** Only pending invites can be resent or revoked. */
export function canManageInvite(status: InviteStatus): boolean {
  return status === 'pending';
}
