import { InvitesPage } from '~/features/invites/components/invites-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Convites');

export default function MyInvitesPage() {
  return <InvitesPage />;
}
