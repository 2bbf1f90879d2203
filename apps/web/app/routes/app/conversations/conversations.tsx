import { CustomerConversationsPage } from '~/features/conversations/components/customer-conversations-page';
import { useSession } from '~/session/use-session';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Conversas');

export default function ConversationsRoute() {
  const { contextCompany } = useSession();
  // The company guard above puts a company in context.
  return contextCompany ? <CustomerConversationsPage key={contextCompany.id} companyId={contextCompany.id} /> : null;
}
