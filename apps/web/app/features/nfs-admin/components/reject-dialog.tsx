import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { NfsRequest } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { applyApiError } from '~/lib/api-form-errors';
import { rejectFormSchema, type RejectFormValues } from '../nfs-admin-forms';
import { formatInvoiceValue } from '../nfs-format';
import { NfsDialog } from './nfs-dialog';

interface RejectDialogProps {
  request: NfsRequest;
  onClose: () => void;
  /** Sends the status change; rejects with the API's error. */
  onReject: (values: RejectFormValues) => Promise<void>;
}

/** "Recusar": the reason is required and goes to the customer. */
export function RejectDialog({ request, onClose, onReject }: RejectDialogProps) {
  const form = useForm<RejectFormValues>({ resolver: zodResolver(rejectFormSchema), defaultValues: { reason: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onReject(values);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['reason']));
    }
  });

  return (
    <NfsDialog
      open
      onOpenChange={(open) => !open && onClose()}
      isBusy={isSubmitting}
      className="w-[min(32rem,calc(100vw-1rem))]"
      title="Recusar o pedido?"
      description={`${request.companyName}: nota de ${formatInvoiceValue(request.totalValue)} para ${request.taker.name}.`}
    >
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-label="Recusar o pedido"
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormField
          label="Motivo da recusa"
          hint="O cliente recebe este texto por e-mail e o vê no pedido."
          error={errors.reason?.message}
        >
          <Textarea rows={4} maxLength={500} {...form.register('reason')} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            className="bg-destructive hover:bg-destructive/90"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Recusando…' : 'Recusar pedido'}
          </Button>
        </div>
      </form>
    </NfsDialog>
  );
}
