import { UsersPage } from '~/features/users/admin/components/users-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Usuários');

export default function UsersAdminPage() {
  return <UsersPage />;
}
