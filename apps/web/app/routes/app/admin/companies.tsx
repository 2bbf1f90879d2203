import { COMPANIES_TITLE, CompaniesPage } from '~/features/documents/admin/components/companies-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta(COMPANIES_TITLE);

export default function CompaniesAdminPage() {
  return <CompaniesPage />;
}
