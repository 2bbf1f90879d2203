import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Skeleton } from '~/components/ui/skeleton';
import { QueryError } from '~/components/ui/query-error';
import { isSystemAdmin } from '~/session/company-requirements';
import { useSession } from '~/session/use-session';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { conversationKeys, fetchConversation, markRead } from '../api/conversations-api';
import { ConversationStatusBadge } from './conversation-status-badge';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/** Where the thread's subject is seen, for the side reading it. */
function subjectLink(thread: ConversationDetail, firm: boolean): { to: string; label: string } | null {
  if (thread.subjectType === 'nfs_request' && thread.subjectId) {
    return firm
      ? {
          to: `/app/admin/invoices/nf-requests?query=${encodeURIComponent(thread.companyName)}`,
          label: 'Ver pedidos de NFS-e',
        }
      : { to: `/app/invoices?pedido=${encodeURIComponent(thread.subjectId)}`, label: 'Ver o pedido de nota' };
  }
  if (thread.subjectType === 'document') {
    return firm
      ? { to: `/app/admin/companies/${thread.companyId}`, label: 'Ver documentos da empresa' }
      : { to: '/app/documents', label: 'Ver documentos' };
  }
  if (thread.subjectType === 'bank_transaction' && !firm) {
    return { to: '/app/bank-statements/accounts', label: 'Ver extratos' };
  }
  return null;
}

/** One conversation: its messages (live), who read them, and the composer; marks it read as it is seen. */
export function ConversationThread({
  companyId,
  conversationId,
  aside,
}: {
  companyId: string;
  conversationId: string;
  /** The firm's controls (assignment, status), beside the title. */
  aside?: (thread: ConversationDetail) => ReactNode;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const firm = isSystemAdmin(session);
  const readOnly = !!session.claims?.support;
  const thread = useQuery({
    queryKey: conversationKeys.thread(companyId, conversationId),
    queryFn: () => fetchConversation(client, companyId, conversationId),
  });
  const unread = thread.data?.unreadCount ?? 0;

  useEffect(() => {
    if (unread === 0 || readOnly) return;
    void markRead(client, companyId, conversationId).then(() =>
      queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
    );
  }, [client, companyId, conversationId, queryClient, readOnly, unread]);

  if (thread.isError) {
    return thread.error instanceof ApiError && thread.error.status === 404 ? (
      <Alert tone="error">Conversa não encontrada. Ela pode ser de outra empresa: confira a empresa escolhida.</Alert>
    ) : (
      <QueryError error={thread.error} onRetry={() => void thread.refetch()} />
    );
  }
  if (!thread.data) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  const data = thread.data;
  const link = subjectLink(data, firm);
  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          {firm && <p className="text-sm font-medium text-primary">{data.companyName}</p>}
          <h1 className="text-2xl font-semibold tracking-tight break-words">{data.title}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <ConversationStatusBadge status={data.status} />
            {data.assigneeName && <span>Contador: {data.assigneeName}</span>}
            {link && (
              <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                {link.label}
              </Link>
            )}
          </div>
        </div>
        {aside?.(data)}
      </header>
      <MessageList
        thread={data}
        viewer={{ userId: session.currentUser?.uid ?? '', side: firm ? 'firm' : 'customer' }}
        readOnly={readOnly}
      />
      {readOnly ? (
        <Alert tone="info">Sessão de suporte: você pode ler a conversa, mas não escrever como o cliente.</Alert>
      ) : (
        <MessageComposer companyId={companyId} conversationId={conversationId} canWriteNotes={firm} />
      )}
    </div>
  );
}
