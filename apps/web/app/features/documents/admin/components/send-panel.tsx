import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '~/components/ui/alert';
import { FormActions } from '~/components/ui/form-actions';

interface SendPanelProps {
  title: string;
  description: string;
  /** The form's fields, laid out in two columns from `sm`. */
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The API's message that belongs to no field. */
  formError: string | null;
  isSubmitting: boolean;
  isUploading: boolean;
  submitLabel: string;
}

/** An accountant's "Enviar …" form inside the company's documents: heading, fields, error, actions. */
export function SendPanel({
  title,
  description,
  children,
  onSubmit,
  onCancel,
  formError,
  isSubmitting,
  isUploading,
  submitLabel,
}: SendPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-md border border-primary/30 bg-primary-soft/40 p-3 sm:p-4"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <form method="post" noValidate onSubmit={onSubmit} aria-label={title} className="grid gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>
        <FormActions
          closeLabel="Cancelar"
          onClose={onCancel}
          submitLabel={submitLabel}
          busyLabel={isUploading ? 'Enviando arquivo…' : 'Salvando…'}
          isSubmitting={isSubmitting}
        />
      </form>
    </section>
  );
}
