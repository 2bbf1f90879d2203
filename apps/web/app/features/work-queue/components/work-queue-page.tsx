import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChevronRight, CircleCheck, ShieldAlert } from 'lucide-react';
import type { WorkQueueItem } from '@contabil/contracts';
import { cn } from '~/lib/cn';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ApiError } from '~/lib/api-client';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryError } from '~/components/ui/query-error';
import { useApiClient } from '~/lib/api-client-context';
import { formatDateTime } from '~/lib/format/dates';
import { waitingTime } from '~/lib/format/waiting-time';
import { fetchWorkQueue, workQueueKeys } from '../work-queue-api';
import { WORK_QUEUE_ROWS } from '../work-queue-rows';

export const WORK_QUEUE_TITLE = 'Fila do escritório';

/** `/app/admin`: the administrators' home, what waits for the firm, each row opening its screen. */
export function WorkQueuePage() {
  const client = useApiClient();
  const queue = useQuery({
    queryKey: workQueueKeys.all,
    queryFn: ({ signal }) => fetchWorkQueue(client, signal),
    refetchInterval: 60_000,
  });
  const waiting = queue.data?.items.filter((item) => item.count > 0).length ?? 0;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={WORK_QUEUE_TITLE}
        description="O que espera pelo escritório agora, com quantos são e há quanto tempo o mais antigo espera. Cada linha abre a tela já filtrada."
      />
      {queue.isPending ? (
        <ListSkeleton label="Carregando a fila…" />
      ) : queue.error instanceof ApiError && queue.error.status === 403 ? (
        <EmptyState icon={ShieldAlert} title="Acesso restrito" action={{ to: '/app/panel', label: 'Ir para o painel' }}>
          <p>Esta página é da equipe de contabilidade: só administradores do sistema veem a fila do escritório.</p>
        </EmptyState>
      ) : queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <section aria-labelledby="work-queue-heading" className="grid gap-3">
          <h2 id="work-queue-heading" className="text-base font-semibold">
            {waiting === 0
              ? 'Nada esperando pelo escritório'
              : waiting === 1
                ? '1 fila com pendências'
                : `${waiting} filas com pendências`}
          </h2>
          <ul className="grid gap-2">
            {queue.data.items.map((item) => (
              <WorkQueueRowItem key={item.kind} item={item} now={new Date(queue.data.asOf)} />
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">Atualizado em {formatDateTime(queue.data.asOf)}.</p>
        </section>
      )}
    </div>
  );
}

function WorkQueueRowItem({ item, now }: { item: WorkQueueItem; now: Date }) {
  const row = WORK_QUEUE_ROWS[item.kind];
  const isEmpty = item.count === 0;
  return (
    <li>
      <Link
        to={row.to}
        className={cn(
          'flex min-h-14 items-center gap-4 rounded-lg border border-border bg-surface p-4 transition-colors hover:bg-muted',
          isEmpty && 'text-muted-foreground',
        )}
      >
        <span
          className={cn(
            'min-w-10 text-center text-2xl font-semibold tabular-nums',
            isEmpty ? 'text-muted-foreground' : 'text-primary',
          )}
          aria-hidden="true"
        >
          {isEmpty ? <CircleCheck className="mx-auto size-6" /> : item.count}
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-medium">
            <span className="sr-only">{item.count} </span>
            {item.count === 1 ? row.singular : row.label}
          </span>
          <span className="text-sm text-muted-foreground">
            {item.oldestSince ? `O mais antigo espera ${waitingTime(item.oldestSince, now)}` : 'Nada esperando'}
          </span>
          {!isEmpty && item.detail && <span className="text-sm">{item.detail}</span>}
        </span>
        <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
      </Link>
    </li>
  );
}
