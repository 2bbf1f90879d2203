import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { ConversationThread } from '~/features/conversations/components/conversation-thread';
import { FirmThreadControls } from '~/features/conversations/components/firm-thread-controls';
import { appPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/conversation';

export const meta = () => appPageMeta('Conversa');

export default function AdminConversationRoute({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const companyId = search.get('companyId');
  return (
    <div className="grid gap-4">
      <Link
        to="/app/admin/conversations"
        className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Caixa de conversas
      </Link>
      {companyId ? (
        <ConversationThread
          key={params.conversationId}
          companyId={companyId}
          conversationId={params.conversationId}
          aside={(thread) => <FirmThreadControls thread={thread} />}
        />
      ) : (
        <Alert tone="error">Abra a conversa pela caixa de conversas.</Alert>
      )}
    </div>
  );
}
