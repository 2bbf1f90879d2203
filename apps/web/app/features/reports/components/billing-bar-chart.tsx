import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { MonthlyBilling } from '@contabil/contracts';
import { formatMonthLong, formatMonthShort } from '~/lib/format/months';
import { formatCompactBrl, formatReais } from '../report-format';

interface ChartPoint extends MonthlyBilling {
  label: string;
}

function notesCount(count: number): string {
  return count === 1 ? '1 nota' : `${count} notas`;
}

/**
 * The bars themselves (recharts): loaded on demand, in the browser only, so the panel's
 * route module stays small and the server never renders an SVG it cannot size.
 */
export default function BillingBarChart({ months, height }: { months: readonly MonthlyBilling[]; height: number }) {
  const data: ChartPoint[] = months.map((month) => ({ ...month, label: formatMonthShort(month.month) }));
  return (
    <BarChart
      data={data}
      responsive
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke="var(--color-border)" />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={{ stroke: 'var(--color-border)' }}
        tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis
        tickFormatter={(value: number) => formatCompactBrl(value)}
        tickLine={false}
        axisLine={false}
        tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
        width={76}
      />
      <Tooltip cursor={{ fill: 'var(--color-muted)' }} content={BillingTooltip} />
      <Bar
        dataKey="totalValue"
        fill="var(--color-primary)"
        radius={[4, 4, 0, 0]}
        maxBarSize={48}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

function BillingTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="grid gap-0.5 rounded-md border border-border bg-surface px-3 py-2 text-sm shadow-md">
      <span className="font-medium first-letter:uppercase">{formatMonthLong(point.month)}</span>
      <span className="tabular-nums">{formatReais(point.totalValue)}</span>
      <span className="text-xs text-muted-foreground">{notesCount(point.count)}</span>
    </div>
  );
}
