import { Link } from 'react-router';
import { Paperclip } from 'lucide-react';
import { conversationSubjectLabels, type Conversation } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { formatDateTime } from '~/lib/format/dates';
import { waitingTime } from '~/lib/format/waiting-time';
import { ConversationStatusBadge } from './conversation-status-badge';

/** Threads as a list of links: title, subject, status, last message, unread count; for the firm, company and waiting time. */
export function ConversationList({
  conversations,
  hrefOf,
  firm,
}: {
  conversations: Conversation[];
  hrefOf: (conversation: Conversation) => string;
  firm: boolean;
}) {
  return (
    <ul className="grid divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Conversas">
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            to={hrefOf(c)}
            className="grid gap-1 px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{c.title}</span>
              <ConversationStatusBadge status={c.status} />
              {c.unreadCount > 0 && (
                <Badge tone="destructive">{c.unreadCount === 1 ? '1 não lida' : `${c.unreadCount} não lidas`}</Badge>
              )}
            </div>
            <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
              {firm && <span className="font-medium text-foreground">{c.companyName}</span>}
              <span>{conversationSubjectLabels[c.subjectType]}</span>
              {firm && <span>{c.assigneeName ? `Responsável: ${c.assigneeName}` : 'Sem responsável'}</span>}
              {c.waitingSince && c.status !== 'resolved' && (
                <span className="font-medium text-warning">Aguardando resposta {waitingTime(c.waitingSince)}</span>
              )}
              {c.lastMessageAt && (
                <span className="tabular-nums">Última mensagem: {formatDateTime(c.lastMessageAt)}</span>
              )}
            </div>
            {c.lastMessagePreview !== null ? (
              <p className="truncate text-sm text-muted-foreground">
                {c.lastMessagePreview || <Paperclip className="inline size-3" aria-label="Anexo" />}
              </p>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
