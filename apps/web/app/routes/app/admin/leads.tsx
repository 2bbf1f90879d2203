import { LeadsAdminPage } from '~/features/leads/admin/leads-admin-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Leads');

export default function LeadsRoute() {
  return <LeadsAdminPage />;
}
