import { paymentMethodLabels, paymentStatusLabels, type Payment } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { formatDate, formatDateTime } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';
import { BoletoInstructions, PixInstructions } from './payment-instructions';

/** The due date of a boleto is a day; a Pix code expires at an instant. */
function dueLabel(payment: Payment): { label: string; value: string } | null {
  if (!payment.dueAt) return null;
  if (payment.method === 'pix') return { label: 'Expira em', value: formatDateTime(payment.dueAt) };
  return {
    label: 'Vencimento',
    value: payment.boleto ? formatDate(payment.boleto.dueDate) : formatDate(payment.dueAt),
  };
}

/**
 * The charge still to pay (`GET /billing/overview`'s openPayment): its amount, method, due
 * date or expiry and status, and for Pix and boleto how to pay it right here.
 */
export function OpenChargeSection({ payment }: { payment: Payment }) {
  const due = dueLabel(payment);
  return (
    <section
      aria-labelledby="cobranca-em-aberto"
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cobranca-em-aberto" className="text-lg font-semibold tracking-tight">
          Cobrança em aberto
        </h2>
        <Badge
          tone={payment.status === 'pending' ? 'neutral' : payment.status === 'expired' ? 'warning' : 'destructive'}
        >
          {paymentStatusLabels[payment.status]}
        </Badge>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Valor</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatReais(payment.amount)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Forma de pagamento</dt>
          <dd className="font-medium">{payment.method ? paymentMethodLabels[payment.method] : 'A escolher'}</dd>
        </div>
        {due && (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{due.label}</dt>
            <dd className="font-medium tabular-nums">{due.value}</dd>
          </div>
        )}
      </dl>
      {payment.pix && (
        <PixInstructions pix={payment.pix} showExpiry={false} testEnvironment={payment.provider === 'sandbox'} />
      )}
      {payment.boleto && (
        <BoletoInstructions
          boleto={payment.boleto}
          showDueDate={false}
          testEnvironment={payment.provider === 'sandbox'}
        />
      )}
    </section>
  );
}
