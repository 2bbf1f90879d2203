import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import {
  conversationInboxFilterLabels,
  conversationInboxFilterSchema,
  type ConversationInboxFilter,
} from '@contabil/contracts';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { useApiClient } from '~/lib/api-client-context';
import { cn } from '~/lib/cn';
import { conversationKeys, fetchInbox, fetchInboxSummary } from '../api/conversations-api';
import { ConversationList } from './conversation-list';

const FILTERS = conversationInboxFilterSchema.options;

/** The accountants' inbox: every company's threads, the longest waiting first, with filters and the unanswered by age. */
export function InboxPage() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const parsed = conversationInboxFilterSchema.safeParse(params.get('filtro'));
  const filter: ConversationInboxFilter = parsed.success ? parsed.data : 'all';
  const offset = Math.max(0, Number(params.get('inicio')) || 0);
  const list = useQuery({
    queryKey: conversationKeys.inbox(filter, offset),
    queryFn: () => fetchInbox(client, filter, offset),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({ queryKey: conversationKeys.summary, queryFn: () => fetchInboxSummary(client) });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Caixa de conversas"
        description="Conversas de todas as empresas. A que espera resposta há mais tempo aparece primeiro."
      />
      {summary.data && (
        <section aria-label="Sem resposta, por tempo de espera" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Sem resposta', summary.data.unanswered],
            ['Até 1 hora', summary.data.upToOneHour],
            ['De 1 a 24 horas', summary.data.oneToTwentyFourHours],
            ['Mais de 24 horas', summary.data.overTwentyFourHours],
          ].map(([label, count]) => (
            <div key={label} className="grid gap-1 rounded-lg border border-border bg-surface p-3">
              <span className="text-xs text-muted-foreground">{label}</span>
              <span className="text-2xl font-semibold tabular-nums">{count}</span>
            </div>
          ))}
        </section>
      )}
      <nav aria-label="Filtros da caixa" className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <Link
            key={option}
            to={option === 'all' ? '?' : `?filtro=${option}`}
            aria-current={option === filter ? 'page' : undefined}
            className={cn(
              'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium',
              option === filter ? 'border-primary bg-primary-soft text-primary' : 'border-border hover:bg-muted',
            )}
          >
            {conversationInboxFilterLabels[option]}
          </Link>
        ))}
      </nav>
      <QueryStates
        query={list}
        loading={<ListSkeleton label="Carregando conversas…" />}
        empty={
          <EmptyState icon={Inbox} title="Nenhuma conversa aqui">
            <p>Quando um cliente escrever, a conversa aparece nesta caixa na hora.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="grid gap-4">
            <ConversationList
              conversations={data.items}
              firm
              hrefOf={(c) => `/app/admin/conversations/${c.id}?companyId=${c.companyId}`}
            />
            <ListPagination
              page={data}
              noun="conversas"
              onChange={(next) => {
                const update = new URLSearchParams(params);
                update.set('inicio', String(next));
                setParams(update);
              }}
            />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
