import { ShortLinksAdminPage } from '~/features/short-links/short-links-admin-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Links curtos');

export default function ShortLinksRoute() {
  return <ShortLinksAdminPage />;
}
