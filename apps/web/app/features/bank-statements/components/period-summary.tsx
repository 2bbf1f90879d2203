import { ArrowDownLeft, ArrowUpRight, Scale } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatDate } from '~/lib/format/dates';
import { cn } from '~/lib/cn';
import type { BankTransactionList } from '@contabil/contracts';
import { AMOUNT_TONE_CLASSES, amountTone, formatMoney, formatReais, periodSummary, plural } from '../bank-format';
import type { TransactionsFilters } from '../transactions-filters';

/** "De 01/10/2026 a 31/10/2026", "Desde…", "Até…" or the whole statement. */
export function periodText({ from, to }: Pick<TransactionsFilters, 'from' | 'to'>): string {
  if (from && to) return from === to ? `Em ${formatDate(from)}` : `De ${formatDate(from)} a ${formatDate(to)}`;
  if (from) return `Desde ${formatDate(from)}`;
  if (to) return `Até ${formatDate(to)}`;
  return 'Todo o período importado';
}

/** Money in, money out and the balance of everything the filters select (not only the page). */
export function PeriodSummary({
  totals,
  total,
  filters,
}: {
  totals: BankTransactionList['totals'];
  total: number;
  filters: TransactionsFilters;
}) {
  const summary = periodSummary(totals);
  return (
    <section
      aria-labelledby="resumo-titulo"
      className="grid content-start gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="resumo-titulo" className="font-semibold">
          Resumo
        </h2>
        <p className="text-sm text-muted-foreground">
          {periodText(filters)} · {plural(total, 'transação', 'transações')}
        </p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        <Tile icon={ArrowDownLeft} label="Entradas" value={summary.credits} />
        <Tile icon={ArrowUpRight} label="Saídas" value={summary.debits} />
        <Tile icon={Scale} label="Saldo do período" value={summary.balance} />
      </dl>
      {totals.otherCurrencies.length > 0 && (
        <div className="grid gap-1 text-sm text-muted-foreground" role="note">
          <p>Valores em reais. Fora destes totais, sem conversão:</p>
          <ul className="grid gap-0.5">
            {totals.otherCurrencies.map((entry) => (
              <li key={entry.currency}>
                {plural(entry.total, 'transação', 'transações')} em {entry.currency}: entradas{' '}
                {formatMoney(entry.credits, entry.currency)}, saídas {formatMoney(entry.debits, entry.currency)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Tile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="flex items-baseline justify-between gap-2 rounded-md bg-muted/50 px-3 py-2 sm:grid sm:content-start sm:justify-start sm:gap-1 sm:p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd
        className={cn(
          'font-semibold whitespace-nowrap tabular-nums sm:text-lg',
          AMOUNT_TONE_CLASSES[amountTone(value)],
        )}
      >
        {formatReais(value)}
      </dd>
    </div>
  );
}
