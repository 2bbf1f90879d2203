import { paymentMethodLabels, paymentStatusLabels, type Payment, type PaymentStatus } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
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

const COLUMNS: readonly DataTableColumn<Payment>[] = [
  { header: 'Data', cell: paymentDate, className: 'whitespace-nowrap tabular-nums' },
  { header: 'Descrição', cell: (payment) => payment.description },
  { header: 'Forma', cell: methodOf, className: 'whitespace-nowrap' },
  { header: 'Vencimento', cell: dueOf, className: 'whitespace-nowrap tabular-nums' },
  {
    header: 'Valor',
    cell: (payment) => formatReais(payment.amount),
    className: 'text-right whitespace-nowrap tabular-nums',
  },
  {
    header: 'Status',
    cell: (payment) => (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusBadge payment={payment} />
        <FeeInvoiceLink payment={payment} />
      </div>
    ),
  },
];

function StatusBadge({ payment }: { payment: Payment }) {
  return <Badge tone={STATUS_TONES[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>;
}

/** A payment on a phone: what it is and its status, the date and the sum, the method and due date, the note. */
function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words">{payment.description}</span>
        <StatusBadge payment={payment} />
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
    </>
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
    <DataTable
      rows={payments}
      rowKey={(payment) => payment.id}
      columns={COLUMNS}
      caption={caption}
      wideFrom={compact ? 'never' : 'sm'}
      rowClassName={() => ''}
      renderCard={(payment) => <PaymentCard payment={payment} />}
      cardClassName={() => 'gap-2'}
    />
  );
}
