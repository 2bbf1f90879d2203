import { userStatusLabels, type AdminUser } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';

/** Active or deactivated; an account that never set its password says so. */
export function UserStatusBadge({ user }: { user: Pick<AdminUser, 'status' | 'hasPassword'> }) {
  if (user.status === 'deactivated') return <Badge tone="destructive">{userStatusLabels.deactivated}</Badge>;
  if (!user.hasPassword) return <Badge tone="warning">Senha não definida</Badge>;
  return <Badge tone="success">{userStatusLabels.active}</Badge>;
}
