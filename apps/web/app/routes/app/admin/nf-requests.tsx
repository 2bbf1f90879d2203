import { NF_REQUESTS_TITLE, NfRequestsPage } from '~/features/nfs/admin/components/nf-requests-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta(NF_REQUESTS_TITLE);

export default function NfRequestsAdminPage() {
  return <NfRequestsPage />;
}
