import { PlansAdminPage } from '~/features/plans/admin/plans-admin-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Planos');

export default function PlansRoute() {
  return <PlansAdminPage />;
}
