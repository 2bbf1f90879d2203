import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import type { BillingByCategoryReport } from '@contabil/contracts';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '~/components/ui/select';
import { ChoiceItems } from '~/components/ui/choice-select';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryStates } from '~/components/ui/query-states';
import { useApiClient } from '~/lib/api-client-context';
import { useHydrated } from '~/lib/use-hydrated';
import { fetchBillingByCategory, reportsKeys } from '../api/reports-api';
import { categoryShares, type CategoryShare } from '../category-shares';
import { brasiliaToday } from '~/lib/brasilia-today';
import {
  formatPercent,
  formatReais,
  formatReportPeriod,
  REPORT_PERIOD_LABELS,
  reportPeriodValue,
  type ReportPeriodKind,
} from '../report-format';

const CategoryDonut = lazy(() => import('./category-donut'));

export const BANK_STATEMENTS_PATH = '/app/bank-statements/accounts';

/** The bank transactions of a period by category: totals, a donut of the spending and the list. */
export function CategoryBreakdown({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const [kind, setKind] = useState<ReportPeriodKind>('month');
  const period = reportPeriodValue(kind, brasiliaToday());
  const report = useQuery({
    queryKey: reportsKeys.byCategory(companyId, period),
    queryFn: ({ signal }) => fetchBillingByCategory(client, companyId, period, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <DetailSection title="Entradas e saídas por categoria" actions={<PeriodSelect value={kind} onChange={setKind} />}>
      <QueryStates
        query={report}
        loading={
          <Loading label="Carregando as categorias…" className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-48 w-full" />
          </Loading>
        }
      >
        {(data) => (
          <div aria-busy={report.isFetching || undefined}>
            <Breakdown report={data} />
          </div>
        )}
      </QueryStates>
    </DetailSection>
  );
}

function PeriodSelect({ value, onChange }: { value: ReportPeriodKind; onChange: (kind: ReportPeriodKind) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm text-muted-foreground">
        Período
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as ReportPeriodKind)}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <ChoiceItems labels={REPORT_PERIOD_LABELS} />
        </SelectContent>
      </Select>
    </div>
  );
}

function Breakdown({ report }: { report: BillingByCategoryReport }) {
  const when = formatReportPeriod(report.period);
  if (report.categories.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 rounded-md border border-dashed border-input p-4 sm:p-6">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Landmark className="size-5" aria-hidden="true" />
        </span>
        <h3 className="font-semibold">Nenhuma movimentação categorizada {when}</h3>
        <p className="text-sm text-muted-foreground">
          Importe um extrato bancário para ver os gastos por categoria.
          {report.uncategorizedCount > 0 &&
            ` Há ${uncategorized(report.uncategorizedCount)} neste período esperando uma categoria.`}
        </p>
        <Link
          to={BANK_STATEMENTS_PATH}
          className="text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          Importar extrato bancário
        </Link>
      </div>
    );
  }

  const expenses = categoryShares(report.categories, 'expense');
  const incomes = categoryShares(report.categories, 'income');
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3">
        <Total label={`Entradas ${when}`} value={report.income} />
        <Total label={`Saídas ${when}`} value={report.expense} />
      </dl>
      {expenses.length > 0 && <SharesDonut title={`Saídas por categoria ${when}`} shares={expenses} />}
      {incomes.length > 0 && <SharesList title={`Entradas por categoria ${when}`} shares={incomes} />}
      {report.uncategorizedCount > 0 && (
        <p className="text-sm text-muted-foreground">
          {uncategorized(report.uncategorizedCount)} sem categoria não{' '}
          {report.uncategorizedCount === 1 ? 'entra' : 'entram'} nessa conta.{' '}
          <Link to={BANK_STATEMENTS_PATH} className="font-medium text-primary underline underline-offset-4">
            Categorizar nos extratos
          </Link>
        </p>
      )}
    </div>
  );
}

function uncategorized(count: number): string {
  return count === 1 ? '1 lançamento' : `${count} lançamentos`;
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-md bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]">{formatReais(value)}</dd>
    </div>
  );
}

/** The donut is drawn for the eyes only; the list beside it carries the same numbers. */
function SharesDonut({ title, shares }: { title: string; shares: CategoryShare[] }) {
  const hydrated = useHydrated();
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <div aria-hidden="true" className="mx-auto size-48">
        {hydrated ? (
          <Suspense fallback={<Skeleton className="size-full rounded-full" />}>
            <CategoryDonut shares={shares} />
          </Suspense>
        ) : (
          <Skeleton className="size-full rounded-full" />
        )}
      </div>
      <SharesList title={title} shares={shares} />
    </div>
  );
}

function SharesList({ title, shares }: { title: string; shares: CategoryShare[] }) {
  const headingId = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-1.5 text-sm">
        {shares.map((share) => (
          <li key={share.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: share.fill }} />
            <span className="min-w-0 flex-1 truncate">{share.name}</span>
            <span className="tabular-nums">{formatReais(share.totalValue)}</span>
            <span className="w-14 text-right text-muted-foreground tabular-nums">{formatPercent(share.share, 1)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
