import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ConversationThread } from '~/features/conversations/components/conversation-thread';
import { useSession } from '~/session/use-session';
import { appPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/conversation';

export const meta = () => appPageMeta('Conversa');

export default function ConversationRoute({ params }: Route.ComponentProps) {
  const { contextCompany } = useSession();
  const [search] = useSearchParams();
  // The e-mail's link names the company; the API checks the person belongs to it.
  const companyId = search.get('companyId') ?? contextCompany?.id;
  return (
    <div className="grid gap-4">
      <Link
        to="/app/conversations"
        className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Todas as conversas
      </Link>
      {companyId && (
        <ConversationThread key={params.conversationId} companyId={companyId} conversationId={params.conversationId} />
      )}
    </div>
  );
}
