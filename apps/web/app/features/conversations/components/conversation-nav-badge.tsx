import { useQuery } from '@tanstack/react-query';
import { useSession } from '~/session/use-session';
import { useApiClient } from '~/lib/api-client-context';
import { conversationKeys, fetchInboxSummary, fetchUnread } from '../api/conversations-api';

export type ConversationBadgeKind = 'unread' | 'unanswered';

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-white tabular-nums">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function UnreadBadge({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const unread = useQuery({
    queryKey: conversationKeys.unread(companyId),
    queryFn: () => fetchUnread(client, companyId),
  });
  const count = unread.data ?? 0;
  return <CountBadge count={count} label={count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`} />;
}

function UnansweredBadge() {
  const client = useApiClient();
  const summary = useQuery({ queryKey: conversationKeys.summary, queryFn: () => fetchInboxSummary(client) });
  const count = summary.data?.unanswered ?? 0;
  return (
    <CountBadge count={count} label={count === 1 ? '1 conversa sem resposta' : `${count} conversas sem resposta`} />
  );
}

/** The menu's count: messages not read (the company's members) or threads without an answer (the firm). */
export function ConversationNavBadge({ kind }: { kind: ConversationBadgeKind }) {
  const session = useSession();
  if (!session.accessToken) return null;
  if (kind === 'unanswered') return <UnansweredBadge />;
  const companyId = session.contextCompany?.id;
  return companyId ? <UnreadBadge companyId={companyId} /> : null;
}
