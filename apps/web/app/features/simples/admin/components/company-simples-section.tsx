import { MonthPicker } from '~/components/ui/month-picker';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SimplesReport } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { DetailSection } from '~/components/ui/detail-section';
import { formatDateTime } from '~/lib/format/dates';
import { reportsKeys, SimplesDasSection, useSimplesReport } from '~/features/reports';
import { formatMonthLong } from '~/lib/format/months';
import { formatReais } from '~/lib/format/money';
import { brasiliaToday } from '~/lib/brasilia-today';
import { useApiClient } from '~/lib/api-client-context';
import { deleteRevenue } from '../simples-admin-api';
import { ObligationsList } from '~/features/obligations';
import { ConfirmMonth } from './confirm-month';
import type { MonthPartProps } from './month-part';
import { DasGuide } from './das-guide';
import { SubmittedPayroll } from './submitted-payroll';
import { PayrollForm } from './payroll-form';
import { RevenueEntryForm } from './revenue-entry-form';

const ACTIVITY = { commerce: 'Comércio', industry: 'Indústria', service: 'Serviços' } as const;

/** The accountants' Simples Nacional work on a company: pick the month, see the computation, enter its inputs. */
export function CompanySimplesSection({ companyId }: { companyId: string }) {
  const [month, setMonth] = useState(() => brasiliaToday().slice(0, 7));
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reportsKeys.all(companyId) });
    // Confirmed payroll brings DCTFWeb and FGTS to the calendar.
    void queryClient.invalidateQueries({ queryKey: ['obligations', companyId] });
  };

  return (
    <div className="grid min-w-0 gap-6 *:min-w-0">
      <DetailSection title="Simples Nacional">
        <MonthPicker label="Competência" submitLabel="Ver apuração" month={month} onMonth={setMonth} />
      </DetailSection>
      <SimplesDasSection companyId={companyId} period={month} forAccountant />
      <DetailSection title={`Receitas e folha de ${formatMonthLong(month)}`}>
        <ConfirmMonth companyId={companyId} month={month} onChanged={refresh} />
        <DasGuide companyId={companyId} month={month} onChanged={refresh} />
        <MonthSources companyId={companyId} month={month} onChanged={refresh} />
        <h3 className="font-semibold">Lançar receita</h3>
        <RevenueEntryForm companyId={companyId} month={month} onSaved={refresh} />
        <h3 className="font-semibold">Folha do mês (Fator R)</h3>
        <p className="text-sm text-muted-foreground">
          A folha de um mês entra no Fator R dos 12 meses seguintes (no mês de abertura, no próprio mês).
        </p>
        <PayrollMonths companyId={companyId} month={month} />
        <SubmittedPayroll companyId={companyId} month={month} onChanged={refresh} />
        <PayrollForm companyId={companyId} month={month} onSaved={refresh} />
      </DetailSection>
      <DetailSection title="Obrigações da empresa">
        <ObligationsList companyId={companyId} forAccountant />
      </DetailSection>
    </div>
  );
}

function MonthSources({ companyId, month, onChanged }: MonthPartProps) {
  const client = useApiClient();
  const report = useSimplesReport(companyId, month);
  const [error, setError] = useState<string | null>(null);
  if (!report.data) return null;
  const remove = async (entryId: string) => {
    setError(null);
    try {
      await deleteRevenue(client, companyId, entryId);
      onChanged();
    } catch {
      setError('Não foi possível apagar o lançamento. Tente de novo.');
    }
  };
  return (
    <div className="grid min-w-0 gap-2">
      {report.data.sources.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma receita neste mês: nem notas emitidas, nem lançamentos.</p>
      ) : (
        <SourcesTable sources={report.data.sources} onRemove={(id) => void remove(id)} />
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

type Source = SimplesReport['sources'][number];

function SourcesTable({ sources, onRemove }: { sources: readonly Source[]; onRemove: (entryId: string) => void }) {
  const columns: readonly DataTableColumn<Source>[] = [
    {
      header: 'Origem',
      cell: (source) => (
        <>
          {source.source === 'nfs'
            ? `${source.count === 1 ? '1 nota emitida' : `${source.count} notas emitidas`}`
            : `Lançado por ${source.enteredBy?.name ?? 'conta removida'}`}
          {source.updatedAt && (
            <span className="block text-xs text-muted-foreground">{formatDateTime(source.updatedAt)}</span>
          )}
          {source.description && <span className="block text-xs text-muted-foreground">{source.description}</span>}
        </>
      ),
    },
    {
      header: 'Atividade',
      cell: (source) => (
        <>
          {ACTIVITY[source.activity]}
          {source.serviceCode && <span className="block text-xs text-muted-foreground">{source.serviceCode}</span>}
        </>
      ),
    },
    { header: 'Anexo', cell: (source) => source.annex },
    { header: 'Valor', cell: (source) => formatReais(source.amount), className: 'text-right tabular-nums' },
    {
      header: 'Ações',
      headerHidden: true,
      cell: (source) =>
        source.entryId && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(source.entryId!)}>
            Apagar
          </Button>
        ),
      className: 'text-right',
    },
  ];
  return (
    <DataTable
      variant="inline"
      rows={sources}
      rowKey={(source) => source.entryId ?? `nfs-${source.serviceCode}`}
      columns={columns}
      caption="Receitas do mês por origem"
      tableClassName="min-w-[32rem]"
      rowClassName={() => 'border-t border-border align-top'}
    />
  );
}

/** The payroll months the period's Fator R used, with who entered them. */
function PayrollMonths({ companyId, month }: { companyId: string; month: string }) {
  const report = useSimplesReport(companyId, month);
  const payroll = report.data?.payroll ?? [];
  if (payroll.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Folhas consideradas no Fator R">
      {payroll.map((row) => (
        <li key={row.month} className="flex flex-wrap justify-between gap-2 border-t border-border pt-1">
          <span>
            {formatMonthLong(row.month)}
            <span className="text-muted-foreground"> · {row.enteredBy?.name ?? 'conta removida'}</span>
          </span>
          <span className="tabular-nums">{formatReais(row.total)}</span>
        </li>
      ))}
    </ul>
  );
}
