import { CalendarClock } from 'lucide-react';
import { toCents } from '@contabil/contracts';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { useActiveSchedules } from '../api/use-invoices';

/**
 * "Próximos pedidos automáticos": the company's active schedules, the next to run first
 * (`GET /nfs/schedulers/active`). Nothing while loading, on error or without an active one:
 * the list below says the rest.
 */
export function NextScheduledRequests({ companyId }: { companyId: string }) {
  const active = useActiveSchedules(companyId);
  if (!active.data || active.data.total === 0) return null;
  const { items, total } = active.data;
  return (
    <section
      aria-labelledby="proximos-pedidos-titulo"
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="proximos-pedidos-titulo" className="font-medium">
          Próximos pedidos automáticos
        </h3>
        <p className="text-sm text-muted-foreground">
          {total === 1 ? '1 nota recorrente ativa' : `${total} notas recorrentes ativas`}
        </p>
      </div>
      <ol className="grid gap-2 text-sm">
        {items.map((schedule) => (
          <li key={schedule.id} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3">
            <span className="flex items-center gap-1 tabular-nums">
              <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
              {schedule.nextRunOn ? formatDate(schedule.nextRunOn) : '—'}
            </span>
            <span className="truncate" title={schedule.taker.name}>
              {schedule.taker.name}
            </span>
            <span className="tabular-nums">{formatBrl(toCents(schedule.totalValue))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
