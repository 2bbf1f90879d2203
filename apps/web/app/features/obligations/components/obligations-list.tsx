import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { obligationStatusLabels, type Obligation } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { brasiliaToday } from '~/lib/brasilia-today';
import { fetchObligations, markObligationDone, obligationsKeys } from '../obligations-api';

const brDate = (iso: string) => iso.split('-').reverse().join('/');
const periodLabel = (period: string) =>
  period.length === 4 ? `ano-base ${period}` : `competência ${period.split('-').reverse().join('/')}`;
const TONE = { todo: 'neutral', done: 'success', late: 'destructive' } as const;

/**
 * The company's obligations of a year, by due date, with status and the law that sets each
 * date. Accountants (`forAccountant`) mark them done; see also the accountants' section.
 */
export function ObligationsList({ companyId, forAccountant = false }: { companyId: string; forAccountant?: boolean }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [year, setYear] = useState(() => Number(brasiliaToday().slice(0, 4)));
  const [error, setError] = useState<string | null>(null);
  const key = obligationsKeys.year(companyId, year);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchObligations(client, companyId, year, signal) });

  const done = async (obligation: Obligation) => {
    setError(null);
    try {
      await markObligationDone(client, companyId, obligation.kind, obligation.period);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'Não foi possível marcar. Tente de novo.');
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Ano">
        <Button type="button" variant="outline" size="sm" onClick={() => setYear(year - 1)}>
          {year - 1}
        </Button>
        <span className="px-2 font-semibold" aria-live="polite">
          Obrigações de {year}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={() => setYear(year + 1)}>
          {year + 1}
        </Button>
      </div>
      {query.isError && (
        <Alert tone="error">
          {query.error instanceof ApiError ? query.error.message : 'Não foi possível carregar as obrigações.'}
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {query.data && query.data.length === 0 && (
        <p className="text-sm text-muted-foreground">Nenhuma obrigação com vencimento em {year}.</p>
      )}
      {query.data && query.data.length > 0 && (
        <ul className="grid gap-2" aria-label={`Obrigações de ${year}`}>
          {query.data.map((obligation) => (
            <li
              key={`${obligation.kind}:${obligation.period}`}
              className="grid gap-1 rounded-md border border-border p-3 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {obligation.label} · {periodLabel(obligation.period)}
                </span>
                <Badge tone={TONE[obligation.status]}>{obligationStatusLabels[obligation.status]}</Badge>
              </div>
              <span>
                {obligation.opensOn
                  ? `De ${brDate(obligation.opensOn)} a ${brDate(obligation.dueDate)}`
                  : `Vence em ${brDate(obligation.dueDate)}`}
              </span>
              <span className="text-xs text-muted-foreground">{obligation.source}</span>
              {forAccountant && obligation.status !== 'done' && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="w-fit"
                  onClick={() => void done(obligation)}
                >
                  Marcar como feita
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
