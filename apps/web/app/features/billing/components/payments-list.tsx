import { paymentMethodLabels, paymentStatusLabels, type Payment, type PaymentStatus } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { DownloadButton } from '~/features/documents';
import { formatDate } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';

const STATUS_TONES: Record<PaymentStatus, 'neutral' | 'success' | 'destructive' | 'warning'> = {
  pending: 'neutral',
  paid: 'success',
  failed: 'destructive',
  expired: 'warning',
};

/** "Pix", "Boleto", "Cartão de crédito"; a dash while no method was chosen. */
const methodOf = (payment: Payment) => (payment.method ? paymentMethodLabels[payment.method] : '—');
/** The due date (boleto) or expiry (Pix), as a day; a dash when there is none. */
const dueOf = (payment: Payment) => (payment.dueAt ? formatDate(payment.dueAt) : '—');

/** The date that matters for a payment: when it was paid, when it failed, else when it was charged. */
function paymentDate(payment: Payment): string {
  return formatDate(payment.paidAt ?? payment.failedAt ?? payment.createdAt);
}

/**
 * The firm's NFS-e for the fee, once issued and in the company's documents: "Nota fiscal"
 * downloads its DANFSe (decision 005, "The firm's note for the fee"); nothing otherwise.
 */
function FeeInvoiceLink({ payment }: { payment: Payment }) {
  const note = payment.feeInvoice;
  if (note?.status !== 'issued' || !note.pdf) return null;
  return (
    <DownloadButton
      companyId={payment.companyId}
      document={{
        key: note.pdf.key,
        fileName: note.pdf.fileName,
        title: note.number ? `NFS-e ${note.number} de ${payment.description}` : payment.description,
      }}
      label="Nota fiscal"
      variant="link"
    />
  );
}

/**
 * Charges as a table on wide screens and as rows of cards on phones; `compact` keeps the
 * cards at every width, for a narrow column.
 */
export function PaymentsList({
  payments,
  caption,
  compact = false,
}: {
  payments: readonly Payment[];
  caption: string;
  compact?: boolean;
}) {
  return (
    <>
      <div
        className={compact ? 'hidden' : 'hidden overflow-x-auto rounded-lg border border-border bg-surface sm:block'}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Data
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Descrição
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Forma
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Vencimento
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Valor
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{paymentDate(payment)}</td>
                <td className="px-4 py-3">{payment.description}</td>
                <td className="px-4 py-3 whitespace-nowrap">{methodOf(payment)}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{dueOf(payment)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatReais(payment.amount)}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Badge tone={STATUS_TONES[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>
                    <FeeInvoiceLink payment={payment} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={compact ? 'grid gap-3' : 'grid gap-3 sm:hidden'} aria-label={caption}>
        {payments.map((payment) => (
          <li key={payment.id} className="grid gap-2 rounded-lg border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium break-words">{payment.description}</span>
              <Badge tone={STATUS_TONES[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>
            </div>
            <div className="flex justify-between gap-3 text-sm">
              <span className="text-muted-foreground tabular-nums">{paymentDate(payment)}</span>
              <span className="font-medium tabular-nums">{formatReais(payment.amount)}</span>
            </div>
            {payment.kind === 'charge' && (
              <div className="flex justify-between gap-3 text-sm text-muted-foreground">
                <span>{methodOf(payment)}</span>
                {payment.dueAt && <span className="tabular-nums">Vencimento {dueOf(payment)}</span>}
              </div>
            )}
            <FeeInvoiceLink payment={payment} />
          </li>
        ))}
      </ul>
    </>
  );
}
