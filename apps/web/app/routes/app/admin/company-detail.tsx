import { CompanyDetailPage } from '~/features/companies/admin/components/company-detail-page';
import { appPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/company-detail';

export const meta = () => appPageMeta('Empresa');

export default function CompanyDetailRoute({ params }: Route.ComponentProps) {
  // A key per company: moving between companies starts the page (and its forms) afresh.
  return <CompanyDetailPage key={params.companyId} companyId={params.companyId} />;
}
