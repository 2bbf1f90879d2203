import type { NextCharge } from '@contabil/contracts';
import { DetailSection } from '~/components/ui/detail-section';
import { formatDate } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';

/** The next renewal: the plan's price, the referral credit deducted and what will be charged. */
export function NextChargeSection({ nextCharge }: { nextCharge: NextCharge }) {
  return (
    <DetailSection title="Próxima cobrança">
      <dl className="grid gap-2 text-sm" aria-label="Próxima cobrança">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-muted-foreground">Data</dt>
          <dd className="tabular-nums">{formatDate(nextCharge.date)}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-muted-foreground">Mensalidade do plano</dt>
          <dd className="tabular-nums">{formatReais(nextCharge.amount)}</dd>
        </div>
        {nextCharge.creditAmount > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <dt className="text-muted-foreground">Crédito de indicação</dt>
            <dd className="text-success tabular-nums">− {formatReais(nextCharge.creditAmount)}</dd>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2">
          <dt className="font-medium">Valor a pagar</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatReais(nextCharge.amountDue)}</dd>
        </div>
      </dl>
    </DetailSection>
  );
}
