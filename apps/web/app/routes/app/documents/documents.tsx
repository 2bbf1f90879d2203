import { DocumentsPage } from '~/features/documents/components/documents-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Documentos');

export default function DocumentsRoute() {
  return <DocumentsPage />;
}
