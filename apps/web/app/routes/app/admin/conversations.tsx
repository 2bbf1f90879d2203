import { InboxPage } from '~/features/conversations/components/inbox-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Caixa de conversas');

export default function AdminConversationsRoute() {
  return <InboxPage />;
}
