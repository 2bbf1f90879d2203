import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert } from '~/components/ui/alert';
import { AppDialog } from '~/components/ui/dialog';
import { FormActions } from '~/components/ui/form-actions';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { applyApiError } from '~/lib/api-form-errors';

export interface ReasonValues {
  reason: string;
}

interface ReasonDialogProps {
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  hint: string;
  submitLabel: string;
  /** The reason's rule and message (each feature words its own). */
  schema: z.ZodType<ReasonValues, ReasonValues>;
  onClose: () => void;
  /** Sends the refusal; rejects with the API's error, shown on the field or above the form. */
  onSubmit: (values: ReasonValues) => Promise<void>;
}

/** "Recusar" with a required reason that goes to the customer (invoice requests, documents). */
export function ReasonDialog({
  title,
  description,
  formLabel,
  hint,
  submitLabel,
  schema,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const form = useForm<ReasonValues>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['reason']));
    }
  });

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      isBusy={isSubmitting}
      title={title}
      description={description}
    >
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-label={formLabel}
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormField label="Motivo da recusa" hint={hint} error={errors.reason?.message}>
          <Textarea rows={4} maxLength={500} {...form.register('reason')} />
        </FormField>
        <FormActions
          tone="destructive"
          closeLabel="Cancelar"
          onClose={onClose}
          submitLabel={submitLabel}
          busyLabel="Recusando…"
          isSubmitting={isSubmitting}
        />
      </form>
    </AppDialog>
  );
}
