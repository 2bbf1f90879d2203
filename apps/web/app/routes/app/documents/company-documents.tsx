import { CompanyDocumentsPage } from '~/features/documents/components/company-documents-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Documentos da empresa');

export default function CompanyDocumentsRoute() {
  return <CompanyDocumentsPage />;
}
