import { CompanyOrdersPage, ORDER_PAGES } from '~/features/companies/admin/components/company-orders-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta(ORDER_PAGES.migration.title);

export default function MigrationRequestsPage() {
  return <CompanyOrdersPage kind="migration" />;
}
