import { PartnersAdminPage } from '~/features/partners/admin/partners-admin-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Parceiros');

export default function PartnersAdminRoute() {
  return <PartnersAdminPage />;
}
