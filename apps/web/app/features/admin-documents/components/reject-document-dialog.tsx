import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { documentTypeLabels, type CompanyDocument } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { DocumentsDialog } from '~/features/documents/components/documents-dialog';
import { applyApiError } from '~/lib/api-form-errors';
import { rejectFormSchema, type RejectFormValues } from '../document-forms';

interface RejectDocumentDialogProps {
  document: CompanyDocument;
  onClose: () => void;
  /** Sends the status change; rejects with the API's error. */
  onReject: (values: RejectFormValues) => Promise<void>;
}

/** "Recusar": the reason is required and goes to the company. */
export function RejectDocumentDialog({ document, onClose, onReject }: RejectDocumentDialogProps) {
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
    <DocumentsDialog
      open
      onOpenChange={(open) => !open && onClose()}
      isBusy={isSubmitting}
      title="Recusar o documento?"
      description={`${documentTypeLabels[document.type]}: ${document.fileName}. A empresa vê o motivo e pode enviar outro.`}
    >
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-label="Recusar o documento"
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormField
          label="Motivo da recusa"
          hint="Diga o que falta ou o que corrigir, por exemplo: a página de assinaturas não está legível."
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
            {isSubmitting ? 'Recusando…' : 'Recusar documento'}
          </Button>
        </div>
      </form>
    </DocumentsDialog>
  );
}
