import { MonthPicker } from '~/components/ui/month-picker';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationItem } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { PageHeader } from '~/components/ui/page-header';
import { formatMonthLong } from '~/lib/format/months';
import { formatReais } from '~/lib/format/money';
import { ForContextCompany } from '~/session/for-context-company';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { brasiliaToday } from '~/lib/brasilia-today';
import { confirmReconciliationMatch, fetchReconciliation, reconciliationKeys } from '../reconciliation-api';

const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** `/app/bank-statements/reconciliation`: the month's bank transactions against issued notes and paid guides. */
export function ReconciliationPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Conciliação bancária"
        description="Os créditos do extrato com as notas emitidas e os débitos com as guias pagas."
      />
      <ForContextCompany noCompanyText="A conciliação é de uma empresa. Escolha a empresa no topo da página.">
        {(company) => <CompanyReconciliation companyId={company.id} />}
      </ForContextCompany>
    </div>
  );
}

export function CompanyReconciliation({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => brasiliaToday().slice(0, 7));
  const [error, setError] = useState<string | null>(null);
  const key = reconciliationKeys.month(companyId, month);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchReconciliation(client, companyId, month, signal),
  });

  const confirm = async (item: ReconciliationItem, target: ReconciliationItem['candidates'][number]) => {
    setError(null);
    try {
      await confirmReconciliationMatch(client, companyId, {
        transactionId: item.transaction.id,
        targetType: target.type,
        targetId: target.id,
      });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'Não foi possível confirmar. Tente de novo.');
    }
  };

  const data = query.data;
  const groups = data
    ? ([
        ['matched', 'Conciliados'],
        ['suggested', 'Sugestões para confirmar'],
        ['unmatched', 'Sem correspondência'],
      ] as const)
    : [];
  return (
    <div className="grid gap-6">
      <MonthPicker label="Mês do extrato" submitLabel="Ver conciliação" month={month} onMonth={setMonth}>
        <Link to="/app/bank-statements/accounts" className="text-sm text-primary underline">
          Importar extratos
        </Link>
      </MonthPicker>
      {query.isError && <Alert tone="error">Não foi possível carregar a conciliação. Tente de novo.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {data && data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">Nenhum lançamento de extrato em {formatMonthLong(month)}.</p>
      )}
      {data && data.summary.possiblyMissingRevenue > 0 && (
        <Alert tone="error" role="status">
          {formatReais(data.summary.possiblyMissingRevenue)} em créditos sem nota fiscal em {formatMonthLong(month)}:
          pode ser receita que falta na apuração do mês.
        </Alert>
      )}
      {data &&
        groups.map(([status, title]) => {
          const items = data.items.filter((item) => item.status === status);
          if (items.length === 0) return null;
          return (
            <section key={status} className="grid gap-2" aria-label={title}>
              <h2 className="text-lg font-semibold">
                {title} ({items.length})
              </h2>
              <ul className="grid gap-2">
                {items.map((item) => (
                  <ItemRow key={item.transaction.id} item={item} onConfirm={(target) => void confirm(item, target)} />
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}

function ItemRow({
  item,
  onConfirm,
}: {
  item: ReconciliationItem;
  onConfirm: (target: ReconciliationItem['candidates'][number]) => void;
}) {
  const { transaction } = item;
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="min-w-0 break-words">
          <span className="text-muted-foreground">{brDate(transaction.postedOn)}</span> {transaction.description}
        </span>
        <span className={`tabular-nums ${transaction.amount < 0 ? 'text-destructive' : 'text-success'}`}>
          {formatReais(transaction.amount)}
        </span>
      </div>
      {item.match && (
        <p>
          {item.match.type === 'note' ? 'Nota' : 'Guia'}: {item.match.label}{' '}
          <Badge tone="success">{item.match.automatic ? 'Conciliado automaticamente' : 'Confirmado'}</Badge>
        </p>
      )}
      {item.candidates.map((candidate) => (
        <div key={candidate.id} className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {candidate.label} · {formatReais(candidate.amount)} · {candidate.type === 'note' ? 'emitida' : 'vence'} em{' '}
            {brDate(candidate.date)}
          </span>
          <Button type="button" size="sm" variant="outline" onClick={() => onConfirm(candidate)}>
            Confirmar {candidate.label}
          </Button>
        </div>
      ))}
      {item.possiblyMissingRevenue && <Badge tone="warning">Crédito sem nota: pode faltar na apuração</Badge>}
    </li>
  );
}
