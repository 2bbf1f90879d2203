import type { NfsRequest } from '@contabil/contracts';
import { ReasonDialog } from '~/components/reason-dialog';
import { rejectFormSchema, type RejectFormValues } from '../nfs-admin-forms';
import { formatInvoiceValue } from '../nfs-format';

interface RejectDialogProps {
  request: NfsRequest;
  onClose: () => void;
  /** Sends the status change; rejects with the API's error. */
  onReject: (values: RejectFormValues) => Promise<void>;
}

/** "Recusar": the reason is required and goes to the customer. */
export function RejectDialog({ request, onClose, onReject }: RejectDialogProps) {
  return (
    <ReasonDialog
      title="Recusar o pedido?"
      description={`${request.companyName}: nota de ${formatInvoiceValue(request.totalValue)} para ${request.taker.name}.`}
      formLabel="Recusar o pedido"
      hint="O cliente recebe este texto por e-mail e o vê no pedido."
      submitLabel="Recusar pedido"
      schema={rejectFormSchema}
      onClose={onClose}
      onSubmit={onReject}
    />
  );
}
