import { UserDetailPage } from '~/features/users/admin/components/user-detail-page';
import { appPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/user-detail';

export const meta = () => appPageMeta('Usuário');

export default function UserDetailRoute({ params }: Route.ComponentProps) {
  return <UserDetailPage key={params.userId} userId={params.userId} />;
}
