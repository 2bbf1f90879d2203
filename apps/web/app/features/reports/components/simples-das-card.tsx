import type { SimplesReport } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { Skeleton } from '~/components/ui/skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { useSimplesReport } from '../api/use-simples-report';
import { formatMonthLong } from '~/lib/format/months';
import { formatPercent, formatReais } from '../report-format';

const RBT12_RULES: Record<SimplesReport['rbt12Rule'], string> = {
  'twelve-months': 'Receita dos 12 meses anteriores',
  'opening-month': 'Mês de abertura: receita do mês × 12',
  'average-of-months-worked': 'Primeiro ano: média dos meses de atividade × 12',
};

const ANNEX_COLUMNS: readonly DataTableColumn<SimplesReport['annexes'][number]>[] = [
  {
    header: 'Anexo',
    rowHeader: true,
    cell: (annex) => (
      <>
        Anexo {annex.annex}
        <span className="block text-xs text-muted-foreground">{annex.bracket}ª faixa</span>
      </>
    ),
    className: 'whitespace-nowrap',
  },
  { header: 'Receita', cell: (annex) => formatReais(annex.revenue), className: 'text-right tabular-nums' },
  {
    header: 'Alíquota efetiva',
    cell: (annex) => formatPercent(annex.effectiveRate),
    className: 'text-right tabular-nums',
  },
  { header: 'Imposto', cell: (annex) => formatReais(annex.das), className: 'text-right tabular-nums' },
];

/** The month's DAS as the accountant computes it (GET /reports/simples-nacional), loaded for the panel. */
export function SimplesDasSection({
  companyId,
  period,
  forAccountant,
}: {
  companyId: string;
  period: string;
  forAccountant: boolean;
}) {
  const query = useSimplesReport(companyId, period);
  return (
    <QueryStates query={query} loading={<Skeleton className="h-44 w-full" />}>
      {(report) => <SimplesDasCard report={report} forAccountant={forAccountant} />}
    </QueryStates>
  );
}

/** Revenue, bracket, effective rate and tax of each annex, the DAS, its due date and the limits passed. */
export function SimplesDasCard({ report, forAccountant }: { report: SimplesReport; forAccountant: boolean }) {
  if (report.totalDas === null) return null;
  const month = formatMonthLong(report.period);
  const crossed = report.limits.filter((limit) => limit.crossed);
  return (
    <DetailSection title={`Simples Nacional: DAS de ${month}`}>
      <div className="grid gap-1">
        <p className="text-2xl font-semibold tabular-nums">{formatReais(report.totalDas)}</p>
        <p className="text-sm text-muted-foreground">Vence em {formatDate(report.dueDate)}</p>
        {report.confirmation && (
          <p className="text-sm text-success">
            Confirmado pela contabilidade em {formatDate(report.confirmation.confirmedAt)}
          </p>
        )}
      </div>
      {report.annexes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma receita registrada em {month} até agora.</p>
      ) : (
        <DataTable
          variant="inline"
          rows={report.annexes}
          rowKey={(annex) => String(annex.annex)}
          columns={ANNEX_COLUMNS}
          caption="Imposto do mês por anexo do Simples Nacional"
          tableClassName="min-w-[18rem]"
        />
      )}
      <p className="text-sm">
        <span className="text-muted-foreground">{RBT12_RULES[report.rbt12Rule]}: </span>
        <span className="tabular-nums">{formatReais(report.rbt12)}</span>
      </p>
      {report.fatorR.used && (
        <p className="text-sm">
          <span className="text-muted-foreground">Fator R (folha ÷ receita de 12 meses): </span>
          {report.fatorR.ratio === null ? '—' : formatPercent(report.fatorR.ratio, 1)}, Anexo {report.fatorR.annex}
          <span className="block text-xs text-muted-foreground">
            Com folha de 28% ou mais da receita, o Anexo III se aplica; abaixo disso, o Anexo V.
          </span>
        </p>
      )}
      {report.issIcmsOutsideDas && (
        <Alert>O ICMS e o ISS deste mês são pagos fora do DAS, ao estado e ao município.</Alert>
      )}
      {crossed.map((limit) => (
        <Alert key={limit.kind} tone="error">
          {limit.consequence}
        </Alert>
      ))}
      <p className="text-xs text-muted-foreground">
        Calculado com as notas emitidas e as receitas lançadas pela nossa equipe. O valor a pagar é o da guia do DAS.
        {forAccountant && ` ${report.annexSource}`}
      </p>
    </DetailSection>
  );
}
