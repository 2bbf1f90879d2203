import { lazy, Suspense, useId } from 'react';
import type { MonthlyBilling } from '@contabil/contracts';
import { Skeleton } from '~/components/ui/skeleton';
import { useHydrated } from '~/lib/use-hydrated';
import { formatMonthLong, formatMonthShort } from '~/lib/format/months';
import { formatReais } from '../report-format';

const BillingBarChart = lazy(() => import('./billing-bar-chart'));

const CHART_HEIGHT = 260;

/** What the chart says, in words: the figure's caption. */
export function billingSummary(months: readonly MonthlyBilling[]): string {
  if (months.length === 0) return 'Nenhum mês para mostrar.';
  const total = months.reduce((sum, month) => sum + month.totalValue, 0);
  const best = months.reduce((top, month) => (month.totalValue > top.totalValue ? month : top), months[0]!);
  const range = `de ${formatMonthShort(months[0]!.month)} a ${formatMonthShort(months.at(-1)!.month)}`;
  if (total === 0) return `Nenhum faturamento ${range}.`;
  return `Faturamento ${range}: ${formatReais(total)} no total. O maior mês foi ${formatMonthLong(best.month)}, com ${formatReais(best.totalValue)}.`;
}

/**
 * Issued billing per month (competence), the last 12 months. The SVG is drawn only in
 * the browser and hidden from screen readers: the caption and a visually hidden table
 * say the same.
 */
export function MonthlyBillingChart({ months }: { months: readonly MonthlyBilling[] }) {
  const hydrated = useHydrated();
  const captionId = useId();
  const placeholder = <Skeleton className="h-full w-full" />;

  return (
    <figure aria-labelledby={captionId} className="grid gap-3">
      <div aria-hidden="true" className="w-full" style={{ height: CHART_HEIGHT }}>
        {hydrated ? (
          <Suspense fallback={placeholder}>
            <BillingBarChart months={months} height={CHART_HEIGHT} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {billingSummary(months)}
      </figcaption>
      <table className="sr-only">
        <caption>Faturamento emitido por mês</caption>
        <thead>
          <tr>
            <th scope="col">Mês</th>
            <th scope="col">Valor</th>
            <th scope="col">Notas</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonthLong(month.month)}</th>
              <td>{formatReais(month.totalValue)}</td>
              <td>{month.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
