import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { obligationStatusLabels } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { PageHeader } from '~/components/ui/page-header';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { fetchObligationsQueue, markObligationDone, type QueuedObligation } from '../obligations-api';

const brDate = (iso: string) => iso.split('-').reverse().join('/');
const periodLabel = (period: string) =>
  period.length === 4 ? `ano-base ${period}` : `competência ${period.split('-').reverse().join('/')}`;

/** `/app/admin/obligations`: the accountants' queue of obligations, late first, then the next seven days. */
export function ObligationsQueuePage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = ['obligations', 'queue'] as const;
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchObligationsQueue(client, signal) });
  const [error, setError] = useState<string | null>(null);
  const done = async (obligation: QueuedObligation) => {
    setError(null);
    try {
      await markObligationDone(client, obligation.companyId, obligation.kind, obligation.period);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'Não foi possível marcar. Tente de novo.');
    }
  };
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Obrigações das empresas"
        description="Atrasadas e as que vencem nos próximos 7 dias, de todas as empresas ativas do Simples Nacional e MEI."
      />
      {query.isError && <Alert tone="error">Não foi possível carregar a fila. Tente de novo.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {query.data && query.data.length === 0 && (
        <p className="text-sm text-muted-foreground">Nenhuma obrigação atrasada ou perto do vencimento.</p>
      )}
      {query.data && query.data.length > 0 && (
        <ul className="grid gap-2" aria-label="Fila de obrigações">
          {query.data.map((obligation) => (
            <li
              key={`${obligation.companyId}:${obligation.kind}:${obligation.period}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm"
            >
              <span className="grid gap-0.5">
                <Link
                  to={`/app/admin/companies/${obligation.companyId}`}
                  state={{ from: '/app/admin/obligations' }}
                  className="font-medium text-primary underline"
                >
                  {obligation.companyName}
                </Link>
                <span>
                  {obligation.label} · {periodLabel(obligation.period)} · vence em {brDate(obligation.dueDate)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <Badge tone={obligation.status === 'late' ? 'destructive' : 'neutral'}>
                  {obligationStatusLabels[obligation.status]}
                </Badge>
                <Button type="button" size="sm" variant="outline" onClick={() => void done(obligation)}>
                  Marcar como feita
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
