import { UsersPage } from '~/features/admin-users/components/users-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Usuários');

export default function UsersAdminPage() {
  return <UsersPage />;
}
