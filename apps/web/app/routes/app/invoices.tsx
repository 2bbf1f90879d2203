import { InvoicesPage } from '~/features/nfs/components/invoices-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Notas fiscais');

export default function InvoicesRoute() {
  return <InvoicesPage />;
}
