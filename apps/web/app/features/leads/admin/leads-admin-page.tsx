import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { leadSchema, leadSourceLabels, type Lead } from '@contabil/contracts';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { requestPage } from '~/lib/request-page';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { telHref } from '~/lib/format/phone';
import { QueryStates } from '~/components/ui/query-states';
import { formatDateTime } from '~/lib/format/dates';
import { useApiClient } from '~/lib/api-client-context';

const PAGE_SIZE = 10;
const OFFSET_PARAM = 'inicio';

/** The people who asked to talk to an accountant on the public pages, newest first. */
export function LeadsAdminPage() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawOffset = Number(searchParams.get(OFFSET_PARAM));
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;
  const leads = useQuery({
    queryKey: ['admin', 'leads', offset],
    queryFn: ({ signal }) => requestPage(client, '/leads', leadSchema, { limit: PAGE_SIZE, offset, signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Leads"
        description="Quem deixou o contato em “Prefere falar com um contador?” nas páginas de abertura e de troca de contador."
      />
      <QueryStates
        query={leads}
        loading={<ListSkeleton label="Carregando leads…" />}
        empty={
          <EmptyState icon={MessagesSquare} title="Nenhum lead ainda">
            <p>Os contatos deixados nas páginas públicas aparecem aqui.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={leads.isFetching || undefined}>
            <LeadsList leads={data.items} />
            <ListPagination
              page={data}
              noun="leads"
              onChange={(next) =>
                setSearchParams(next > 0 ? { [OFFSET_PARAM]: String(next) } : {}, { preventScrollReset: true })
              }
            />
          </div>
        )}
      </QueryStates>
    </div>
  );
}

function LeadsList({ leads }: { leads: readonly Lead[] }) {
  return (
    <ul className="grid gap-3" aria-label="Leads recebidos">
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="grid gap-2 rounded-lg border border-border bg-surface p-4 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
        >
          <span className="font-medium break-words">{lead.name}</span>
          <span className="grid min-w-0 gap-0.5 text-sm">
            <a href={`mailto:${lead.email}`} className="break-all text-primary underline-offset-4 hover:underline">
              {lead.email}
            </a>
            {lead.phone && (
              <a
                href={telHref(lead.phone)}
                className="text-muted-foreground tabular-nums underline-offset-4 hover:underline"
              >
                {lead.phone}
              </a>
            )}
          </span>
          <span className="grid gap-0.5 text-sm">
            <span>
              <span className="text-muted-foreground sm:sr-only">Plano: </span>
              {lead.planName ?? 'Sem plano escolhido'}
            </span>
            {lead.source && <span className="text-muted-foreground">Veio de: {leadSourceLabels[lead.source]}</span>}
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">{formatDateTime(lead.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}
