import { CompanyOrdersPage, ORDER_PAGES } from '~/features/companies/admin/components/company-orders-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta(ORDER_PAGES.opening.title);

export default function OpeningRequestsPage() {
  return <CompanyOrdersPage kind="opening" />;
}
